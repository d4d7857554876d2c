import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { BASELINE_TEMPLATE_DIR, baselineFilePath, writeBaselineSite } from '../../../lib/bench/baselineSite.ts'
import { comparePerExtraPost, costPerExtraPost, type BuildCost } from '../../../lib/bench/costPerExtraPost.ts'

const build = (posts: number, wallMs: number, cpuMs = wallMs): BuildCost => ({ posts, wallMs, cpuMs })

describe('costPerExtraPost', () => {
  it.each([
    [
      'Δ time / Δ posts between two runs',
      [build(107, 10_000, 14_000), build(407, 40_000, 50_000)],
      { fromPosts: 107, toPosts: 407, wallMs: 100, cpuMs: 120 },
    ],
    [
      'the smallest and the largest run, in any order',
      [build(4007, 244_000, 287_000), build(107, 10_000, 14_000), build(1007, 60_000, 70_000)],
      { fromPosts: 107, toPosts: 4007, wallMs: 60, cpuMs: 70 },
    ],
    ['nothing from a single run', [build(107, 10_000, 14_000)], undefined],
    ['nothing from runs of one count', [build(107, 10_000), build(107, 11_000)], undefined],
    ['nothing from no run', [], undefined],
  ] as [string, BuildCost[], ReturnType<typeof costPerExtraPost>][])('%s', (_, runs, expected) => {
    expect(costPerExtraPost(runs)).toEqual(expected)
  })
})

describe('comparePerExtraPost', () => {
  it.each([
    [
      'real over baseline, on wall and on CPU time',
      [build(100, 10_000, 12_000), build(400, 40_000, 48_000)],
      [build(100, 2000, 3000), build(400, 8000, 12_000)],
      5,
      4,
      false,
    ],
    [
      'within the budget',
      [build(100, 10_000, 12_000), build(400, 16_000, 18_000)],
      [build(100, 2000, 3000), build(400, 5000, 6000)],
      2,
      2,
      true,
    ],
    [
      'within the budget in wall time, whatever the CPU ratio (the real build uses every core)',
      [build(1000, 16_000, 30_000), build(4000, 34_000, 78_000)],
      [build(1000, 4000, 5000), build(4000, 11_500, 18_000)],
      2.4,
      48_000 / 13_000,
      true,
    ],
    [
      'no ratio when the baseline did not grow',
      [build(100, 10_000, 12_000), build(400, 16_000, 18_000)],
      [build(100, 5000, 3000), build(400, 4000, 3000)],
      undefined,
      undefined,
      undefined,
    ],
  ] as [string, BuildCost[], BuildCost[], number | undefined, number | undefined, boolean | undefined][])(
    '%s',
    (_, real, baseline, wallRatio, cpuRatio, meetsBudget) => {
      expect(comparePerExtraPost(real, baseline)).toMatchObject({ wallRatio, cpuRatio, meetsBudget })
    },
  )

  it('needs two counts', () => {
    expect(comparePerExtraPost([build(100, 10_000)], [build(100, 2000)])).toBeUndefined()
  })
})

describe('the baseline site', () => {
  it.each([
    ['pages/index/_Page.tsx', 'pages/index/+Page.tsx'],
    ['pages/blog/@id/_onBeforePrerenderStart.ts', 'pages/blog/@id/+onBeforePrerenderStart.ts'],
    ['readPosts.ts', 'readPosts.ts'],
  ])('writes %s as %s', (template, written) => {
    expect(baselineFilePath(template)).toBe(written)
  })

  // Vike takes a `+` file anywhere under the project root as part of the real site.
  it('has no `+` file in the repository, and Vike’s `+` files once written', () => {
    const names = (dir: string) =>
      fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) => path.basename(file))
    expect(names(BASELINE_TEMPLATE_DIR).filter((name) => name.startsWith('+'))).toEqual([])
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-baseline-'))
    try {
      writeBaselineSite(site)
      expect(
        names(site)
          .filter((name) => name.startsWith('+'))
          .sort(),
      ).toEqual([
        '+Layout.tsx',
        '+Page.tsx',
        '+Page.tsx',
        '+config.ts',
        '+data.ts',
        '+onBeforePrerenderStart.ts',
        '+title.ts',
      ])
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })
})
