import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DATASETS } from '../../../lib/content/datasets.ts'
import { formatDataError } from '../../../lib/validation/types.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const projects: ReturnType<typeof createTempProject>[] = []
function project() {
  const created = createTempProject()
  projects.push(created)
  return created
}
afterEach(() => {
  while (projects.length > 0) projects.pop()?.cleanup()
})

function messages(root: string): string[] {
  return validateProject(root).errors.map(formatDataError)
}

/** Each error as its file and field only: 'data/plans.yaml planos[0].popular'. */
function fileAndField(root: string): string[] {
  return messages(root).map((line) => line.replace(/^(\S+):\d+:\d+ {2}(\S+) .*$/, '$1 $2'))
}

describe('the shipped content', () => {
  it('is valid: data files, legal texts and posts', () => {
    const result = validateProject()
    expect(result.errors.map(formatDataError)).toEqual([])
    expect(result.posts.length).toBeGreaterThanOrEqual(7)
    expect(result.legal.size).toBe(4)
  })
})

describe('cross-file checks', () => {
  it.each([
    {
      name: 'a plan whose product is not a page',
      file: 'data/plans.yaml',
      from: '    produto: did\n',
      to: '    produto: didd\n',
      at: ['    produto: didd\n', 14],
      message: `planos[15].produto  produto desconhecido 'didd': use o id de uma página de data/product-pages.yaml (ex.: pabx, "0800", did)`,
    },
    {
      name: 'a second popular plan on one product',
      file: 'data/plans.yaml',
      from: 'popular: false\n    preco: "Sob consulta"\n    periodo: /mês\n    recursos:\n      - texto: Ramais ilimitados\n',
      to: 'popular: true\n    selo: Completo\n    preco: "Sob consulta"\n    periodo: /mês\n    recursos:\n      - texto: Ramais ilimitados\n',
      at: ['popular: true\n    selo: Completo', 14],
      message:
        "planos[2].popular  o produto 'pabx' já tem um plano em destaque (planos[1]); só um plano por produto pode ter popular: true",
    },
    {
      name: 'a badge on a plan that is not popular',
      file: 'data/plans.yaml',
      from: '    nome: Startup\n    descricao: Para pequenas empresas e escritórios que estão começando e precisam de uma telefonia profissional.\n    popular: false\n',
      to: '    nome: Startup\n    descricao: Para pequenas empresas e escritórios que estão começando e precisam de uma telefonia profissional.\n    popular: false\n    selo: Econômico\n',
      at: ['    selo: Econômico\n', 11],
      message: 'planos[0].selo  só o plano em destaque (popular: true) pode ter selo',
    },
    {
      name: 'a popular plan without a badge',
      file: 'data/plans.yaml',
      from: '    popular: true\n    selo: Mais Vendido\n',
      to: '    popular: true\n',
      at: ['  - id: pabx-business\n', 5],
      message: 'planos[1]  plano em destaque (popular: true) precisa de um selo, ex.: selo: Mais Vendido',
    },
    {
      name: 'a site for a country whose flag is not drawn',
      file: 'data/countries.yaml',
      from: '  - codigo: PE\n    nome: Peru\n',
      to: '  - codigo: PE\n    nome: Peru\n    site:\n      url: https://pe.nuvox.com\n      status: planejado\n',
      at: ['  - codigo: PE\n', 13],
      message:
        'paises[9].codigo  não há bandeira desenhada para PE em lib/icons/flags.svg; peça à equipe de desenvolvimento para incluí-la antes de dar um site a este país',
    },
    {
      name: 'a featured city missing from the list',
      file: 'data/cities.yaml',
      from: '  - manaus-am\n',
      to: '  - manaus-amazonas\n',
      at: ['  - manaus-amazonas\n', 5],
      message: "destaques[9]  a cidade 'manaus-amazonas' não está na lista de cidades (cidades[].id)",
    },
    {
      name: 'a DID city the coverage list does not have',
      file: 'data/did-mobile.yaml',
      from: '  - cidade: Marabá\n',
      to: '  - cidade: Maraba\n',
      at: ['  - cidade: Maraba\n', 13],
      message:
        'outras[29].cidade  Maraba (PA) não está nas cidades atendidas de data/cities.yaml: a página /did ofereceria números numa cidade que o mapa da página inicial não mostra; inclua a cidade em data/cities.yaml ou confira o nome e a uf',
    },
    {
      name: 'a DID city whose state is not the one the coverage list gives it',
      file: 'data/did-mobile.yaml',
      from: '  - cidade: Marabá\n    uf: PA\n',
      to: '  - cidade: Marabá\n    uf: PR\n',
      at: ['    uf: PR\n    ddd: 94\n', 9],
      message: 'outras[29].uf  Marabá está em data/cities.yaml com uf PA, não PR: confira a uf aqui ou lá',
    },
    {
      name: 'a repeated id',
      file: 'data/services.yaml',
      from: '  - id: iptv\n',
      to: '  - id: sms\n',
      at: ['  - id: sms\n    titulo: SMS', 9],
      message: "servicos[5].id  'sms' repetido: já usado na linha 26; cada id deve ser único",
    },
    {
      name: 'a city in an unknown country',
      file: 'data/cities.yaml',
      from: '  - id: lima-pe\n    nome: Lima\n    pais: PE\n',
      to: '  - id: lima-pr\n    nome: Lima\n    pais: PR\n',
      at: ['    pais: PR\n', 11],
      message: "cidades[93].pais  país 'PR' não está em data/countries.yaml: inclua o país lá ou corrija o código",
    },
    {
      name: 'a navigation link to a page that does not exist',
      file: 'data/audiences.yaml',
      from: '        caminho: /iptv\n',
      to: '        caminho: /tv\n',
      at: ['        caminho: /tv\n', 18],
      message:
        "navegacoes[1].itens[4].caminho  a página '/tv' não existe em data/pages.yaml nem em data/product-pages.yaml; páginas: /, /home, /home-new, /blog, /vagas, /politica-cookies, /politica-privacidade, /termos-de-uso, /regulatorio, /fale-conosco, /nossas-unidades, /empresas, /provedores, /residencial, /pabx, /did, /0800, /numero0800, /iptv",
    },
    {
      name: 'the same city under another id',
      file: 'data/cities.yaml',
      from: '  - id: rio-de-janeiro-rj\n    nome: Rio de Janeiro\n',
      to: '  - id: sao-paulo-capital-sp\n    nome: São Paulo\n    uf: SP\n    pais: BR\n    lat: -23.55\n    lng: -46.63\n  - id: rio-de-janeiro-rj\n    nome: Rio de Janeiro\n',
      at: ['    nome: São Paulo\n    uf: SP\n    pais: BR\n    lat: -23.55\n', 11],
      message:
        'cidades[1].nome  cidade repetida: São Paulo (SP) já está em cidades[0] (id sao-paulo-sp); apague uma das duas',
    },
    {
      name: 'a city whose id names another state (a copy-paste slip)',
      file: 'data/cities.yaml',
      from: '  - id: guarulhos-sp\n    nome: Guarulhos\n    uf: SP\n',
      to: '  - id: guarulhos-sp\n    nome: Guarulhos\n    uf: RJ\n',
      at: ['  - id: guarulhos-sp\n', 9],
      message:
        "cidades[28].id  o id 'guarulhos-sp' deve terminar com -rj (a uf RJ): confira a uf/o país ou o id, ex.: guarulhos-rj",
    },
    {
      name: 'a footer link to a page that does not exist (any field caminho, not only the ones a check names)',
      file: 'data/footer.yaml',
      from: '    caminho: /termos-de-uso\n',
      to: '    caminho: /termo-de-uso\n',
      at: ['    caminho: /termo-de-uso\n', 14],
      message:
        "institucional[1].caminho  a página '/termo-de-uso' não existe em data/pages.yaml nem em data/product-pages.yaml; páginas: /, /home, /home-new, /blog, /vagas, /politica-cookies, /politica-privacidade, /termos-de-uso, /regulatorio, /fale-conosco, /nossas-unidades, /empresas, /provedores, /residencial, /pabx, /did, /0800, /numero0800, /iptv",
    },
    {
      name: 'an address with nothing after https:// (the message says what is missing, not only what it starts with)',
      file: 'data/site.yaml',
      from: '  appLogin: https://app.nuvox.com.br/login\n',
      to: '  appLogin: https://\n',
      at: ['  appLogin: https://\n', 13],
      message:
        "links.appLogin  deve ser um endereço completo: https:// seguido do domínio, ex.: https://app.nuvox.com.br/login (encontrado o texto 'https://')",
    },
    {
      name: 'a file that is not in public/',
      file: 'data/footer.yaml',
      from: '  arquivo: /documentos/ato-autorizacao-anatel.pdf\n',
      to: '  arquivo: /documentos/ato.pdf\n',
      at: ['  arquivo: /documentos/ato.pdf\n', 12],
      message: 'atoRegulatorio.arquivo  arquivo não encontrado: public/documentos/ato.pdf',
    },
    {
      name: 'a banner price mark that no note explains',
      file: 'data/banners.yaml',
      from: '  nota: "* DID Fixo a partir de',
      to: '  nota: "DID Fixo a partir de',
      at: ['      marcaNota: "*"\n', 18],
      message:
        "blackFriday.ofertas[0].marcaNota  o preço leva '*', mas a nota da faixa não começa com '*': comece a nota com '* ' e o que vale para esse preço, ou apague marcaNota",
    },
    {
      name: 'a banner note that no price points at',
      file: 'data/banners.yaml',
      from: '      marcaNota: "*"\n',
      to: '',
      at: ['  nota: "* DID', 9],
      message:
        "blackFriday.nota  a nota começa com '*', mas nenhum preço da faixa leva '*': escreva marcaNota: \"*\" na oferta a que a nota se refere",
    },
    {
      name: 'a banner price that names no calculator service',
      file: 'data/banners.yaml',
      from: '      preco: did-movel\n',
      to: '      preco: did-movl\n',
      at: ['      preco: did-movl\n', 14],
      message:
        "blackFriday.ofertas[1].preco  serviço desconhecido 'did-movl': use o id de um serviço de data/calculator.yaml; quis dizer 'did-movel'?",
    },
    {
      name: 'a calculator price mark that no note explains',
      file: 'data/calculator.yaml',
      from: '  - "* DID Fixo a partir de {preco:did-fixo}/mês válido somente para o DDD 11."\n',
      to: '  - "DID Fixo a partir de {preco:did-fixo}/mês válido somente para o DDD 11."\n',
      at: ['    marcaNota: "*"\n', 16],
      message:
        "servicos[0].marcaNota  nenhuma das notas começa com '*': escreva a nota correspondente em notas, começando com '* '",
    },
    {
      name: 'a hero illustration that is not in public/',
      file: 'data/product-pages.yaml',
      from: '      ilustracao: /images/herois/pabx.svg\n',
      to: '      ilustracao: /images/herois/pabx-novo.svg\n',
      at: ['      ilustracao: /images/herois/pabx-novo.svg\n', 19],
      message: 'paginas[3].heroi.ilustracao  arquivo não encontrado: public/images/herois/pabx-novo.svg',
    },
    {
      name: 'a page dated by hand, as data/pages.yaml once asked',
      file: 'data/pages.yaml',
      from: '    h1: Trabalhe Conosco\n',
      to: '    h1: Trabalhe Conosco\n    atualizadoEm: 2025-08-12\n',
      at: ['    atualizadoEm: 2025-08-12\n', 5],
      message:
        "paginas[2].atualizadoEm  o campo 'atualizadoEm' não se escreve mais aqui: apague a linha; a data de atualização da página sai sozinha do histórico dos arquivos de que ela é feita (só os documentos legais, em data/legal/, têm a data escrita)",
    },
    {
      name: 'a legal document updated without a new version (the page shows both)',
      file: 'data/legal/termos-de-uso.yaml',
      from: 'atualizadoEm: 2025-09-15\n',
      to: 'atualizadoEm: 2026-03-02\n',
      at: ['versao: "2025.1"\n', 9],
      message:
        'versao  a versão não é do ano de atualizadoEm (2026-03-02): quem altera o documento troca também a versão, ex.: versao: "2026.1" (ou "2026.2" para a segunda alteração do ano)',
    },
    {
      name: 'a cookie policy whose essential duration is not the number of days the site keeps the choices',
      file: 'data/legal/politica-cookies.yaml',
      from: '    duracao: Da sessão até 30 dias\n',
      to: '    duracao: Da sessão até 1 mês\n',
      at: ['    duracao: Da sessão até 1 mês\n', 14],
      message:
        "categorias[0].duracao  a duração dos itens essenciais deve citar '30 dias', o prazo que o site guarda as escolhas (validadeDias em data/cookie-consent.yaml), ex.: Da sessão até 30 dias",
    },
  ] as const)('reports $name at the offending line', ({ file, from, to, at, message }) => {
    const temp = project()
    temp.edit(file, from, to)
    const line = temp.lineOf(file, at[0])
    expect(messages(temp.root)).toEqual([`${file}:${line}:${at[1]}  ${message}`])
  })
})

