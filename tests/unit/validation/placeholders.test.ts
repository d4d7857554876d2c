import { afterEach, describe, expect, it } from 'vitest'
import { fillPlaceholders, placeholderValues, unknownPlaceholders } from '../../../lib/content/placeholders.ts'
import { forgetLoadedContent, loadContent, loadPostHtml } from '../../../lib/content/loadContent.ts'
import { formatPhone } from '../../../lib/format/formatPhone.ts'
import { renderMarkdown } from '../../../lib/markdown/renderMarkdown.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'

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

const SITE = { telefones: [{ id: 'principal', rotulo: 'Vendas', numero: '+551140002120' }, { id: '0800', rotulo: 'Atendimento', numero: '+558007772120' }] }

describe('placeholders', () => {
  const values = placeholderValues(SITE)

  it('fill in the phone as visitors read it, or as it is dialled, and leave other braces alone', () => {
    expect(fillPlaceholders('Ligue {telefone:principal} ou {telefone:0800}; de fora, `{telefone:principal:internacional}`. {"a": 1}', values)).toBe(
      'Ligue (11) 4000-2120 ou 0800 777 2120; de fora, `+551140002120`. {"a": 1}',
    )
  })

  it('keep a phone placeholder on one line in a post, like a written phone, but not in code', () => {
    expect(fillPlaceholders(renderMarkdown('Ligue {telefone:principal} ou `{telefone:principal:internacional}`.'), values)).toBe(
      '<p>Ligue <span class="nowrap">(11) 4000-2120</span> ou <code>+551140002120</code>.</p>',
    )
  })

  it.each([
    ['Ligue {telefone:principl}.', 7, '; quis dizer {telefone:principal}?'],
    ['Ligue {telefone:vendas}.', 7, ''],
    ['Um {preco:did-fixo} aqui.', 4, ''],
    ['Ligue {telefone:principal:nacional}.', 7, ''],
  ])('report one that names no fact, where it is: %s', (text, col, suggestion) => {
    const [error, ...rest] = unknownPlaceholders(`linha um\n${text}`, { file: 'content/blog/x.md', firstLine: 5 }, values)
    expect(rest).toEqual([])
    expect(error).toMatchObject({ file: 'content/blog/x.md', line: 6, col, path: '(texto)' })
    expect(error?.message).toMatch(/^marcador desconhecido \{[^}]+\}: os marcadores são \{telefone:principal\}, \{telefone:principal:internacional\}, \{telefone:0800\}, \{telefone:0800:internacional\}/)
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
    expect(pages.filter((html) => html.includes('<span class="nowrap">(11) 3000-3000</span>'))).toHaveLength(content.posts.length)
    expect(pages.filter((html) => /4000-2120|40002120|\{telefone:/.test(html))).toEqual([])
  })
})
