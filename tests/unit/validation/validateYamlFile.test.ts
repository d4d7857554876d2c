import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { validatePostFile } from '../../../lib/blog/validatePostFile.ts'
import { formatDataError } from '../../../lib/validation/types.ts'
import { validateYamlFile } from '../../../lib/validation/validateYamlFile.ts'

const DIR = 'tests/fixtures/data-errors'

/** Each fixture is `{case}.{schema}.yaml`; the expected lines are what an editor reads in the terminal. */
const CASES: [fixture: string, expected: string[]][] = [
  [
    'type-number-for-text.plans.yaml',
    [
      '7:12  planos[0].preco  deve ser um texto (encontrado o número 11.99); formato esperado: "Sob consulta" ou um valor em reais como "R$ 11,99", entre aspas',
    ],
  ],
  [
    'unknown-enum-value.audiences.yaml',
    [
      "1:9  padrao  valor desconhecido 'pequenas-media'. Você quis dizer 'pequenas-medias'? Valores válidos: pequenas-medias, grandes-governo, provedores, agro",
    ],
  ],
  [
    'missing-required.plans.yaml',
    [
      '2:5  planos[0].preco  campo obrigatório \'preco\' ausente: Preço: "Sob consulta" ou um valor como "R$ 11,99", sempre entre aspas',
    ],
  ],
  [
    'missing-recursos.plans.yaml',
    [
      "2:5  planos[0].recursos  campo obrigatório 'recursos' ausente: Recursos do plano: um texto, ou texto + incluido (false mostra o recurso riscado)",
    ],
  ],
  ['empty-recursos.plans.yaml', ['9:15  planos[0].recursos  a lista deve ter pelo menos 1 item']],
  [
    'feature-without-incluido.plans.yaml',
    [
      '10:9  planos[0].recursos[0]  formato inválido: esperado um texto, ou um item com texto e incluido (true ou false)',
    ],
  ],
  [
    'price-with-text.plans.yaml',
    [
      `7:12  planos[0].preco  formato inválido (encontrado o texto 'R$ 11,99 por mês'): deve ser "Sob consulta" ou um valor em reais como "R$ 11,99", entre aspas`,
    ],
  ],
  // Misspelt and therefore missing: one error, not "unknown field" plus "required field missing".
  [
    'misspelt-required.plans.yaml',
    ["7:5  planos[0].Preço  nome de campo errado 'Preço': o campo obrigatório se chama 'preco'"],
  ],
  [
    'unknown-field.plans.yaml',
    [
      "7:5  planos[0].precos  campo desconhecido 'precos'. Você quis dizer 'preco'? Campos válidos: id, visivel, produto, nome, descricao, popular, selo, preco, periodo, recursos",
    ],
  ],
  [
    'unquoted-no.countries.yaml',
    [
      '4:13  paises[1].codigo  o valor NO sem aspas é lido como verdadeiro/falso por muitos programas: escreva entre aspas, "NO"',
    ],
  ],
  // The fix a trap suggests is the one the field accepts: a number, or a text in its format.
  [
    'leading-zero-for-number.did-mobile.yaml',
    ['11:10  destaques[1].ddd  o número 021 começa com zero: neste campo escreva só 21, sem o zero à esquerda'],
  ],
  [
    'unquoted-cep.site.yaml',
    [
      '32:8  endereco.cep  o valor 01310200 precisa ficar entre aspas e no formato certo: deve ser um CEP no formato 99999-999',
    ],
  ],
  [
    'boolean-word-for-letter.partners.yaml',
    [
      '34:11  parceiros[1].logo  o valor y precisa ficar entre aspas e no formato certo: deve ser uma única letra maiúscula ou algarismo',
    ],
  ],
  // A text starting with a character YAML reserves, or quotes inside quotes: the fix, written out.
  [
    'bracket-start.services.yaml',
    [
      '8:13  servicos[0].titulo  um texto que começa com \'[\' precisa ficar entre aspas: titulo: "[Novo] Números Fixos"',
    ],
  ],
  [
    'quotes-in-quotes.services.yaml',
    [
      '8:13  servicos[0].titulo  este texto entre aspas duplas tem outras aspas duplas dentro: use aspas simples por fora: titulo: \'Números "Fixos" virtuais\'',
    ],
  ],
  // Quotes pasted from a word processor are text to YAML.
  [
    'curly-quotes.services.yaml',
    [
      '8:13  servicos[0].titulo  este texto começa com aspas curvas (“ ” ou ‘ ’), que o YAML não reconhece como aspas e que apareceriam no site: use aspas retas, "Números Fixos"',
      '28:13  titulo  este texto contém \': \' e precisa ficar entre aspas retas (não “ ”): titulo: "SMS: em massa"',
    ],
  ],
  [
    'leading-zero.plans.yaml',
    [
      '3:14  planos[0].produto  o número 0800 começa com zero e o zero seria perdido (vira 800): escreva entre aspas, "0800"',
    ],
  ],
  [
    'sim-for-boolean.plans.yaml',
    [
      "6:14  planos[0].popular  deve ser true ou false ('sim' não é aceito): use true para sim e false para não",
      "11:19  planos[0].recursos[0].incluido  deve ser true ou false ('não' não é aceito): use true para sim e false para não",
    ],
  ],
  [
    'price-with-comma.calculator.yaml',
    ['10:16  servicos[0].precoBase  deve ser um número com ponto decimal: escreva 4.99 em vez de 4,99'],
  ],
  // `10.000` is ten thousand to the editor and 10 to YAML: wrong in a field of whole numbers only
  // (a multiplier typed 1.355 on line 27 is right). Two points make a text.
  [
    'thousands-point.calculator.yaml',
    [
      '22:11  quantidade.maxima  o número 10.000 é lido como 10 (nos arquivos, o ponto marca os decimais) e este campo aceita só números inteiros: escreva 10000, sem o ponto',
      '24:24  quantidade.atalhos[3]  deve ser um número sem pontos de milhar: escreva 1000000 em vez de 1.000.000',
    ],
  ],
  [
    'javascript-url.site.yaml',
    ['55:11  links.status  endereços javascript: não são permitidos: use https://, mailto: ou tel:'],
  ],
  [
    'cnpj-pattern.site.yaml',
    [
      "6:7  cnpj  formato inválido (encontrado o texto '34512876000140'): deve ser um CNPJ no formato 99.999.999/9999-99, entre aspas",
    ],
  ],
  [
    'invalid-date.legal.yaml',
    [
      "3:15  atualizadoEm  deve ser uma data válida no formato AAAA-MM-DD, ex.: 2025-11-03 (encontrado o texto '2025-13-40')",
    ],
  ],
  [
    'two-destinations.audiences.yaml',
    ['51:5  comuns[0]  formato inválido: esperado exatamente um destino: ancora, caminho ou linkExterno'],
  ],
  [
    'unknown-section-type.product-pages.yaml',
    [
      "45:15  paginas[0].secoes[1].tipo  tipo desconhecido 'carossel'; valores válidos: cards, planos, passos, numeros, carrossel, did-movel ou chamada",
    ],
  ],
  [
    'duplicate-key.site.yaml',
    ["9:1  nome  chave repetida: cada campo só pode aparecer uma vez no mesmo bloco ('nome')"],
  ],
  [
    'unclosed-quote.site.yaml',
    ['1:7  nome  as aspas duplas (") abertas aqui não foram fechadas: feche-as no fim do texto'],
  ],
  // A single quote left open runs to the end of the file: point at the quote, not at the last line.
  [
    'unclosed-single-quote.plans.yaml',
    ["10:11  planos[0].nome  as aspas simples (') abertas aqui não foram fechadas: feche-as no fim do texto"],
  ],
  // The parser blames the line above the one indented too far.
  [
    'deeper-indent.plans.yaml',
    ["10:7  nome  esta linha tem mais espaços no início do que a linha de cima: alinhe 'nome' com 'produto'"],
  ],
  [
    'hash-in-text.plans.yaml',
    [
      `10:11  planos[0].nome  o texto depois de ' #' foi ignorado (o YAML lê ' #' como início de um comentário): se faz parte do valor, escreva entre aspas: "Startup #1"`,
    ],
  ],
  [
    'colon-in-text.plans.yaml',
    [`10:11  nome  este texto contém ': ' e precisa ficar entre aspas: nome: "Startup: para começar"`],
  ],
  [
    'missing-dash.plans.yaml',
    [
      "18:1  texto  item de lista ('- ') misturado com campos sem '- ' no mesmo bloco: ou todos os itens começam com '- ', ou nenhum",
    ],
  ],
  [
    'missing-space-after-colon.plans.yaml',
    ["5:5  descricao  falta um espaço depois de ':' (escreva 'descricao: Para equipes pequenas.')"],
  ],
  ['tab-indent.cookie-consent.yaml', ['3:1  (arquivo)  use espaços, não TAB, para recuar as linhas']],
  // A syntax error spoils its own list item only: the schema still checks the other items.
  [
    'syntax-and-schema-errors.services.yaml',
    [
      '12:13  titulo  este texto contém \': \' e precisa ficar entre aspas: titulo: "Números Móveis: DDD"',
      "26:12  servicos[4].icone  valor desconhecido 'tvv'. Você quis dizer 'tv'? Valores válidos: telefone, celular, telefone-entrada, nuvem, tv, mensagem, servidor, usuarios, chat, camadas, mensagem-rica, chip, predio, antena, escudo, grafico, relogio, engrenagem, carteira, globo, fone, codigo, etiqueta, raio, calendario, pessoa, casa, mapa, gravacao, fluxo",
    ],
  ],
  // A repeated key spoils nothing else, not even the other fields of its block.
  [
    'duplicate-key-and-schema-errors.plans.yaml',
    [
      "11:5  planos[0].nome  chave repetida: cada campo só pode aparecer uma vez no mesmo bloco ('nome')",
      '14:12  planos[0].preco  deve ser um texto (encontrado o número 49.9); formato esperado: "Sob consulta" ou um valor em reais como "R$ 11,99", entre aspas',
    ],
  ],
  // `-id:` (no space after the dash) reads as a field named '-id': say what is missing, not 'wrong indentation'.
  [
    'dash-without-space.plans.yaml',
    [
      "32:3  id  falta um espaço depois do '-' que começa o item da lista (escreva '- id: pabx-business')",
      '34:11  (arquivo)  o YAML não conseguiu ler 7 linhas a partir desta (34, 35, 36, 37, 39, 40...), provavelmente por causa do erro da linha 32: corrija aquele primeiro e valide de novo',
    ],
  ],
  // Two items run together (a lost '- '): one message, not one per repeated field.
  [
    'lost-dash.plans.yaml',
    [
      "32:5  planos[0]  as linhas 32 a 40 repetem 8 campos deste bloco: se elas formam um novo item da lista, comece a linha 32 com '- ' (alinhado com os '- ' dos outros itens); se não, apague os campos repetidos",
    ],
  ],
  // After a TAB the parser is lost for the rest of the file; with the TAB's item set aside the rest
  // reads cleanly: none of the parser's 39 later complaints, and no schema error from the garbled rest.
  ['tab-in-long-file.services.yaml', ['14:1  icone  use espaços, não TAB, para recuar as linhas']],
  [
    'alias-bomb.site.yaml',
    [
      '1:1  (raiz)  o arquivo tem 27 apelidos YAML (*nome); nenhum é permitido',
      '2:8  b[0]  apelidos YAML (*a) não são permitidos: repita o valor por extenso',
      '2:11  b[1]  apelidos YAML (*a) não são permitidos: repita o valor por extenso',
      '2:14  b[2]  apelidos YAML (*a) não são permitidos: repita o valor por extenso',
    ],
  ],
]