describe('posts', () => {
  it('handles an empty content/blog/', () => {
    const temp = project()
    temp.remove('content/blog')
    const result = validateProject(temp.root)
    expect(result.errors.map(formatDataError)).toEqual([])
    expect(result.posts).toEqual([])
  })

  it('reports a post or a legal document saved with another extension, which the site would silently leave out', () => {
    const temp = project()
    temp.write('content/blog/novo-post.markdown', '---\ntitle: x\n---\n')
    temp.write('data/legal/aviso.yml', 'versao: "2025.1"\n')
    temp.write('content/blog/.DS_Store', '')
    expect(messages(temp.root)).toEqual([
      'content/blog/novo-post.markdown:1:1  (arquivo)  este arquivo não é lido: um post precisa terminar em .md (renomeie para novo-post.md)',
      'data/legal/aviso.yml:1:1  (arquivo)  este arquivo não é lido: um documento legal precisa terminar em .yaml (renomeie para aviso.yaml)',
    ])
  })

  it("reports a file without frontmatter with 'Frontmatter não encontrado no arquivo' and its path", () => {
    const temp = project()
    temp.write('content/blog/sem-cabecalho.md', '# Só texto\n\nSem frontmatter.\n')
    expect(messages(temp.root)).toContain(
      "content/blog/sem-cabecalho.md:1:1  (arquivo)  Frontmatter não encontrado no arquivo content/blog/sem-cabecalho.md: comece o arquivo com uma linha '---', os campos (title, excerpt, ...) e outra linha '---'",
    )
  })

  // A post cut short after its fields (saved half-pasted, its second '---' deleted) starts with
  // '---': "comece o arquivo com uma linha '---'" sent its editor looking for what was there.
  it.each([
    {
      name: 'cut after its fields',
      text: '---\ntitle: "Um título"\ntags:\n  - PABX\n',
      message:
        "content/blog/cortado.md:5:1  (arquivo)  Frontmatter não encontrado no arquivo content/blog/cortado.md: o arquivo abre o cabeçalho com '---' na linha 1, mas não o fecha; escreva '---' sozinho numa linha depois do último campo (linha 4)",
    },
    {
      name: 'with the text right after its fields',
      text: '---\ntitle: "Um título"\n\nO texto do post.\n',
      message:
        "content/blog/cortado.md:3:1  (arquivo)  Frontmatter não encontrado no arquivo content/blog/cortado.md: o arquivo abre o cabeçalho com '---' na linha 1, mas não o fecha; escreva '---' sozinho numa linha depois do último campo (linha 2)",
    },
    {
      name: 'with nothing after its first line',
      text: '---\n',
      message:
        "content/blog/cortado.md:1:1  (arquivo)  Frontmatter não encontrado no arquivo content/blog/cortado.md: depois da linha '---' do início, escreva os campos (title, excerpt, ...) e outra linha '---'",
    },
  ])("tells where the header's closing '---' goes in a post $name", ({ text, message }) => {
    const temp = project()
    temp.write('content/blog/cortado.md', text)
    expect(messages(temp.root).filter((line) => line.startsWith('content/blog/cortado.md'))).toEqual([message])
  })

  it('reports a frontmatter field on its own line', () => {
    const temp = project()
    temp.write(
      'content/blog/post-ruim.md',
      '---\ntitle: "Um título de teste suficiente"\nexcerpt: "Um resumo com tamanho suficiente para passar no limite mínimo de caracteres."\ncategory: PABX\nauthor: Equipe\npublishDate: 2025-02-30\nreadTime: 3 min\ntags: [PABX]\nfeatured: sim\n---\n\nTexto.\n',
    )
    const lines = messages(temp.root)
    expect(lines).toContain(
      "content/blog/post-ruim.md:6:14  publishDate  deve ser uma data válida no formato AAAA-MM-DD, ex.: 2025-11-03 (encontrado o texto '2025-02-30')",
    )
    expect(lines).toContain(
      "content/blog/post-ruim.md:9:11  featured  deve ser true ou false ('sim' não é aceito): use true para sim e false para não",
    )
  })

  it("reports a header pasted from a word processor: curly quotes that would show in the title, tags separated by ';' that would make one tag", () => {
    const temp = project()
    temp.write(
      'content/blog/post-colado.md',
      '---\ntitle: “PABX em nuvem para clínicas”\nexcerpt: "Um resumo com tamanho suficiente para passar no limite mínimo de caracteres."\ncategory: PABX\nauthor: Equipe\npublishDate: 2025-02-03\nreadTime: 3 min\ntags: PABX; Saúde; Atendimento\nfeatured: false\n---\n\nTexto.\n',
    )
    expect(messages(temp.root).filter((line) => line.startsWith('content/blog/post-colado.md'))).toEqual([
      'content/blog/post-colado.md:2:8  title  este texto começa com aspas curvas (“ ” ou ‘ ’), que apareceriam no site: use aspas retas, title: "PABX em nuvem para clínicas"',
      'content/blog/post-colado.md:8:7  tags  as tags se separam com vírgula, não com ponto e vírgula (senão viram uma tag só): tags: [PABX, Saúde, Atendimento]',
    ])
  })

  it('reports a missing image, a title already used by another post and an unclosed quote on their own lines', () => {
    const temp = project()
    const other = validateProject().posts[0]
    if (!other) throw new Error('sem posts')
    temp.write(
      'content/blog/post-copiado.md',
      `---\ntitle: "${other.frontmatter.title}"\nexcerpt: "Um resumo com tamanho suficiente para passar no limite mínimo de caracteres."\nimage: /images/blog/nao-existe.webp\ncategory: "PABX\nauthor: Equipe\npublishDate: 2025-02-03\nreadTime: 3 min\ntags: [PABX]\nfeatured: false\n---\n\nTexto.\n`,
    )
    const lines = messages(temp.root).filter((line) => line.startsWith('content/blog/post-copiado.md'))
    // The missing image shows in the same run as the header error.
    expect(lines).toEqual([
      'content/blog/post-copiado.md:4:8  image  arquivo não encontrado: public/images/blog/nao-existe.webp',
      `content/blog/post-copiado.md:5:11  category  aspas sem fechamento: o valor começa com " e não termina com "; feche as aspas no fim da linha ou retire a do começo`,
    ])
    temp.write(
      'content/blog/post-copiado.md',
      `---\ntitle: "${other.frontmatter.title}"\nexcerpt: "Um resumo com tamanho suficiente para passar no limite mínimo de caracteres."\nimage: /images/blog/nao-existe.webp\ncategory: PABX\nauthor: Equipe\npublishDate: 2025-02-03\nreadTime: 3 min\ntags: [PABX]\nfeatured: false\n---\n\nTexto.\n`,
    )
    expect(messages(temp.root).filter((line) => line.startsWith('content/blog/post-copiado.md'))).toEqual([
      `content/blog/post-copiado.md:2:8  title  título repetido: o post ${other.id}.md já usa este título; dê a cada post um título próprio`,
      'content/blog/post-copiado.md:4:8  image  arquivo não encontrado: public/images/blog/nao-existe.webp',
    ])
  })
})

