import fs from 'node:fs'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { formatDataError } from '../../../lib/validation/types.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'

// Each message example of docs/EDITANDO.md is remade here by its mistake, on a copy of the project.
// Positions (line, column, index, "linha 29") move as data grows and are left out of the comparison.
const GUIDE = 'docs/EDITANDO.md'
const EXAMPLE_LINE = /^(data|content)\/\S+:\d+:\d+ {2}\S/
/** An example's line without the places the data's growth moves. */
const withoutPlaces = (line: string) =>
  line
    .replace(/:\d+:\d+ {2}/, '  ')
    .replace(/\[\d+\]/g, '[]')
    .replace(/\blinha \d+/g, 'linha …')

type TempProject = ReturnType<typeof createTempProject>

/** One example of the guide: a piece of its line that names it, and the mistake that makes it. */
interface Example {
  shows: string
  make: (temp: TempProject) => void
}

const FIRST_PLAN_PRICE =
  '    nome: Startup\n    descricao: Para pequenas empresas e escritórios que estão começando e precisam de uma telefonia profissional.\n    popular: false\n    preco: "Sob consulta"\n'

const EXAMPLES: Example[] = [
  {
    shows: 'encontrado o número 11.99',
    make: (t) => t.edit('data/plans.yaml', FIRST_PLAN_PRICE, FIRST_PLAN_PRICE.replace('"Sob consulta"', '11.99')),
  },
  {
    shows: "valor desconhecido 'pequenas-media'",
    make: (t) => t.edit('data/audiences.yaml', 'padrao: pequenas-medias\n', 'padrao: pequenas-media\n'),
  },
  {
    shows: "campo desconhecido 'sello'",
    make: (t) => t.edit('data/plans.yaml', '    selo: Mais Vendido\n', '    sello: Mais Vendido\n'),
  },
  {
    shows: "nome de campo errado 'preço'",
    make: (t) => t.edit('data/plans.yaml', FIRST_PLAN_PRICE, FIRST_PLAN_PRICE.replace('preco:', 'preço:')),
  },
  {
    shows: "campo obrigatório 'preco' ausente",
    make: (t) =>
      t.edit('data/plans.yaml', FIRST_PLAN_PRICE, FIRST_PLAN_PRICE.replace('    preco: "Sob consulta"\n', '')),
  },
  {
    shows: 'o número 0800 começa com zero',
    make: (t) => t.edit('data/plans.yaml', '    produto: "0800"\n', '    produto: 0800\n'),
  },
  {
    shows: 'escreva 4.99 em vez de 4,99',
    make: (t) => t.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: 4,99\n'),
  },
  {
    shows: 'o número 10.000 é lido como 10',
    make: (t) => t.edit('data/calculator.yaml', '  maxima: 10000\n', '  maxima: 10.000\n'),
  },
  {
    shows: "('sim' não é aceito)",
    make: (t) =>
      t.edit('data/plans.yaml', FIRST_PLAN_PRICE, FIRST_PLAN_PRICE.replace('popular: false', 'popular: sim')),
  },
  {
    shows: 'o valor NO sem aspas',
    make: (t) => t.edit('data/countries.yaml', '  - codigo: "NO"\n', '  - codigo: NO\n'),
  },
  {
    shows: 'endereços javascript:',
    make: (t) => t.edit('data/site.yaml', '  status: https://status.nuvox.com.br\n', '  status: javascript:void(0)\n'),
  },
  {
    shows: "encontrado o texto '34512876000139'",
    make: (t) => t.edit('data/site.yaml', 'cnpj: "34.512.876/0001-39"\n', 'cnpj: "34512876000139"\n'),
  },
  {
    shows: "encontrado o texto '2025-13-40'",
    make: (t) =>
      t.edit('data/legal/politica-privacidade.yaml', 'atualizadoEm: 2025-09-15\n', 'atualizadoEm: 2025-13-40\n'),
  },
  {
    shows: 'escreva 2025-11-03 em vez de 03/11/2025',
    make: (t) =>
      t.edit('data/legal/politica-privacidade.yaml', 'atualizadoEm: 2025-09-15\n', 'atualizadoEm: 03/11/2025\n'),
  },
  {
    shows: 'chave repetida',
    make: (t) => t.edit('data/site.yaml', 'nome: Nuvox Telecom\n', 'nome: Nuvox Telecom\nnome: Nuvox\n'),
  },
  {
    shows: 'as aspas duplas (") abertas aqui',
    make: (t) => t.edit('data/site.yaml', 'nome: Nuvox Telecom\n', 'nome: "Nuvox Telecom\n'),
  },
  {
    shows: 'esta linha tem mais espaços no início',
    make: (t) => t.edit('data/plans.yaml', '    nome: Startup\n', '      nome: Startup\n'),
  },
  {
    shows: "este texto contém ': '",
    make: (t) => t.edit('data/plans.yaml', '    nome: Startup\n', '    nome: Startup: para começar\n'),
  },
  {
    shows: "o texto depois de ' #' foi ignorado",
    make: (t) => t.edit('data/plans.yaml', '    nome: Startup\n', '    nome: Startup #1\n'),
  },
  { shows: 'use espaços, não TAB', make: (t) => t.edit('data/plans.yaml', '    nome: Startup\n', '\tnome: Startup\n') },
  {
    shows: "produto desconhecido 'didd'",
    make: (t) => t.edit('data/plans.yaml', '    produto: did\n', '    produto: didd\n'),
  },
  {
    shows: "o produto 'pabx' já tem um plano em destaque",
    make: (t) =>
      t.edit(
        'data/plans.yaml',
        'popular: false\n    preco: "Sob consulta"\n    periodo: /mês\n    recursos:\n      - texto: Ramais ilimitados\n',
        'popular: true\n    selo: Completo\n    preco: "Sob consulta"\n    periodo: /mês\n    recursos:\n      - texto: Ramais ilimitados\n',
      ),
  },
  {
    shows: "a cidade 'manaus-amazonas'",
    make: (t) => t.edit('data/cities.yaml', '  - manaus-am\n', '  - manaus-amazonas\n'),
  },
  {
    shows: 'Maraba (PA) não está nas cidades atendidas',
    make: (t) => t.edit('data/did-mobile.yaml', '  - cidade: Marabá\n', '  - cidade: Maraba\n'),
  },
  { shows: "'sms' repetido", make: (t) => t.edit('data/services.yaml', '  - id: iptv\n', '  - id: sms\n') },
  {
    shows: 'public/documentos/ato.pdf',
    make: (t) =>
      t.edit(
        'data/footer.yaml',
        '  arquivo: /documentos/ato-autorizacao-anatel.pdf\n',
        '  arquivo: /documentos/ato.pdf\n',
      ),
  },
  {
    shows: 'latitude e longitude parecem trocadas',
    make: (t) =>
      t.edit('data/cities.yaml', '    lat: -23.5505\n    lng: -46.6333\n', '    lat: -46.6333\n    lng: -23.5505\n'),
  },
  {
    shows: "deve citar '30 dias'",
    make: (t) =>
      t.edit(
        'data/legal/politica-cookies.yaml',
        '    duracao: Da sessão até 30 dias\n',
        '    duracao: Da sessão até 1 mês\n',
      ),
  },
  {
    shows: 'escreva {telefone:principal} no lugar de (11) 4000-2120',
    make: (t) => t.edit('content/blog/sms-marketing.md', '{telefone:principal}', '(11) 4000-2120'),
  },
  {
    shows: 'marcador desconhecido {telefone:vendas}',
    make: (t) => t.edit('content/blog/sms-marketing.md', '{telefone:principal}', '{telefone:vendas}'),
  },
  {
    shows: 'data/legal/termos-de-uso.yaml',
    make: (t) => t.edit('data/site.yaml', 'cnpj: "34.512.876/0001-39"\n', 'cnpj: "11.222.333/0001-81"\n'),
  },
  {
    shows: 'novo-post.markdown',
    make: (t) => t.write('content/blog/novo-post.markdown', t.read('content/blog/sms-marketing.md')),
  },
  {
    shows: 'renomeado para parceiros.yaml',
    make: (t) => {
      t.write('data/parceiros.yaml', t.read('data/partners.yaml'))
      t.remove('data/partners.yaml')
    },
  },
  {
    shows: 'não há bandeira desenhada para PE',
    make: (t) =>
      t.edit(
        'data/countries.yaml',
        '  - codigo: PE\n    nome: Peru\n',
        '  - codigo: PE\n    nome: Peru\n    site:\n      url: https://pe.nuvox.com\n      status: planejado\n',
      ),
  },
]

