import { afterEach, describe, expect, it } from 'vitest'
import { InvalidContentError, loadContent } from '../../../lib/content/loadContent.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const temps: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (temps.length > 0) temps.pop()?.cleanup()
})

describe('loadContent', () => {
  it('returns every dataset typed, posts newest first', () => {
    const content = loadContent()
    expect(content.site.nome).toBe('Nuvox Telecom')
    expect(content.services.servicos).toHaveLength(12)
    expect(Object.keys(content.legal).sort()).toEqual(['politica-cookies', 'politica-privacidade', 'regulatorio', 'termos-de-uso'])
    const dates = content.posts.map((post) => post.frontmatter.publishDate)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('is loaded once per project root', () => {
    expect(loadContent()).toBe(loadContent())
  })

  it('refuses invalid data with every error, in the validator format', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: 4,99\n')
    temp.edit('data/audiences.yaml', 'padrao: pequenas-medias\n', 'padrao: pequenas\n')
    expect(() => loadContent(temp.root)).toThrow(InvalidContentError)
    try {
      loadContent(temp.root)
    } catch (error) {
      expect((error as Error).message).toContain('data/calculator.yaml:11:16  servicos[0].precoBase')
      expect((error as Error).message).toContain("data/audiences.yaml:7:9  padrao  valor desconhecido 'pequenas'")
    }
  })
})
