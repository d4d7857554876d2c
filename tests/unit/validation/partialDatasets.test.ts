import { afterEach, describe, expect, it } from 'vitest'
import { formatDataError } from '../../../lib/validation/types.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const projects: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (projects.length > 0) projects.pop()?.cleanup()
})

describe('the checks re-run over a file that failed its schema', () => {
  // They re-run every rule beside that file: what they find again in the valid files was listed twice.
  it('list an error of a valid file once', () => {
    const temp = createTempProject()
    projects.push(temp)
    temp.edit('data/plans.yaml', '    popular: false\n', '    popular: sim\n')
    temp.edit('data/cities.yaml', '  - manaus-am\n', '  - manaus\n')
    expect(
      validateProject(temp.root)
        .errors.map(formatDataError)
        .map((line) => line.slice(0, line.indexOf('  ', line.indexOf('  ') + 2))),
    ).toEqual(['data/cities.yaml:12:5  destaques[9]', 'data/plans.yaml:7:14  planos[0].popular'])
  })
})
