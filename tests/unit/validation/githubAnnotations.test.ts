import { execFileSync } from 'node:child_process'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createTempProject } from '../helpers/tempProject.ts'

// `npm run validate` on a copy with one broken value, as an editor's pull request would bring it.
const temp = createTempProject()
afterAll(() => temp.cleanup())
temp.edit('data/plans.yaml', '    popular: false\n', '    popular: sim, 100%\n')
const line = temp.lineOf('data/plans.yaml', 'popular: sim')

function validate(env: NodeJS.ProcessEnv): { stdout: string; stderr: string } {
  try {
    execFileSync(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/validate-data.ts')], {
      cwd: temp.root,
      env: { ...process.env, GITHUB_ACTIONS: '', ...env },
      encoding: 'utf8',
      stdio: 'pipe',
    })
  } catch (error) {
    const { stdout, stderr } = error as { stdout: string; stderr: string }
    return { stdout, stderr }
  }
  throw new Error('a validação deveria ter falhado')
}

describe('npm run validate under GitHub Actions', () => {
  const annotated = validate({ GITHUB_ACTIONS: 'true' })
  const plain = validate({})

  it('puts each message on its line of the file, the field as its title, escaped for the workflow command', () => {
    expect(annotated.stdout.trim().split('\n')).toEqual([
      `::error title=planos[0].popular,file=data/plans.yaml,line=${line},col=14::deve ser true ou false (encontrado o texto 'sim, 100%25')`,
    ])
  })

  it('prints elsewhere exactly what it prints anywhere else', () => {
    expect(annotated.stderr).toBe(plain.stderr)
    expect(plain.stderr).toContain(`data/plans.yaml:${line}:14  planos[0].popular  deve ser true ou false`)
    expect(plain.stdout).toBe('')
  })
})
