import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ROOT, sourceFiles } from './sourceFiles.ts'

const COMMENT = /\/\/[^\n]*|\/\*[\s\S]*?\*\//g
const REPOSITORY_PATH =
  /(?<![\w./-])(?:lib|components|pages|renderer|scripts|docs|schemas|data|tests|deploy)\/[\w./@+-]*\.(?:tsx?|jsx?|css|md|ya?ml|json|sh|conf)\b/g

describe('comments', () => {
  const files = sourceFiles(['lib', 'components', 'pages', 'renderer', 'scripts', 'tests'], /\.(tsx?|jsx?|css)$/)

  it('read the source and the tests', () => {
    expect(files.map(([name]) => name)).toContain('renderer/+onRenderClient.tsx')
  })

  // A comment is read as the truth about the code: a file it names that is gone sends the reader nowhere.
  it('name only files the repository holds', () => {
    const missing = files.flatMap(([name, text]) =>
      [...text.matchAll(COMMENT)].flatMap((comment) =>
        [...comment[0].matchAll(REPOSITORY_PATH)]
          .map((match) => match[0])
          .filter((file) => !fs.existsSync(path.join(ROOT, file)))
          .map((file) => `${name}:${text.slice(0, comment.index).split('\n').length} ${file}`),
      ),
    )
    expect(missing).toEqual([])
  })
})