describe('every error in one run, without false alarms', () => {
  // Saved empty by mistake, or left with its comments only: the countries and plans files, which
  // other files look things up in, crashed the validator with a TypeError instead.
  it.each(DATASETS.map((dataset) => dataset.file))(
    'names %s emptied (or left with comments only) as the one problem',
    (file) => {
      const temp = project()
      const empty = `${file}:1:1  (raiz)  o arquivo está vazio (ou só tem comentários): restaure o conteúdo dele ou preencha os campos`
      temp.write(file, file === 'data/countries.yaml' ? '' : '# Só os comentários do início ficaram\n')
      expect(messages(temp.root)).toEqual([empty])
    },
  )

  // A country deleted from data/countries.yaml (or the end of the file cut off) made each of its
  // cities an error of its own: one a country now, at its first city, naming the others' lines.
  it('names a country missing from countries.yaml once, with the lines of all its cities', () => {
    const temp = project()
    temp.edit('data/countries.yaml', '  - codigo: PE\n    nome: Peru\n', '')
    temp.edit('data/countries.yaml', '  - codigo: PA\n    nome: Panamá\n', '')
    // Where the cities of a country are in data/cities.yaml: their item's index and their pais line.
    const lines = temp.read('data/cities.yaml').split('\n')
    const citiesOf = (code: string) => {
      const items = lines.flatMap((line, index) => (line.startsWith('  - id: ') ? [index] : []))
      return lines.flatMap((line, index) =>
        line === `    pais: ${code}`
          ? [{ item: items.filter((start) => start < index).length - 1, line: index + 1 }]
          : [],
      )
    }
    const [lima, ...peru] = citiesOf('PE')
    const [panama, ...panamanian] = citiesOf('PA')
    expect(peru).toHaveLength(3)
    expect(panamanian).toHaveLength(1)
    expect(messages(temp.root)).toEqual([
      `data/cities.yaml:${lima?.line}:11  cidades[${lima?.item}].pais  país 'PE' não está em data/countries.yaml; também em mais 3 cidades, nas linhas ${peru.map((city) => city.line).join(', ')}: inclua o país lá ou corrija o código`,
      `data/cities.yaml:${panama?.line}:11  cidades[${panama?.item}].pais  país 'PA' não está em data/countries.yaml; também em mais 1 cidade, na linha ${panamanian[0]?.line}: inclua o país lá ou corrija o código`,
    ])
  })

  // A Brazilian city given an unknown country also broke the uf and id checks, whose messages came first.
  it("names a city's unknown country as its one problem", () => {
    const temp = project()
    temp.edit(
      'data/cities.yaml',
      '  - id: sorocaba-sp\n    nome: Sorocaba\n    uf: SP\n    pais: BR\n',
      '  - id: sorocaba-sp\n    nome: Sorocaba\n    uf: SP\n    pais: XX\n',
    )
    const line = temp.read('data/cities.yaml').split('\n').indexOf('  - id: sorocaba-sp') + 4
    expect(messages(temp.root)).toEqual([
      expect.stringMatching(
        new RegExp(
          `^data/cities\\.yaml:${line}:11  cidades\\[\\d+\\]\\.pais  país 'XX' não está em data/countries\\.yaml: inclua o país lá ou corrija o código$`,
        ),
      ),
    ])
  })

  // The posts end with the sales phone and the legal texts quote the CNPJ and the head office's
  // CEP: with the field misspelt in site.yaml, each mention was reported as a stale copy too.
  it.each([
    {
      field: 'telefones',
      from: 'telefones:\n',
      to: 'telefone:\n',
      message:
        "data/site.yaml:20:1  telefone  nome de campo errado 'telefone': o campo obrigatório se chama 'telefones'",
    },
    {
      field: 'cnpj',
      from: 'cnpj: "',
      to: 'cnpjj: "',
      message: "data/site.yaml:6:1  cnpjj  nome de campo errado 'cnpjj': o campo obrigatório se chama 'cnpj'",
    },
    {
      field: 'endereco.cep',
      from: '  cep: ',
      to: '  cepp: ',
      message: "data/site.yaml:34:3  endereco.cepp  nome de campo errado 'cepp': o campo obrigatório se chama 'cep'",
    },
  ])('does not compare the posts and legal texts with a $field site.yaml no longer holds', ({ from, to, message }) => {
    const temp = project()
    temp.edit('data/site.yaml', from, to)
    expect(messages(temp.root).map((line) => line.replace(/:\d+:\d+ /, ':L:C '))).toEqual([
      message.replace(/:\d+:\d+ /, ':L:C '),
    ])
  })

  it('reads 10.000 in a field of whole numbers as the ten thousand the editor meant, once', () => {
    const temp = project()
    temp.edit('data/calculator.yaml', '  maxima: 10000\n', '  maxima: 10.000\n')
    temp.edit('data/cookie-consent.yaml', 'atrasoMs: 1000\n', 'atrasoMs: 100.000\n')
    // A coordinate with three decimals is what it says.
    temp.edit('data/cities.yaml', '    lat: -23.5505\n', '    lat: -23.550\n')
    // The shortcuts 25 and 50 are within the maximum meant (10000), not "outside 1 to 10"; the delay
    // meant (100000) is above the delay's own maximum.
    expect(messages(temp.root)).toEqual([
      'data/calculator.yaml:20:11  quantidade.maxima  o número 10.000 é lido como 10 (nos arquivos, o ponto marca os decimais) e este campo aceita só números inteiros: escreva 10000, sem o ponto',
      'data/cookie-consent.yaml:10:11  atrasoMs  o número 100.000 é lido como 100 (nos arquivos, o ponto marca os decimais) e este campo aceita só números inteiros: escreva 100000, sem o ponto',
      'data/cookie-consent.yaml:10:11  atrasoMs  deve ser menor ou igual a 10000 (encontrado o número 100000)',
    ])
  })

  it('names the number meant when a price is typed as on the page', () => {
    const temp = project()
    temp.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: R$ 4,99\n')
    expect(messages(temp.root)).toEqual([
      'data/calculator.yaml:7:16  servicos[0].precoBase  deve ser um número sem "R$" e com ponto decimal: escreva 4.99 em vez de R$ 4,99',
    ])
  })

  it('reports problems of several files together, sorted by file and line', () => {
    const temp = project()
    temp.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: 4,99\n')
    temp.edit('data/site.yaml', '  status: https://status.nuvox.com.br\n', '  status: javascript:void(0)\n')
    temp.edit('data/audiences.yaml', 'padrao: pequenas-medias\n', 'padrao: pequenas-media\n')
    const files = new Set(validateProject(temp.root).errors.map((e) => e.file))
    expect([...files]).toEqual(['data/audiences.yaml', 'data/calculator.yaml', 'data/site.yaml'])
  })

  it('still checks ids and references of a file that has a schema error', () => {
    const temp = project()
    temp.edit('data/plans.yaml', '    popular: false\n', '    popular: sim\n')
    temp.edit('data/plans.yaml', '  - id: pabx-business\n', '  - id: pabx-startup\n')
    temp.edit('data/cities.yaml', '  - manaus-am\n', '  - manaus\n')
    temp.edit('data/cities.yaml', '    uf: SP\n', '    uf: sp\n')
    expect(fileAndField(temp.root)).toEqual([
      'data/cities.yaml destaques[9]',
      'data/cities.yaml cidades[0].uf',
      'data/plans.yaml planos[0].popular',
      'data/plans.yaml planos[1].id',
    ])
  })

  it('still checks the links into a file that has a schema error, unless the error is in what they look up', () => {
    const temp = project()
    temp.edit(
      'data/product-pages.yaml',
      '    h1: Telefonia empresarial completa, na nuvem\n',
      '    h1: [Telefonia empresarial completa, na nuvem]\n',
    )
    temp.edit('data/audiences.yaml', '        caminho: /iptv\n', '        caminho: /iptvv\n')
    temp.edit('data/countries.yaml', '  - codigo: MX\n', '  - codigo: MX\n    extra: 1\n')
    temp.edit(
      'data/cities.yaml',
      '  - id: monaco-mc\n    nome: Mônaco\n    pais: MC\n',
      '  - id: monaco-zz\n    nome: Mônaco\n    pais: ZZ\n',
    )
    expect(fileAndField(temp.root)).toEqual([
      'data/audiences.yaml navegacoes[1].itens[4].caminho',
      'data/cities.yaml cidades[173].pais',
      'data/countries.yaml paises[4].extra',
      'data/product-pages.yaml paginas[0].h1',
    ])
    // With the looked-up field itself wrong, a failed lookup says nothing new: only the real error shows.
    const broken = project()
    broken.edit('data/product-pages.yaml', '    caminho: /iptv\n', '    caminho: /IPTV\n')
    expect(fileAndField(broken.root)).toEqual(['data/product-pages.yaml paginas[6].caminho'])
  })

  it("compares the legal texts with the company's facts even when data/site.yaml has an error elsewhere", () => {
    // Two mistakes at once: a misspelled field, and a new CEP the legal texts still lack.
    const temp = project()
    temp.edit('data/site.yaml', 'slogan:', 'slogna:')
    temp.edit('data/site.yaml', 'cep: 01310-200', 'cep: 01310-100')
    expect(fileAndField(temp.root)).toEqual([
      'data/legal/politica-privacidade.yaml (texto)',
      'data/legal/termos-de-uso.yaml (texto)',
      'data/site.yaml slogna',
    ])
    // With the CEP itself wrong, the texts are not compared with it: only the real error shows.
    const broken = project()
    broken.edit('data/site.yaml', 'cep: 01310-200', 'cep: 01310-1000')
    expect(fileAndField(broken.root)).toEqual(['data/site.yaml endereco.cep'])
  })

  it('blames only the legal document whose date is wrong, not data/pages.yaml', () => {
    const temp = project()
    temp.edit('data/legal/termos-de-uso.yaml', 'atualizadoEm: 2025-09-15\n', 'atualizadoEm: 15/09/2025\n')
    expect(messages(temp.root).map((line) => line.split(':')[0])).toEqual(['data/legal/termos-de-uso.yaml'])
  })

  it('reports a data file or a post saved as Latin-1 instead of UTF-8, and still checks the rest of it', () => {
    const temp = project()
    const latin1 = (text: string) => Buffer.from(text, 'latin1')
    temp.write('data/services.yaml', latin1(temp.read('data/services.yaml').replace('icone: tv\n', 'icone: tvv\n')))
    temp.write('content/blog/sms-marketing.md', latin1(temp.read('content/blog/sms-marketing.md')))
    const found = messages(temp.root)
    const notUtf8 = "(arquivo)  o arquivo não está salvo em UTF-8 e os acentos apareceriam trocados por '�' no site"
    // Pointed at the first accented character: 'Serviços' in the section's title, 'Práticas' in the post's.
    expect(found.filter((line) => line.includes(notUtf8)).map((line) => line.split('  ')[0])).toEqual([
      'content/blog/sms-marketing.md:2:34',
      'data/services.yaml:2:21',
    ])
    expect(found).toContainEqual(expect.stringContaining("servicos[4].icone  valor desconhecido 'tvv'"))
  })

  it('reports a file saved as UTF-16 once, and reads classic Mac line ends as line ends', () => {
    const temp = project()
    const services = temp.read('data/services.yaml').replace('icone: tv\n', 'icone: tvv\n')
    temp.write('data/services.yaml', Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(services, 'utf16le')]))
    temp.write('data/countries.yaml', temp.read('data/countries.yaml').replace(/\n/g, '\r'))
    expect(messages(temp.root).map((line) => line.replace(/(não em UTF-8).*$/, '$1'))).toEqual([
      "data/services.yaml:1:1  (arquivo)  o arquivo está salvo em UTF-16 ('Unicode'), não em UTF-8",
      `data/services.yaml:${services.slice(0, services.indexOf('icone: tvv')).split('\n').length}:12  servicos[4].icone  valor desconhecido 'tvv'. Você quis dizer 'tv'? Valores válidos: telefone, celular, telefone-entrada, nuvem, tv, mensagem, servidor, usuarios, chat, camadas, mensagem-rica, chip, predio, antena, escudo, grafico, relogio, engrenagem, carteira, globo, fone, codigo, etiqueta, raio, calendario, pessoa, casa, mapa, gravacao, fluxo`,
    ])
  })

  it('names indentation made of special spaces (pasted from Word or the web) and checks the rest of the file', () => {
    const temp = project()
    temp.edit(
      'data/plans.yaml',
      '    produto: pabx\n    nome: Startup\n',
      '\u00a0\u00a0\u00a0\u00a0produto: pabx\n    nome: Startup\n',
    )
    temp.edit('data/plans.yaml', '  - id: pabx-business\n', '  - id: pabx-business\n    extra: 1\n')
    expect(fileAndField(temp.root)).toEqual(['data/plans.yaml produto', 'data/plans.yaml planos[1].extra'])
    expect(messages(temp.root)[0]).toBe(
      'data/plans.yaml:4:1  produto  esta linha começa com espaços especiais (invisíveis, vindos de um texto colado do Word ou de uma página da web), que o YAML não aceita no recuo: apague os espaços do começo da linha e recue de novo com a barra de espaço',
    )
  })

  it('does not call a field missing when a TAB above made the parser lose the rest of the file', () => {
    const temp = project()
    temp.edit('data/site.yaml', '    numero: "+551140002120"\n', '\t  numero: "+551140002120"\n')
    const found = messages(temp.root)
    expect(found[0]).toBe(
      `data/site.yaml:${temp.lineOf('data/site.yaml', '\t  numero')}:1  numero  use espaços, não TAB, para recuar as linhas`,
    )
    expect(found.filter((line) => line.includes('campo obrigatório'))).toEqual([])
  })

  it('sets aside the item a syntax error derailed and checks the rest of its file in the same run: schema, repeated ids, references', () => {
    const temp = project()
    // A wrong indentation in the second plan: the parser loses track of its blocks.
    temp.edit('data/plans.yaml', '    produto: pabx\n    nome: Business\n', '    produto: pabx\n   nome: Business\n')
    temp.edit(
      'data/plans.yaml',
      '  - id: pabx-enterprise\n    produto: pabx\n',
      '  - id: pabx-enterprise\n    produto: pabxx\n',
    )
    temp.edit('data/plans.yaml', '  - id: residencial-completo\n', '  - id: residencial-basico\n')
    temp.edit(
      'data/plans.yaml',
      '  - id: 0800-basico\n    produto: "0800"\n',
      '  - id: 0800-basico\n    produto: 0800\n',
    )
    const found = messages(temp.root)
    expect(found.filter((line) => !line.includes('consequência') && !line.includes('não conseguiu ler'))).toEqual([
      "data/plans.yaml:29:1  nome  recuo (espaços no início da linha) incorreto: alinhe esta linha com os campos do bloco, ou comece o item com '- '",
      'data/plans.yaml:57:14  planos[2].produto  produto desconhecido \'pabxx\': use o id de uma página de data/product-pages.yaml (ex.: pabx, "0800", did)',
      "data/plans.yaml:109:9  planos[4].id  'residencial-basico' repetido: já usado na linha 87; cada id deve ser único",
      expect.stringMatching(/^data\/plans\.yaml:158:14 {2}planos\[6\]\.produto {2}o número 0800 começa com zero/),
    ])
    // The plan set aside is not called incomplete: its fields are there, under the broken line.
    expect(found.filter((line) => line.includes('planos[1]'))).toEqual([])
    // A TAB: the parser's complaints past the plan (line 56 on) are not news once it is set aside.
    const tab = project()
    tab.edit('data/plans.yaml', '    nome: Business\n', '\tnome: Business\n')
    tab.edit(
      'data/plans.yaml',
      '  - id: pabx-enterprise\n    produto: pabx\n',
      '  - id: pabx-enterprise\n    produto: pabxx\n',
    )
    const tabbed = messages(tab.root)
    expect(tabbed.map((line) => line.split(':').slice(0, 2).join(':'))).toEqual([
      'data/plans.yaml:29',
      'data/plans.yaml:30',
      'data/plans.yaml:57',
    ])
    expect(tabbed[1]).toContain('o YAML não conseguiu ler 5 linhas a partir desta (30, 31, 32, 34, 35)')
  })

  it("does not take a comment line after a TAB-derailed block for text cut from a value (' #')", () => {
    const temp = project()
    temp.edit('data/cities.yaml', '    lng: -56.0979\n', '\t  lng: -56.0979\n')
    // The data files keep no comments (the CMS drops them when it saves): the comment line, far below, is written here.
    temp.edit('data/cities.yaml', '  - id: bogota-co\n', '  # ---- Colômbia ----\n  - id: bogota-co\n')
    const found = messages(temp.root)
    expect(found[0]).toMatch(
      new RegExp(
        `^data/cities\\.yaml:${temp.lineOf('data/cities.yaml', '\t  lng: -56.0979')}:1 {2}lng {2}use espaços, não TAB`,
      ),
    )
    expect(found.filter((line) => line.includes('foi ignorado'))).toEqual([])
  })

  it('checks the rest of a file after an unclosed quote, but not the links into it, which may point at the part set aside', () => {
    const temp = project()
    temp.edit(
      'data/plans.yaml',
      '    preco: "Sob consulta"\n    periodo: /mês\n    recursos:\n      - texto: Até 5 ramais\n',
      '    preco: "Sob consulta\n    periodo: /mês\n    recursos:\n      - texto: Até 5 ramais\n',
    )
    temp.edit(
      'data/plans.yaml',
      '  - id: pabx-enterprise\n    produto: pabx\n',
      '  - id: pabx-enterprise\n    produto: pabxx\n',
    )
    expect(fileAndField(temp.root)).toEqual(['data/plans.yaml planos[0].preco', 'data/plans.yaml planos[2].produto'])
    // The /iptv page's item is set aside: the menu's link to /iptv is not called broken.
    const pages = project()
    pages.edit(
      'data/product-pages.yaml',
      '  - id: iptv\n    caminho: /iptv\n    titulo:',
      '  - id: iptv\n    caminho: /iptv\n\ttitulo:',
    )
    pages.edit('data/pages.yaml', '    caminho: /regulatorio\n', '    caminho: regulatorio\n')
    const lines = messages(pages.root).filter((line) => !line.includes('consequência'))
    expect(lines.map((line) => line.replace(/^(\S+) {2}(\S+) .*$/, '$1 $2'))).toEqual([
      'data/pages.yaml:35:14 paginas[6].caminho',
      'data/product-pages.yaml:454:1 titulo',
      'data/product-pages.yaml:455:16 (arquivo)',
    ])
  })

  it("points out a post's category or tag spelt differently from the other posts' (case, accents, one letter), the spelling fewer posts use", () => {
    const temp = project()
    temp.edit(
      'content/blog/sms-marketing.md',
      'tags: [SMS, Marketing, LGPD, Atendimento]',
      'tags: [SMS, Marketing, LGPD, atendimento, Numeros Virtuais, Telefonia Empresaral]',
    )
    // A tie (one post each): the newest post's spelling is the one pointed out.
    temp.edit('content/blog/pabx-fisico-vs-pabx-em-nuvem.md', 'category: "PABX"', 'category: "Pabx"')
    temp.edit('content/blog/portabilidade-numerica.md', 'category: "Portabilidade"', 'category: "Marketingg"')
    expect(messages(temp.root)).toEqual([
      "content/blog/pabx-fisico-vs-pabx-em-nuvem.md:5:11  category  a categoria 'Pabx' parece 'PABX', a grafia usada em vantagens-pabx-em-nuvem.md: escreva igual, senão os cards mostram as duas grafias",
      "content/blog/portabilidade-numerica.md:5:11  category  a categoria 'Marketingg' parece 'Marketing', a grafia usada em sms-marketing.md: escreva igual, senão os cards mostram as duas grafias",
      "content/blog/sms-marketing.md:9:7  tags  a tag 'atendimento' parece 'Atendimento', a grafia usada em numero-movel-virtual-whatsapp-business.md e vantagens-pabx-em-nuvem.md: escreva igual, senão os cards mostram as duas grafias",
      "content/blog/sms-marketing.md:9:7  tags  a tag 'Numeros Virtuais' parece 'Números Virtuais', a grafia usada em numero-movel-virtual-whatsapp-business.md, portabilidade-numerica.md e mais 1: escreva igual, senão os cards mostram as duas grafias e este post não se liga aos outros em 'Leia Também'",
      "content/blog/sms-marketing.md:9:7  tags  a tag 'Telefonia Empresaral' parece 'Telefonia Empresarial', a grafia usada em pabx-fisico-vs-pabx-em-nuvem.md, portabilidade-numerica.md e mais 3: escreva igual, senão os cards mostram as duas grafias e este post não se liga aos outros em 'Leia Também'",
    ])
  })

  it("reports a legal text written over several lines without '|', whose paragraphs the site would run together", () => {
    const temp = project()
    temp.edit(
      'data/legal/termos-de-uso.yaml',
      '    titulo: Aceitação dos termos\n    conteudo: |\n',
      '    titulo: Aceitação dos termos\n    conteudo:\n',
    )
    expect(messages(temp.root)).toEqual([
      "data/legal/termos-de-uso.yaml:11:5  secoes[0].conteudo  este texto ocupa várias linhas sem '|' depois de 'conteudo:', e o YAML junta as linhas: no site, os parágrafos e as listas sairiam emendados num parágrafo só. Escreva 'conteudo: |' e, nas linhas de baixo, o texto todo recuado com os mesmos espaços",
    ])
  })

  it("checks the shape of texts shown as they are: a post's reading time and excerpt, and a banner's price", () => {
    const temp = project()
    temp.edit('content/blog/sms-marketing.md', 'readTime: "5 min"\n', 'readTime: "5"\n')
    temp.edit('data/banners.yaml', '      preco: did-movel\n', '      preco: R$ 14,99\n')
    // The excerpt is the post's description in search results, where Google cuts it at about 160 characters.
    temp.edit('content/blog/sms-marketing.md', 'se a campanha funciona."', 'se a campanha funciona de verdade."')
    expect(messages(temp.root).map((line) => line.replace(/^(\S+:\d+):\d+ /, '$1 '))).toEqual([
      'content/blog/sms-marketing.md:3  excerpt  deve ter no máximo 160 caracteres (tem 163)',
      `content/blog/sms-marketing.md:8  readTime  formato inválido (encontrado o texto '5'): deve ser o número de minutos seguido de "min", como "6 min" (no site aparece "6 min de leitura"); escreva "5 min"`,
      `data/banners.yaml:18  blackFriday.ofertas[1].preco  formato inválido (encontrado o texto 'R$ 14,99'): deve ser o id de um serviço de data/calculator.yaml, como did-fixo (o preço fica lá)`,
    ])
  })

  it("catches company facts that disagree: a CNPJ's check digits, a CNPJ left behind in a legal text; a new phone needs no edit anywhere else", () => {
    const temp = project()
    temp.edit('data/site.yaml', '    numero: "+551140002120"\n', '    numero: "+551130003000"\n')
    temp.edit('data/site.yaml', 'cnpj: "34.512.876/0001-39"\n', 'cnpj: "11.222.333/0001-81"\n')
    // The posts refer to the phone ({telefone:principal}): nothing in them goes stale.
    expect(messages(temp.root)).toEqual([
      'data/legal/politica-privacidade.yaml:12:133  (texto)  o texto cita o CNPJ 34.512.876/0001-39, mas o da empresa em data/site.yaml (cnpj) é 11.222.333/0001-81: se o CNPJ mudou, troque-o aqui também',
      'data/legal/regulatorio.yaml:26:65  (texto)  o texto cita o CNPJ 34.512.876/0001-39, mas o da empresa em data/site.yaml (cnpj) é 11.222.333/0001-81: se o CNPJ mudou, troque-o aqui também',
      'data/legal/termos-de-uso.yaml:5:207  (texto)  o texto cita o CNPJ 34.512.876/0001-39, mas o da empresa em data/site.yaml (cnpj) é 11.222.333/0001-81: se o CNPJ mudou, troque-o aqui também',
    ])
    const typo = project()
    typo.edit('data/site.yaml', 'cnpj: "34.512.876/0001-39"\n', 'cnpj: "34.512.876/0001-40"\n')
    expect(fileAndField(typo.root).filter((line) => line.startsWith('data/site.yaml'))).toEqual(['data/site.yaml cnpj'])
    expect(messages(typo.root).find((line) => line.startsWith('data/site.yaml'))).toContain(
      'os dígitos verificadores (os dois últimos) não conferem',
    )
  })

  it('catches a moved head office left behind: the old CEP in the legal texts, the old address on the contact pages; an example phone written with X passes', () => {
    const temp = project()
    temp.edit(
      'data/site.yaml',
      '  logradouro: Av. Paulista, 1636, conj. 1105\n',
      '  logradouro: Rua Funchal, 418, 12º andar\n',
    )
    temp.edit('data/site.yaml', '  cep: 01310-200\n', '  cep: 04551-060\n')
    const file = 'content/blog/sms-marketing.md'
    temp.write(file, `${temp.read(file)}\nExemplo de número de loja: (21) 3333-XXXX.\n`)
    expect(messages(temp.root).map((line) => line.replace(/^(\S+:\d+):\d+ /, '$1 '))).toEqual([
      `data/contact-pages.yaml:${temp.lineOf('data/contact-pages.yaml', '    endereco: Av. Paulista')}  unidades[0].endereco  o endereço da sede não começa pelo da empresa em data/site.yaml (endereco.logradouro: Rua Funchal, 418, 12º andar): se a sede mudou, troque-o aqui também, com a lat e a lng do marcador no mapa`,
      'data/legal/politica-privacidade.yaml:12  (texto)  o texto cita o CEP 01310-200, mas o da sede em data/site.yaml (endereco.cep) é 04551-060: se o endereço mudou, troque o endereço todo aqui também',
      'data/legal/termos-de-uso.yaml:5  (texto)  o texto cita o CEP 01310-200, mas o da sede em data/site.yaml (endereco.cep) é 04551-060: se o endereço mudou, troque o endereço todo aqui também',
    ])
    temp.write(file, `${temp.read(file)}\nOutro: (21) 3333-4444.\n`)
    expect(messages(temp.root).filter((line) => line.startsWith(file))).toEqual([
      expect.stringContaining('o texto cita o telefone (21) 3333-4444'),
    ])
  })

  it('a misspelled required field in one item does not hide the cross-checks of the others in the same run (a highlight that is no city, an office outside Brazil)', () => {
    const temp = project()
    temp.edit('data/cities.yaml', '  - id: curitiba-pr\n    nome: Curitiba', '  - id: curitiba-pr\n    nmoe: Curitiba')
    temp.edit('data/cities.yaml', '  - manaus-am\n', '  - itu-spp\n')
    temp.edit('data/contact-pages.yaml', '    nome: Escritório Curitiba\n', '    nmoe: Escritório Curitiba\n')
    temp.edit('data/contact-pages.yaml', '    lat: -22.9068\n', '    lat: 22.9068\n')
    const lines = fileAndField(temp.root)
    expect(lines).toEqual(
      expect.arrayContaining([
        'data/cities.yaml cidades[8].nmoe',
        'data/cities.yaml destaques[9]',
        'data/contact-pages.yaml unidades[2].nmoe',
        'data/contact-pages.yaml unidades[1].lat',
      ]),
    )
  })

  it("checks a post's text even when its header has an error, so a broken link shows in the same run", () => {
    const temp = project()
    temp.edit('content/blog/sms-marketing.md', 'publishDate: "2025-06-17"\n', 'publishDate: "17/06/2025"\n')
    temp.write(
      'content/blog/sms-marketing.md',
      `${temp.read('content/blog/sms-marketing.md')}\nVeja [o PABX](/pabxx).\n`,
    )
    expect(fileAndField(temp.root)).toEqual([
      'content/blog/sms-marketing.md publishDate',
      'content/blog/sms-marketing.md (conteúdo)',
    ])
    expect(messages(temp.root)[1]).toContain("Você quis dizer '/pabx'?")
  })

  it('points at the likely culprit when a data file the site needs was renamed, and a renamed legal document causes nothing else', () => {
    const temp = project()
    const rename = (from: string, to: string) => {
      temp.write(to, temp.read(from))
      temp.remove(from)
    }
    rename('data/partners.yaml', 'data/parceiros.yaml')
    rename('data/countries.yaml', 'data/Countries.yml')
    rename('data/legal/regulatorio.yaml', 'data/legal/regulatorio.yml')
    const found = messages(temp.root)
    expect(
      found.filter(
        (line) =>
          line.startsWith('data/partners.yaml') ||
          line.startsWith('data/countries.yaml') ||
          line.startsWith('data/legal/'),
      ),
    ).toEqual([
      'data/countries.yaml:1:1  (arquivo)  o site precisa do arquivo data/countries.yaml e ele não está na pasta data/: se ele foi renomeado para Countries.yml, volte ao nome countries.yaml',
      'data/legal/regulatorio.yml:1:1  (arquivo)  este arquivo não é lido: um documento legal precisa terminar em .yaml (renomeie para regulatorio.yaml)',
      'data/partners.yaml:1:1  (arquivo)  o site precisa do arquivo data/partners.yaml e ele não está na pasta data/: se ele foi renomeado para parceiros.yaml, volte ao nome partners.yaml',
    ])
    // Not "campo obrigatório 'atualizadoEm' ausente" for the document's page: its date is in the renamed file.
    expect(found.filter((line) => line.startsWith('data/pages.yaml'))).toEqual([])
  })

  it('says what is wrong with a page path that starts with / and which path was meant', () => {
    const temp = project()
    temp.edit('data/audiences.yaml', '        caminho: /provedores\n', '        caminho: /provedores/\n')
    temp.edit('data/audiences.yaml', '        caminho: /did\n', '        caminho: /DID\n')
    temp.edit('data/audiences.yaml', '        caminho: /pabx\n', '        caminho: /pabx#planoss\n')
    expect(
      messages(temp.root).map((line) => line.replace(/^.*?caminho inválido \(encontrado o texto '[^']*'\): /, '')),
    ).toEqual([
      'tire a barra do fim: escreva /provedores',
      'use só letras minúsculas: escreva /did',
      "o '#planoss' não faz parte do caminho (quando o item tem o campo ancora, use-o para apontar uma seção da página inicial): escreva /pabx",
    ])
  })

  it('reports a link to a section the home page does not have', () => {
    const temp = project()
    temp.edit('data/footer.yaml', '    ancora: integracoes\n', '    ancora: integracao\n')
    expect(messages(temp.root)).toEqual([
      "data/footer.yaml:9:13  ancoras[2].ancora  valor desconhecido 'integracao'. Você quis dizer 'integracoes'? Valores válidos: solucoes, servicos, integracoes, planos, cobertura, contato",
    ])
  })

  it('reports a {placeholder} the field does not fill in, which would reach the site as typed', () => {
    const temp = project()
    temp.edit('data/lead-form.yaml', 'no máximo {max} caracteres.', 'no máximo {maximo} caracteres.')
    temp.edit('data/interface.yaml', '"{n} cidades encontradas"', '"{numero} cidades encontradas"')
    expect(messages(temp.root).map((line) => line.replace(/^\S+:\d+:\d+ {2}/, ''))).toEqual([
      'did.resultados  o marcador {numero} não é trocado por nada neste campo e apareceria assim no site. Você quis dizer {n}? Marcadores deste campo: {n}',
      'campos.mensagem.erro  o marcador {maximo} não é trocado por nada neste campo e apareceria assim no site. Você quis dizer {max}? Marcadores deste campo: {max}',
    ])
  })

  it("reports a Brazilian city or one of the company's offices with swapped coordinates", () => {
    const temp = project()
    temp.edit('data/cities.yaml', '    lat: -23.5505\n    lng: -46.6333\n', '    lat: -46.6333\n    lng: -23.5505\n')
    temp.edit(
      'data/contact-pages.yaml',
      '    lat: -22.9068\n    lng: -43.1769\n',
      '    lat: -43.1769\n    lng: -22.9068\n',
    )
    expect(messages(temp.root)).toEqual([
      expect.stringContaining(
        'cidades[0].lat  a posição (lat -46.6333, lng -23.5505) fica fora do Brasil: latitude e longitude parecem trocadas',
      ),
      expect.stringContaining(
        'unidades[1].lat  a posição (lat -43.1769, lng -22.9068) fica fora do Brasil: latitude e longitude parecem trocadas',
      ),
    ])
  })
})

