import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { ESLint } from 'eslint'
import * as prettier from 'prettier'
import { describe, expect, it } from 'vitest'
import { ROOT } from './sourceFiles.ts'

const TRACKED = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean)

/** Left as written: the editors' data and posts (all YAML and markdown), public files, generated types, test fixtures. */
const KEPT_AS_WRITTEN =
  /^(data|content|public|\.vscode|lib\/types\/generated|tests\/fixtures)\/|\.(md|ya?ml)$|^package-lock\.json$/

/** The ignore files `prettier --check .` reads, as the API needs them named. */
const IGNORE_PATH = ['.gitignore', '.prettierignore'].map((file) => path.join(ROOT, file))

const isIgnoredByPrettier = async (file: string) =>
  (await prettier.getFileInfo(path.join(ROOT, file), { ignorePath: IGNORE_PATH })).ignored

describe('the formatter check', () => {
  it('reads every tracked file the editors, the public folder and the generators do not own', async () => {
    const code = TRACKED.filter((file) => !KEPT_AS_WRITTEN.test(file))
    const skipped = []
    for (const file of code) if (await isIgnoredByPrettier(file)) skipped.push(file)
    expect(code.length).toBeGreaterThan(500)
    expect(skipped).toEqual([])
  })

  it.each(['data/pages.yaml', 'content/blog/portabilidade-numerica.md', 'public/robots.txt'])(
    'leaves %s as written',
    async (file) => {
      expect(await isIgnoredByPrettier(file)).toBe(true)
    },
  )
})

describe('the linter', () => {
  it('reads every tracked script but the generated types', async () => {
    const eslint = new ESLint({ cwd: ROOT })
    const scripts = TRACKED.filter(
      (file) => /\.(ts|tsx|js|mjs|cjs)$/.test(file) && !file.startsWith('lib/types/generated/'),
    )
    const skipped = []
    for (const file of scripts) if (await eslint.isPathIgnored(path.join(ROOT, file))) skipped.push(file)
    expect(scripts.length).toBeGreaterThan(400)
    expect(skipped).toEqual([])
  })
})
