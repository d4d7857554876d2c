import { describe, expect, it } from 'vitest'
import { textLines } from '../../../lib/lint/maxCommentLines.js'
import { sourceFiles } from './sourceFiles.ts'

describe('CSS comments', () => {
  // ESLint's comment rule does not read CSS.
  const files = sourceFiles(['components', 'pages', 'renderer'], /\.css$/)

  it('reads the stylesheets', () => {
    expect(files.map(([name]) => name)).toContain('renderer/styles/base.css')
  })

  it('say what a rule needs in three lines or fewer', () => {
    const long = files.flatMap(([name, text]) =>
      [...text.matchAll(/\/\*([\s\S]*?)\*\//g)]
        .filter((match) => textLines([{ value: match[1] ?? '' }]) > 3)
        .map((match) => `${name}:${text.slice(0, match.index).split('\n').length}`),
    )
    expect(long).toEqual([])
  })
})