describe('post headers', () => {
  const header =
    '---\ntitle: "Um título de teste suficiente"\nexcerpt: "Um resumo com tamanho suficiente para passar no limite mínimo de caracteres."\ncategory: PABX\nauthor: Equipe\npublishDate: 2025-02-03\nreadTime: 3 min\ntags: [PABX]\nfeatured: false\n'
  it.each([
    [
      'a missing closing ---',
      `${header}\nPrimeiro parágrafo: com dois-pontos.\n\n## Seção\n\n---\n\nFim.\n`,
      [
        "content/blog/p.md:11:1  (arquivo)  falta a linha '---' que fecha o cabeçalho: escreva '---' sozinho numa linha antes da linha 11",
      ],
    ],
    [
      'a repeated field',
      header.replace('featured: false\n', 'featured: false\nauthor: Outra Pessoa\n') + '---\nTexto.\n',
      ["content/blog/p.md:10:1  author  campo repetido: 'author' já aparece na linha 5; apague uma das duas linhas"],
    ],
    [
      'a missing field at the closing --- it belongs before',
      header.replace('readTime: 3 min\n', '') + '---\nTexto.\n',
      [expect.stringMatching(/^content\/blog\/p\.md:9:1 {2}readTime {2}campo obrigatório 'readTime' ausente/)],
    ],
    [
      'a misspelt field',
      header.replace('excerpt:', 'excerp:') + '---\nTexto.\n',
      ["content/blog/p.md:3:9  excerp  nome de campo errado 'excerp': o campo obrigatório se chama 'excerpt'"],
    ],
    // What an editor meant, named: the minutes, the lowercase boolean, the image's path in public/.
    [
      'a reading time in words',
      header.replace('readTime: 3 min', 'readTime: 3 minutos') + '---\nTexto.\n',
      [
        `content/blog/p.md:7:11  readTime  formato inválido (encontrado o texto '3 minutos'): deve ser o número de minutos seguido de "min", como "6 min" (no site aparece "6 min de leitura"); escreva "3 min"`,
      ],
    ],
    [
      'a capitalised boolean',
      header.replace('featured: false', 'featured: False') + '---\nTexto.\n',
      [
        'content/blog/p.md:9:11  featured  deve ser true ou false, em letras minúsculas e sem aspas: escreva false em vez de False',
      ],
    ],
    [
      'an image without its leading /',
      header + 'image: images/blog/sms-marketing.webp\n---\nTexto.\n',
      [
        "content/blog/p.md:10:8  image  formato inválido (encontrado o texto 'images/blog/sms-marketing.webp'): o caminho começa com / e não inclui a pasta public: escreva /images/blog/sms-marketing.webp",
      ],
    ],
    [
      'an image named with the public folder',
      header + 'image: /public/images/blog/sms-marketing.webp\n---\nTexto.\n',
      [
        'content/blog/p.md:10:8  image  arquivo não encontrado: public/public/images/blog/sms-marketing.webp. O caminho não inclui a pasta public: escreva /images/blog/sms-marketing.webp',
      ],
    ],
  ])('reports %s on its line', (_name, source, expected) => {
    const temp = project()
    temp.write('content/blog/p.md', source)
    expect(messages(temp.root).filter((line) => line.startsWith('content/blog/p.md'))).toEqual(expected)
  })
})

