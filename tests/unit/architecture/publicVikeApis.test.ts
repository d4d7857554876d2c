import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const ROOT = path.join(import.meta.dirname, '..', '..', '..')
const SOURCE_DIRS = ['components', 'lib', 'pages', 'renderer', 'scripts']

/** Every source file of the site, its build and its tools, with its text. */
function sources(): [string, string][] {
  return SOURCE_DIRS.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))
      .map((file): [string, string] => {
        const name = path.posix.join(dir, file.split(path.sep).join('/'))
        return [name, fs.readFileSync(path.join(ROOT, name), 'utf8')]
      }),
  )
}

// A Vike patch release may change any of these without a type error.
const PRIVATE_USES: [string, RegExp][] = [
  ["Vike's private globals", /\b_vike\b/],
  ["Vike's or vike-react's internal files", /['"](vike|vike-react)\/(dist|src|__internal)\b/],
  ['a replacement of the global fetch', /\b(window|globalThis|self)\.fetch\s*=[^=]/],
  ["Vike's part of the history entry", /\.vike\b|\[['"]vike['"]\]|\bvike\s*:/],
]

describe('the code uses Vike through its public API only', () => {
  const files = sources()

  it('reads the source tree', () => {
    expect(files.map(([name]) => name)).toContain('renderer/+onRenderClient.tsx')
  })

  it.each(PRIVATE_USES)('no file uses %s', (_what, pattern) => {
    expect(files.filter(([, text]) => pattern.test(text)).map(([name]) => name)).toEqual([])
  })
})
