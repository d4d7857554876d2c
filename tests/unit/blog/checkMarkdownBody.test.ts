import { describe, expect, it } from 'vitest'
import { checkMarkdownBody } from '../../../lib/blog/checkMarkdownBody.ts'

const check = (body: string) => checkMarkdownBody(body, { file: 'content/blog/x.md', firstLine: 10, sitePaths: new Set(['/']) })

describe('checkMarkdownBody: tables (the site shows them as text with pipes)', () => {
  it.each([
    ['with three dashes a column', '| Plano | Preço |\n|---|:---:|\n| Startup | R$ 1 |'],
    ['with one dash a column', '| Plano | Preço |\n|-|-|\n| Startup | R$ 1 |'],
    ['of one column', '| Só uma coluna |\n| --- |\n| x |'],
    ['without outer pipes', 'Plano | Preço\n--- | ---\nStartup | R$ 1'],
    ['inside a block quote', '> | A | B |\n> |---|---|\n> | 1 | 2 |'],
    ['inside a list item', '- item\n\n  | A | B |\n  |---|---|'],
  ])('points out a table %s, on its first line', (_, body) => {
    const errors = check(`Texto.\n\n${body}`)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(/^tabelas não aparecem no site/)
    // The body starts on line 10 of its file: 'Texto.', a blank line, then the snippet.
    expect(errors[0]?.line).toBe(12 + body.split('\n').findIndex((line) => line.includes('|')))
  })

  it.each([
    ['a sentence with a pipe and dashes', 'Uma linha com | uma barra e --- traços não é tabela.'],
    ['a pipe on one line, text on the next', 'Opções: a | b\ne mais - texto'],
    ['a heading underlined with dashes', 'Título\n---'],
    ['a divider', 'Texto.\n\n---\n\nMais texto.'],
  ])('leaves %s alone', (_, body) => {
    expect(check(body)).toEqual([])
  })
})