describe('post bodies', () => {
  it('reports, on its line, what the site would drop or break: HTML, images, tables, unsafe links and links to missing pages', () => {
    const temp = project()
    const file = 'content/blog/sms-marketing.md'
    const body = [
      '',
      'Um parágrafo com <b>negrito em HTML</b>.',
      '',
      '<!-- um comentário para a equipe não aparece e não é erro -->',
      '',
      '![gráfico](/images/grafico.png)',
      '',
      'Veja [o PABX](/pabxx), [os planos](/pabx#planos), [outro post](/blog/portabilidade-numerica) e [isto](javascript:alert(1)).',
      '',
      'E [a Anatel](//www.gov.br/anatel).',
      '',
      'Veja [os planos](https://www.nuvox.com.br/pabx#planos) e [outro post](https://nuvox.com.br/blog/nao-existe) e [um endereço incompleto](https://), que não derruba a conferência.',
      '',
      '| Plano | Ramais |',
      '|---|:---:|',
      '| Startup | 5 |',
      '',
      'Uma linha com | uma barra e --- traços não é tabela.',
      '',
    ].join('\n')
    const source = temp.read(file)
    const bodyStart = source.indexOf('\n---\n', 4) + 5
    temp.write(file, source.slice(0, bodyStart) + body + source.slice(bodyStart))
    const firstLine = source.slice(0, bodyStart).split('\n').length
    expect(messages(temp.root).filter((line) => line.startsWith(file))).toEqual([
      `${file}:${firstLine + 1}:18  (conteúdo)  HTML não aparece no site (é removido por segurança): escreva em markdown, por exemplo **negrito**, *itálico*, [texto do link](https://...) ou ## Subtítulo`,
      `${file}:${firstLine + 5}:1  (conteúdo)  imagens no texto do post não aparecem no site: a imagem do post é a do campo 'image' do cabeçalho`,
      `${file}:${firstLine + 7}:6  (conteúdo)  o link leva à página '/pabxx', que não existe no site. Você quis dizer '/pabx'?`,
      `${file}:${firstLine + 7}:96  (conteúdo)  endereço 'javascript:alert(1)' não é permitido e o link seria removido: use https://, mailto: ou tel:`,
      `${file}:${firstLine + 9}:3  (conteúdo)  endereço '//www.gov.br/anatel' sem https://: o navegador o abre como outro site, na mesma aba. Escreva o endereço completo: https://www.gov.br/anatel`,
      `${file}:${firstLine + 11}:6  (conteúdo)  link para o próprio site com o endereço completo: ele abriria numa nova aba, como um site de fora. Escreva só o caminho: /pabx#planos`,
      `${file}:${firstLine + 11}:58  (conteúdo)  link para o próprio site com o endereço completo: ele abriria numa nova aba, como um site de fora. Escreva só o caminho: /blog/nao-existe; e a página '/blog/nao-existe' não existe no site`,
      `${file}:${firstLine + 13}:1  (conteúdo)  tabelas não aparecem no site (as linhas sairiam como texto, com as barras |): escreva os dados como uma lista com '- ', um item por linha da tabela, ex.: - **Startup:** 5 ramais, R$ 149,90/mês`,
    ])
  })
})

