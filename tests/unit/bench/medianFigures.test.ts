import { describe, expect, it } from 'vitest'
import { median, medianFigures } from '../../../lib/bench/medianFigures.ts'
import type { LighthouseRun } from '../../../lib/bench/readLighthouseRun.ts'
import { PERFECT_LIGHTHOUSE } from './lighthouseFixture.ts'

const run = (figures: Partial<LighthouseRun>): LighthouseRun => ({
  ...PERFECT_LIGHTHOUSE,
  requestedJs: 90_000,
  benchmarkIndex: 1750,
  cpuSlowdown: 4,
  ...figures,
})
const cpuTime = (tbtMs: number) => ({ performance: 100, lcpMs: 1100.4, tbtMs, contentionMs: 250.6 })

describe('median', () => {
  it.each([
    [[7], 7],
    [[300, 20, 41], 41],
    // Of two runs, the worse: a limit is not met by the better half of the runs.
    [[20, 300], 300],
    [[5, 1, 4, 2, 3], 3],
  ])('of %j is %d', (values, expected) => {
    expect(median(values)).toBe(expected)
  })

  it('stops on no value rather than invent one', () => {
    expect(() => median([])).toThrow('mediana de nenhum valor')
  })
})

describe('medianFigures', () => {
  it('takes each figure’s own median over the runs, timings to the ms', () => {
    const runs = [
      run({ tbtMs: 400.4, lcpMs: 1300.6, performance: 90, requestedJs: 91_000 }),
      run({ tbtMs: 20.2, lcpMs: 1500.2, performance: 100, requestedJs: 90_000 }),
      run({ tbtMs: 80.7, lcpMs: 1200.1, performance: 97, requestedJs: 92_000 }),
    ]
    const figures = medianFigures(runs)
    expect(figures).toMatchObject({ requestedJs: 91_000, lighthouse: { tbtMs: 81, lcpMs: 1301, performance: 97 } })
    expect(figures.lighthouse).not.toHaveProperty('cpuTime')
  })

  it('takes the CPU-time figures from the runs that have them', () => {
    const { lighthouse } = medianFigures([run({ cpuTime: cpuTime(30) }), run({}), run({ cpuTime: cpuTime(90) })])
    expect(lighthouse?.cpuTime).toEqual({ performance: 100, lcpMs: 1100, tbtMs: 90, contentionMs: 251 })
  })

  it('keeps the host’s speed and the CPU slowdown it called for', () => {
    const { lighthouse } = medianFigures([
      run({ benchmarkIndex: 1500, cpuSlowdown: 3.43 }),
      run({ benchmarkIndex: 2900, cpuSlowdown: 6.63 }),
      run({ benchmarkIndex: 1750, cpuSlowdown: 4 }),
    ])
    expect(lighthouse).toMatchObject({ benchmarkIndex: 1750, cpuSlowdown: 4 })
  })
})