describe.each(CASES)('%s', (fixture, expected) => {
  it('reports exactly the expected file:line:column, field and Portuguese message', () => {
    const schema = fixture.split('.')[1] ?? ''
    const file = `${DIR}/${fixture}`
    const { errors, valid } = validateYamlFile(fs.readFileSync(path.join(process.cwd(), file), 'utf8'), file, schema)
    expect(valid).toBe(false)
    const lines = errors.map(formatDataError).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
    expect(lines).toEqual(
      expected.map((line) => `${file}:${line}`).sort((a, b) => a.localeCompare(b, 'en', { numeric: true })),
    )
  })
})

describe('every fixture in the folder has a case', () => {
  it('lists them all', () => {
    const files = fs
      .readdirSync(DIR)
      .filter((name) => name.endsWith('.yaml'))
      .sort()
    expect(CASES.map(([fixture]) => fixture).sort()).toEqual(files)
  })
})

describe('a number typed as on the page', () => {
  const calculator = fs.readFileSync('data/calculator.yaml', 'utf8')
  const messagesOf = (from: string, to: string) => {
    expect(calculator).toContain(from)
    return validateYamlFile(calculator.replace(from, to), 'data/calculator.yaml', 'calculator').errors.map(
      (e) => `${e.path}  ${e.message}`,
    )
  }

  it('names the number to write instead, in a field of decimals and one of whole numbers', () => {
    expect(messagesOf('    precoBase: 4.99\n', '    precoBase: 1.234,56\n')).toEqual([
      'servicos[0].precoBase  deve ser um número sem pontos de milhar e com ponto decimal: escreva 1234.56 em vez de 1.234,56',
    ])
    expect(messagesOf('  inicial: 10\n', '  inicial: "10"\n')).toEqual([
      'quantidade.inicial  deve ser um número, sem aspas: escreva só 10',
    ])
    // Read as 1.5, which a whole-number field refuses anyway: the message names the 1500 meant.
    expect(messagesOf('  maxima: 10000\n', '  maxima: 1.500\n')).toEqual([
      'quantidade.maxima  o número 1.500 é lido como 1.5 (nos arquivos, o ponto marca os decimais) e este campo aceita só números inteiros: escreva 1500, sem o ponto',
    ])
    // A comma has no place in a whole number: no fix to offer but the type.
    expect(messagesOf('  inicial: 10\n', '  inicial: 10,5\n')).toEqual([
      "quantidade.inicial  deve ser um número inteiro (encontrado o texto '10,5')",
    ])
  })

  it('is not offered for a field that takes no number', () => {
    expect(messagesOf('  - id: did-fixo\n    rotulo: DID Fixo\n', '  - id: did-fixo\n    rotulo: 1.000\n')).toEqual([
      'servicos[0].rotulo  deve ser um texto (encontrado o número 1.000)',
    ])
    expect(messagesOf('titulo: Compare e Economize\n', 'titulo:\n  - 1.000.000\n')).toEqual([
      'titulo  deve ser um texto (encontrada uma lista)',
    ])
  })
})