describe('a post with a header error', () => {
  it('still has its missing image reported in the same run', () => {
    const temp = project()
    const file = 'content/blog/sms-marketing.md'
    temp.edit(file, 'author:', 'autor:')
    temp.edit(file, 'image: "/images/blog/sms-marketing.webp"', 'image: "/images/blog/sms-marketing.jpg"')
    expect(messages(temp.root).map((line) => line.replace(/^\S+:\d+:\d+ {2}/, '').split('  ')[0])).toEqual(
      expect.arrayContaining(['autor', 'image']),
    )
    expect(messages(temp.root)).toContainEqual(
      expect.stringContaining('image  arquivo não encontrado: public/images/blog/sms-marketing.jpg'),
    )
  })
})

/** The first bytes of a PNG of this size: all an image reader needs to tell its size. */
function pngHeader(width: number, height: number): Buffer {
  const header = Buffer.alloc(33)
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0)
  header.writeUInt32BE(13, 8)
  header.write('IHDR', 12, 'ascii')
  header.writeUInt32BE(width, 16)
  header.writeUInt32BE(height, 20)
  return header
}

describe('sharing images', () => {
  it('reports an image too small, of another shape or unreadable, where the cards and social networks would blur or crop it', () => {
    const temp = project()
    temp.write('public/images/blog/foto-pequena.png', pngHeader(800, 420))
    temp.write('public/images/quadrada.png', pngHeader(1200, 1200))
    temp.write('public/images/blog/texto.webp', 'não é uma imagem')
    temp.edit(
      'content/blog/sms-marketing.md',
      'image: "/images/blog/sms-marketing.webp"',
      'image: "/images/blog/foto-pequena.png"',
    )
    temp.edit(
      'data/site.yaml',
      'imagemCompartilhamento: /images/og-nuvox.png',
      'imagemCompartilhamento: /images/quadrada.png',
    )
    temp.edit(
      'data/blog.yaml',
      'imagemPadrao: /images/blog/logo-fallback.webp',
      'imagemPadrao: /images/blog/texto.webp',
    )
    expect(messages(temp.root)).toEqual([
      'content/blog/sms-marketing.md:4:8  image  a imagem tem 800×420 pixels: pequena demais, ela fica borrada nos cards do blog, no topo do post e ao compartilhar o post. Use uma de 1200×630 pixels (ou maior, na mesma proporção)',
      'data/blog.yaml:2:15  imagemPadrao  o arquivo não pôde ser lido como imagem: salve-o de novo como WebP, PNG ou JPG',
      'data/site.yaml:9:25  imagemCompartilhamento  a imagem tem 1200×1200 pixels: com outra proporção, ela fica cortada ao compartilhar as páginas nas redes sociais. Use uma de 1200×630 pixels (ou maior, na mesma proporção)',
    ])
  })

  it('accepts a larger image of the same shape', () => {
    const temp = project()
    temp.write('public/images/blog/grande.png', pngHeader(2400, 1260))
    temp.edit(
      'content/blog/sms-marketing.md',
      'image: "/images/blog/sms-marketing.webp"',
      'image: "/images/blog/grande.png"',
    )
    expect(messages(temp.root)).toEqual([])
  })
})

