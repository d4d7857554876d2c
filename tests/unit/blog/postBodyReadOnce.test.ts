import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { checkMarkdownBody, checkMarkdownMarks } from '../../../lib/blog/checkMarkdownBody.ts'
import { validatePostFile } from '../../../lib/blog/validatePostFile.ts'
import { renderMarkdown } from '../../../lib/markdown/renderMarkdown.ts'

const root = process.cwd()
const HEADER = [
  '---',
  'title: Um post',
  'excerpt: Resumo do post.',
  'category: PABX',
  'author: Equipe Nuvox',
  'publishDate: 2025-01-10',
  'readTime: 3 min',
  'tags: [PABX]',
  '---',
  '',
].join('\n')
const EVERY_MARK = [
  '## Título',
  '',
  'Texto com <b>HTML</b>, um [link quebrado](/nao-existe), [outro](ftp://x.com) e ![foto](/a.png).',
  '',
  '| Plano | Preço |',
  '|---|---|',
  '| A | 1 |',
  '',
  '    indentado com <i>HTML</i>',
].join('\n')

const posts = fs.readdirSync(path.join(root, 'content/blog')).filter((name) => name.endsWith('.md'))
const place = (file: string, firstLine: number) => ({
  file,
  firstLine,
  sitePaths: new Set(['/', '/pabx']),
  siteUrl: 'https://www.nuvox.com.br',
})

describe("a post's body is read once, for its checks and its page", () => {
  it.each([
    ...posts.map((name) => [name, fs.readFileSync(path.join(root, 'content/blog', name), 'utf8')]),
    ['marcas.md', `${HEADER}${EVERY_MARK}`],
  ])('%s: the same HTML as renderMarkdown, the same errors as checkMarkdownBody', (name, source) => {
    const file = `content/blog/${name}`
    const { post, text } = validatePostFile(source, file, root)
    const read = post ?? text
    if (!read) throw new Error(`${name} não foi lido`)
    expect(checkMarkdownMarks(read.marks, place(file, read.bodyLine))).toEqual(
      checkMarkdownBody(read.body, place(file, read.bodyLine)),
    )
    if (post) expect(post.html).toBe(renderMarkdown(post.body))
  })

  it('finds every kind of mark, where the site would drop or break it', () => {
    const { post, text } = validatePostFile(`${HEADER}${EVERY_MARK}`, 'content/blog/marcas.md', root)
    expect((post ?? text)?.marks.map((mark) => [mark.type, mark.line, mark.column, mark.text])).toEqual([
      ['html', 3, 11, '<b>'],
      ['html', 3, 18, '</b>'],
      ['link', 3, 27, '/nao-existe'],
      ['link', 3, 57, 'ftp://x.com'],
      ['image', 3, 80, ''],
      ['table', 5, 1, ''],
      // The site's light markdown has no indented code: this HTML is dropped too.
      ['html', 9, 19, '<i>'],
      ['html', 9, 26, '</i>'],
    ])
  })
})
