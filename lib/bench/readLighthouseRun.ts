import type { LighthouseFigures } from './budgets.ts'

/** The parts of a Lighthouse JSON report the budgets read. */
export interface LighthouseReport {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>
}

interface NetworkRequest {
  resourceType?: string
  transferSize?: number
}

/** One run's figures, with the JavaScript its load requested and the host speed it was simulated for. */
export interface LighthouseRun extends LighthouseFigures {
  requestedJs: number
  benchmarkIndex: number
  cpuSlowdown: number
}

/** What the CPU-time copy of a load needs besides its report: how the run was simulated, and what it removed. */
export interface RunConditions {
  benchmarkIndex: number
  cpuSlowdown: number
  /** Wall time of the load's main-thread tasks that was not CPU time (lib/bench/cpuTimeTrace.ts). */
  contentionMs: number
}

/** Why a report does not count (Lighthouse recorded a failure in it), or undefined when it does. */
export function reportFailure(report: LighthouseReport): string | undefined {
  if (report.runtimeError) return `Lighthouse não mediu (${report.runtimeError.code})`
  const unscored = Object.entries(report.categories).find(([, category]) => category.score === null)
  return unscored ? `Lighthouse não mediu (${unscored[0]} sem nota)` : undefined
}

/**
 * A run's figures from its report and, when its audit succeeded, from the report of its CPU-time
 * copy (without it, the budgets hold the run to its own figures).
 */
export function readLighthouseRun(
  report: LighthouseReport,
  cpuTimeReport: LighthouseReport | undefined,
  conditions: RunConditions,
): LighthouseRun {
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const requests = report.audits['network-requests']?.details?.items ?? []
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: auditValue(report, 'first-contentful-paint'),
    lcpMs: auditValue(report, 'largest-contentful-paint'),
    tbtMs: auditValue(report, 'total-blocking-time'),
    cls: auditValue(report, 'cumulative-layout-shift'),
    requestedJs: requests
      .filter((request) => request.resourceType === 'Script')
      .reduce((total, request) => total + (request.transferSize ?? 0), 0),
    benchmarkIndex: conditions.benchmarkIndex,
    cpuSlowdown: conditions.cpuSlowdown,
    ...(cpuTimeReport && {
      cpuTime: {
        performance: Math.round((cpuTimeReport.categories.performance?.score ?? 0) * 100),
        lcpMs: auditValue(cpuTimeReport, 'largest-contentful-paint'),
        tbtMs: auditValue(cpuTimeReport, 'total-blocking-time'),
        contentionMs: conditions.contentionMs,
      },
    }),
  }
}

/** An audit's measured value; a report without it cannot be checked. */
function auditValue(report: LighthouseReport, id: string): number {
  const value = report.audits[id]?.numericValue
  if (value === undefined) throw new Error(`O relatório do Lighthouse não tem o valor de ${id}`)
  return value
}
