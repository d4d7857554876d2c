import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Step {
  uses?: string
  run?: string
  with?: Record<string, unknown>
}
const workflow = parse(fs.readFileSync('.github/workflows/ci.yml', 'utf8')) as {
  on: Record<string, unknown>
  jobs: Record<string, { steps: Step[] }>
}
const runs = (job: string) => (workflow.jobs[job]?.steps ?? []).flatMap((step) => (step.run ? [step.run] : []))

describe('the GitHub workflow', () => {
  it('runs on every pull request and on pushes', () => {
    expect(Object.keys(workflow.on).sort()).toEqual(['pull_request', 'push'])
  })

  it('validates the content before building it, with the whole history (the pages are dated by it)', () => {
    expect(runs('conteudo')).toEqual(['npm ci --no-audit --no-fund', 'npm run validate', 'npm run build'])
    for (const job of Object.values(workflow.jobs))
      expect(job.steps.find((step) => step.uses?.startsWith('actions/checkout@'))?.with).toMatchObject({
        'fetch-depth': 0,
      })
  })

  it("runs the README's test command, as the project's CI does", () => {
    expect(runs('testes')).toContain('bash .ci/run')
    expect(fs.readFileSync('.ci/run', 'utf8')).toMatch(/^npm test$/m)
    expect(fs.readFileSync('README.md', 'utf8')).toContain('npm ci && npm test')
  })
})
