import { describe, expect, it } from 'vitest'
import { sourceFiles } from './sourceFiles.ts'

// A Vike patch release may change any of these without a type error.
const PRIVATE_USES: [string, RegExp][] = [
  ["Vike's private globals", /\b_vike\b/],
  ["Vike's or vike-react's internal files", /['"](vike|vike-react)\/(dist|src|__internal)\b/],
  ['a replacement of the global fetch', /\b(window|globalThis|self)\.fetch\s*=[^=]/],
  ["Vike's part of the history entry", /\.vike\b|\[['"]vike['"]\]|\bvike\s*:/],
]

describe('the code uses Vike through its public API only', () => {
  const files = sourceFiles(['components', 'lib', 'pages', 'renderer', 'scripts'], /\.(ts|tsx|js|mjs)$/)

  it('reads the source tree', () => {
    expect(files.map(([name]) => name)).toContain('renderer/+onRenderClient.tsx')
  })

  it.each(PRIVATE_USES)('no file uses %s', (_what, pattern) => {
    expect(files.filter(([, text]) => pattern.test(text)).map(([name]) => name)).toEqual([])
  })
})