describe('a yes or no typed as text', () => {
  const plans = fs.readFileSync('data/plans.yaml', 'utf8')
  const messagesOf = (value: string) =>
    validateYamlFile(
      plans.replace('    popular: false\n', `    popular: ${value}\n`),
      'data/plans.yaml',
      'plans',
    ).errors.map((e) => e.message)

  it('says what to write', () => {
    expect(plans).toContain('    popular: false\n')
    expect(messagesOf('"true"')).toEqual(['deve ser true ou false, sem aspas: escreva só true'])
    expect(messagesOf('"False"')).toEqual([
      'deve ser true ou false, em letras minúsculas e sem aspas: escreva false em vez de False',
    ])
    expect(messagesOf('sim')).toEqual([
      "deve ser true ou false ('sim' não é aceito): use true para sim e false para não",
    ])
  })
})

describe('a date written day first, as in Brazil', () => {
  const terms = fs.readFileSync('data/legal/termos-de-uso.yaml', 'utf8')
  const messagesOf = (date: string) =>
    validateYamlFile(
      terms.replace('atualizadoEm: 2025-09-15\n', `atualizadoEm: ${date}\n`),
      'data/legal/termos-de-uso.yaml',
      'legal',
    ).errors.map((e) => e.message)

  it('names the same day in the form the files take', () => {
    expect(terms).toContain('atualizadoEm: 2025-09-15\n')
    expect(messagesOf('03/11/2025')).toEqual([
      'deve ser uma data no formato AAAA-MM-DD (ano, mês, dia): escreva 2025-11-03 em vez de 03/11/2025',
    ])
    expect(messagesOf('3.11.2025')).toEqual([
      'deve ser uma data no formato AAAA-MM-DD (ano, mês, dia): escreva 2025-11-03 em vez de 3.11.2025',
    ])
    expect(messagesOf('3 de novembro de 2025')).toEqual([
      'deve ser uma data no formato AAAA-MM-DD (ano, mês, dia): escreva 2025-11-03 em vez de 3 de novembro de 2025',
    ])
    expect(messagesOf('1º de Março de 2025')).toEqual([
      'deve ser uma data no formato AAAA-MM-DD (ano, mês, dia): escreva 2025-03-01 em vez de 1º de Março de 2025',
    ])
  })

  it('offers no day that does not exist', () => {
    expect(messagesOf('31/02/2025')).toEqual([
      "deve ser uma data válida no formato AAAA-MM-DD, ex.: 2025-11-03 (encontrado o texto '31/02/2025')",
    ])
    // Month first (11/30/2025) is no Brazilian date: not turned into a 30th month.
    expect(messagesOf('11/30/2025')).toEqual([
      "deve ser uma data válida no formato AAAA-MM-DD, ex.: 2025-11-03 (encontrado o texto '11/30/2025')",
    ])
    expect(messagesOf('30 de fevereiro de 2025')).toEqual([
      "deve ser uma data válida no formato AAAA-MM-DD, ex.: 2025-11-03 (encontrado o texto '30 de fevereiro de 2025')",
    ])
  })
})