const guideLines = fs
  .readFileSync(GUIDE, 'utf8')
  .split('\n')
  .filter((line) => EXAMPLE_LINE.test(line))

/**
 * One copy of the project for every example (copying public/ each time took most of the run):
 * each example's files are put back as they were after it.
 */
let temp: TempProject
const touched = new Map<string, string | undefined>()
beforeAll(() => {
  temp = createTempProject()
})
afterAll(() => temp.cleanup())
afterEach(() => {
  for (const [file, text] of touched) {
    if (text === undefined) temp.remove(file)
    else temp.write(file, text)
  }
  touched.clear()
})

/** The project copy, noting what each file held before an example changed it. */
function tracked(): TempProject {
  const keep = (file: string) => {
    if (!touched.has(file)) touched.set(file, fs.existsSync(`${temp.root}/${file}`) ? temp.read(file) : undefined)
  }
  return {
    ...temp,
    edit: (file, from, to) => (keep(file), temp.edit(file, from, to)),
    write: (file, text) => (keep(file), temp.write(file, text)),
    remove: (file) => (keep(file), temp.remove(file)),
  }
}

describe(`the messages shown in ${GUIDE}`, () => {
  it('each stand for one example made below, and each example is in the guide', () => {
    expect(guideLines.length).toBeGreaterThan(20)
    expect(guideLines.map((line) => [line, EXAMPLES.filter((example) => line.includes(example.shows)).length])).toEqual(
      guideLines.map((line) => [line, 1]),
    )
    expect(
      EXAMPLES.filter((example) => !guideLines.some((line) => line.includes(example.shows))).map(
        (example) => example.shows,
      ),
    ).toEqual([])
  })

  it('start from a copy of the project without errors', () => {
    expect(validateProject(temp.root).errors.map(formatDataError)).toEqual([])
  })

  it.each(EXAMPLES)('are what the validator prints: $shows', (example) => {
    example.make(tracked())
    const printed = validateProject(temp.root).errors.map(formatDataError)
    const shown = guideLines.find((line) => line.includes(example.shows))
    expect(printed.filter((line) => line.includes(example.shows)).map(withoutPlaces)).toEqual([
      shown && withoutPlaces(shown),
    ])
  })
})