describe('dates', () => {
  it('reports a date after today (a typo such as 2062 for 2026) on posts and legal documents', () => {
    const temp = project()
    const post = 'content/blog/sms-marketing.md'
    const publish = /publishDate: "?(\d{4}-\d{2}-\d{2})"?/.exec(temp.read(post))?.[0] ?? ''
    temp.edit(post, publish, 'publishDate: "2999-01-01"')
    temp.edit('data/legal/termos-de-uso.yaml', 'atualizadoEm: 2025-09-15', 'atualizadoEm: 2999-01-01')
    const found = messages(temp.root).map((line) => line.replace(/^(\S+?):\d+:\d+ {2}(\S+) {2}(.*)$/, '$1 $2 $3'))
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/blog\/sms-marketing\.md publishDate data no futuro \(hoje é \d{4}-\d{2}-\d{2}\): o post apareceria no site com esta data/,
      ),
      expect.stringMatching(/^data\/legal\/termos-de-uso\.yaml atualizadoEm data no futuro \(hoje é /),
    ])
  })
})

describe('legal texts', () => {
  it('reports a link to a missing page and HTML in a section, at their place inside the YAML block', () => {
    const temp = project()
    const file = 'data/legal/termos-de-uso.yaml'
    const start = '      Ao navegar pelo site,'
    temp.edit(file, start, '      Veja a [política](/politica-privacidad) e <b>isto</b>. Ao navegar pelo site,')
    const line = temp.lineOf(file, 'Veja a [política]')
    expect(messages(temp.root)).toEqual([
      `${file}:${line}:14  secoes[0].conteudo  o link leva à página '/politica-privacidad', que não existe no site. Você quis dizer '/politica-privacidade'?`,
      `${file}:${line}:49  secoes[0].conteudo  HTML não aparece no site (é removido por segurança): escreva em markdown, por exemplo **negrito**, *itálico*, [texto do link](https://...) ou ## Subtítulo`,
    ])
  })

  // The introduction is markdown too, rendered above the sections: it went unchecked.
  it('checks the introduction as it checks the sections', () => {
    const temp = project()
    const file = 'data/legal/termos-de-uso.yaml'
    const start = '  Leia-os com atenção.'
    temp.edit(
      file,
      start,
      '  Leia também a [Política de Privacidade](politica-privacidade) e a <a href="/regulatorio">página regulatória</a>. Leia-os com atenção.',
    )
    const line = temp.lineOf(file, 'Leia também a')
    expect(messages(temp.root)).toEqual([
      `${file}:${line}:17  introducao  caminho sem a barra do início: o navegador o leria a partir do endereço desta página, que não é o do site. Escreva o caminho completo, começando por / (ex.: /politica-privacidade)`,
      `${file}:${line}:69  introducao  HTML não aparece no site (é removido por segurança): escreva em markdown, por exemplo **negrito**, *itálico*, [texto do link](https://...) ou ## Subtítulo`,
    ])
  })
})

describe('npm run validate', () => {
  const script = path.join(process.cwd(), 'scripts/validate-data.ts')
  const tsx = path.join(process.cwd(), 'node_modules/.bin/tsx')

  it('exits 0 on valid data', () => {
    const temp = project()
    const run = spawnSync(tsx, [script], { cwd: temp.root, encoding: 'utf8' })
    expect(run.status).toBe(0)
    expect(run.stdout).toMatch(/válidos/)
  })

  it('exits 1 and prints file:line:column, field and message', () => {
    const temp = project()
    temp.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: 4,99\n')
    const run = spawnSync(tsx, [script], { cwd: temp.root, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain(
      'data/calculator.yaml:7:16  servicos[0].precoBase  deve ser um número com ponto decimal: escreva 4.99 em vez de 4,99',
    )
    expect(run.stderr).toContain('1 erro em 1 arquivo')
  })
})