describe("a list item written without the space after '-'", () => {
  const messagesOf = (text: string) => validateYamlFile(text, 'data/planos.yaml', 'plans').errors.map(formatDataError)

  it('is named on its own line when the fields under it are indented as for an item', () => {
    expect(messagesOf('planos:\n  -id: a\n    nome: A\n')[0]).toBe(
      "data/planos.yaml:2:3  id  falta um espaço depois do '-' que começa o item da lista (escreva '- id: a')",
    )
  })

  it('is named in a list of texts too', () => {
    expect(messagesOf('planos:\n  - a\n  -b\n')[0]).toBe(
      "data/planos.yaml:3:3  (arquivo)  falta um espaço depois do '-' que começa o item da lista (escreva '- b')",
    )
  })

  it('leaves a negative number and a text that only contains a dash alone', () => {
    const messages = messagesOf('planos:\n  - id: a\n    nome: "-a"\n    preco: -5\n')
    expect(messages.join('\n')).not.toContain("depois do '-'")
  })
})

describe('a YAML tag', () => {
  const site = fs.readFileSync('data/site.yaml', 'utf8')
  const messagesOf = (from: string, to: string) =>
    validateYamlFile(site.replace(from, to), 'data/site.yaml', 'site').errors.map(formatDataError)

  it.each([
    // Dropped without a word before: the value read was 'Nuvox Telecom', or "x".
    [
      'nome: !foo Nuvox Telecom',
      "data/site.yaml:2:12  nome  tags YAML (!foo) não são aceitas nos dados do site: apague '!foo' e escreva só o valor: nome: Nuvox Telecom",
    ],
    [
      'nome: !!js/function "x"',
      `data/site.yaml:2:21  nome  tags YAML (!!js/function) não são aceitas nos dados do site: apague '!!js/function' e escreva só o valor: nome: "x"`,
    ],
    // Read as bytes, which the schema then called "a block of fields": the tag is the one error.
    [
      'nome: !!binary aGVsbG8=',
      "data/site.yaml:2:16  nome  tags YAML (!!binary) não são aceitas nos dados do site: apague '!!binary' e escreva só o valor: nome: aGVsbG8=",
    ],
    [
      'nome: !!str Nuvox',
      "data/site.yaml:2:13  nome  tags YAML (!!str) não são aceitas nos dados do site: apague '!!str' e escreva só o valor: nome: Nuvox",
    ],
  ])('%s is an error naming it', (line, expected) => {
    expect(site).toContain('nome: Nuvox Telecom\n')
    expect(messagesOf('nome: Nuvox Telecom\n', `${line}\n`)).toEqual([expected])
  })
})

