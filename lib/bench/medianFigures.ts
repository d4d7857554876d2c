import type { LighthouseFigures, RouteFigures } from './budgets.ts'
import type { LighthouseRun } from './readLighthouseRun.ts'

type CpuTimeFigures = NonNullable<LighthouseFigures['cpuTime']>

/** The middle value; of an even count, the higher of the two middle ones. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted[Math.floor(sorted.length / 2)]
  if (middle === undefined) throw new Error('mediana de nenhum valor')
  return middle
}

/** A route's Lighthouse figures: the median of each over its runs, timings rounded to the ms. */
export function medianFigures(runs: readonly LighthouseRun[]): Pick<RouteFigures, 'lighthouse' | 'requestedJs'> {
  const pick = (key: Exclude<keyof LighthouseRun, 'cpuTime'>) => median(runs.map((run) => run[key]))
  // A run whose CPU-time audit failed has no say in these medians; the others still check the page.
  const cpuTimes = runs.flatMap((run) => (run.cpuTime ? [run.cpuTime] : []))
  const pickCpuTime = (key: keyof CpuTimeFigures) => Math.round(median(cpuTimes.map((cpuTime) => cpuTime[key])))
  return {
    requestedJs: pick('requestedJs'),
    lighthouse: {
      performance: pick('performance'),
      accessibility: pick('accessibility'),
      bestPractices: pick('bestPractices'),
      seo: pick('seo'),
      fcpMs: Math.round(pick('fcpMs')),
      lcpMs: Math.round(pick('lcpMs')),
      tbtMs: Math.round(pick('tbtMs')),
      cls: pick('cls'),
      benchmarkIndex: pick('benchmarkIndex'),
      cpuSlowdown: pick('cpuSlowdown'),
      ...(cpuTimes.length > 0 && {
        cpuTime: {
          performance: pickCpuTime('performance'),
          lcpMs: pickCpuTime('lcpMs'),
          tbtMs: pickCpuTime('tbtMs'),
          contentionMs: pickCpuTime('contentionMs'),
        },
      }),
    },
  }
}
