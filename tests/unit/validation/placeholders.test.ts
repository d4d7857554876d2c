import { afterEach, describe, expect, it } from 'vitest'
import { fillPlaceholders, placeholderValues, unknownPlaceholders } from '../../../lib/content/placeholders.ts'
import { forgetLoadedContent, loadContent, loadPostHtml } from '../../../lib/content/loadContent.ts'
import { formatPhone } from '../../../lib/format/formatPhone.ts'
import { renderMarkdown } from '../../../lib/markdown/renderMarkdown.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'
import { withOfferPrices } from '../../../lib/pageData/withOfferPrices.ts'

const temps: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (temps.length > 0) temps.pop()?.cleanup()
})

describe('formatPhone', () => {
  it.each([
    ['+551140002120', '(11) 4000-2120'],
    ['+5511987654321', '(11) 98765-4321'],
    ['+558007772120', '0800 777 2120'],
    ['+553007772120', '0300 777 2120'],
    ['+5540042120', '4004-2120'],
    ['+12025550100', '+12025550100'],
  ])('%s reads %s', (numero, shown) => {
    expect(formatPhone(numero)).toBe(shown)
  })
})

const SITE = {
  telefones: [
    { id: 'principal', rotulo: 'Vendas', numero: '+551140002120' },
    { id: '0800', rotulo: 'Atendimento', numero: '+558007772120' },
  ],
}

describe('placeholders', () => {
  const values = placeholderValues({ site: SITE })

  it('fill in a price as the calculator shows it', () => {
    expect(
      fillPlaceholders(
        'a partir de {preco:did-fixo}/mês',
        placeholderValues({
          calculator: { servicos: [{ id: 'did-fixo', rotulo: 'DID Fixo', precoBase: 4.99, unidade: 'números' }] },
        }),
      ),
    ).toBe('a partir de R$ 4,99/mês')
  })

  it('fill in the phone as visitors read it, or as it is dialled, and leave other braces alone', () => {
    expect(
      fillPlaceholders(
        'Ligue {telefone:principal} ou {telefone:0800}; de fora, `{telefone:principal:internacional}`. {"a": 1}',
        values,
      ),
    ).toBe('Ligue (11) 4000-2120 ou 0800 777 2120; de fora, `+551140002120`. {"a": 1}')
  })

  it('keep a phone placeholder on one line in a post, like a written phone, but not in code', () => {
    expect(
      fillPlaceholders(renderMarkdown('Ligue {telefone:principal} ou `{telefone:principal:internacional}`.'), values),
    ).toBe('<p>Ligue <span class="nowrap">(11) 4000-2120</span> ou <code>+551140002120</code>.</p>')
  })

  it.each([
    ['Ligue {telefone:principl}.', 7, '; quis dizer {telefone:principal}?'],
    ['Ligue {telefone:vendas}.', 7, ''],
    ['Uma {cor:azul} aqui.', 5, ''],
    ['Ligue {telefone:principal:nacional}.', 7, ''],
  ])('report one that names no fact, where it is: %s', (text, col, suggestion) => {
    const [error, ...rest] = unknownPlaceholders(
      `linha um\n${text}`,
      { file: 'content/blog/x.md', firstLine: 5 },
      values,
    )
    expect(rest).toEqual([])
    expect(error).toMatchObject({ file: 'content/blog/x.md', line: 6, col, path: '(texto)' })
    expect(error?.message).toMatch(
      /^marcador desconhecido \{[^}]+\}: os (marcadores|de telefone) são \{telefone:principal\}, \{telefone:principal:internacional\}, \{telefone:0800\}, \{telefone:0800:internacional\}/,
    )
    expect(error?.message.endsWith(suggestion)).toBe(true)
  })
})

describe('changing the sales phone', () => {
  it('is one line in data/site.yaml: every post shows the new number, none keeps the old', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.edit('data/site.yaml', '    numero: "+551140002120"\n', '    numero: "+551130003000"\n')
    expect(validateProject(temp.root).errors).toEqual([])
    forgetLoadedContent()
    const content = loadContent(temp.root)
    expect(formatPhone(content.site.telefones[0]?.numero ?? '')).toBe('(11) 3000-3000')
    const pages = content.posts.map((post) => loadPostHtml(post.id, temp.root))
    expect(pages.filter((html) => html.includes('<span class="nowrap">(11) 3000-3000</span>'))).toHaveLength(
      content.posts.length,
    )
    expect(pages.filter((html) => /4000-2120|40002120|\{telefone:/.test(html))).toEqual([])
  })
})

describe('changing the fixed DID price', () => {
  it('is one line in data/calculator.yaml: the banner, its note and the calculator follow, no text keeps the old price', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: 5.49\n')
    expect(validateProject(temp.root).errors).toEqual([])
    forgetLoadedContent()
    const content = loadContent(temp.root)
    expect(withOfferPrices(content.banners, content.calculator).blackFriday.ofertas[0]?.valor).toBe('R$\u00a05,49*')
    expect(content.banners.blackFriday.nota).toBe(
      '* DID Fixo a partir de R$\u00a05,49/mês válido somente para o DDD 11.',
    )
    expect(content.calculator.notas[0]).toBe('* DID Fixo a partir de R$\u00a05,49/mês válido somente para o DDD 11.')
    expect(content.calculator.servicos[0]?.precoBase).toBe(5.49)
    expect(JSON.stringify(content)).not.toMatch(/R\$(\s|\\u00a0)4,99|"precoBase":4.99|\{preco:/)
  })

  it('names a price placeholder that names no price, with the nearest, where it is written', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.edit('data/banners.yaml', 'a partir de {preco:did-fixo}/mês', 'a partir de {preco:did-fxo}/mês')
    expect(
      validateProject(temp.root).errors.map((error) => `${error.file}:${error.line}  ${error.path}  ${error.message}`),
    ).toEqual([
      `data/banners.yaml:${temp.lineOf('data/banners.yaml', '  nota:')}  blackFriday.nota  marcador desconhecido {preco:did-fxo}: os de preco são {preco:did-fixo}, {preco:did-movel}, {preco:ramal-pabx}; quis dizer {preco:did-fixo}?`,
    ])
  })
})