describe('a text past its limit', () => {
  const huge = 'a'.repeat(1 << 20)
  const errorsOf = (file: string, schema: string, pattern: RegExp, field: string) => {
    const source = fs.readFileSync(file, 'utf8')
    expect(source).toMatch(pattern)
    return validateYamlFile(source.replace(pattern, `${field}: ${huge}`), file, schema).errors.map(formatDataError)
  }

  // A megabyte pasted into one field made /pabx and /empresas 3 MB of HTML each.
  it.each([
    [
      'data/plans.yaml',
      'plans',
      /descricao: .*/,
      'descricao',
      'data/plans.yaml:6:16  planos[0].descricao  deve ter no máximo 600 caracteres (tem 1048576)',
    ],
    [
      'data/banners.yaml',
      'banners',
      /titulo: .*/,
      'titulo',
      'data/banners.yaml:4:11  portabilidade.titulo  deve ter no máximo 600 caracteres (tem 1048576)',
    ],
  ])('%s: a megabyte in %s is an error with its position and the limit', (file, schema, pattern, field, expected) => {
    expect(errorsOf(file, schema, pattern, field)).toEqual([expected])
  })

  it("a post's body: at the line where it passes the limit", () => {
    const file = 'content/blog/sms-marketing.md'
    const source = fs.readFileSync(file, 'utf8')
    const paragraphs = `${'Parágrafo de texto repetido. '.repeat(30)}\n\n`.repeat(80)
    const { errors } = validatePostFile(`${source}\n${paragraphs}`, file, process.cwd())
    const limitLine = `${source}\n${paragraphs}`.slice(0, source.indexOf('\n---', 4) + 5 + 60_000).split('\n').length
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(
      /^o texto do post tem [\d.]+ caracteres, mais que o máximo de 60\.000 \(passa do limite nesta linha\): divida-o em dois posts ou encurte-o$/,
    )
    expect(Math.abs((errors[0]?.line ?? 0) - limitLine)).toBeLessThanOrEqual(1)
  })
})
