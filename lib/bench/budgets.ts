// The quality budgets, in one place. `npm run bench` reports every figure against its target;
// with --check (run by the test command) it fails when a figure breaks its enforced limit.

export const BUDGETS = {
  /** Initial JavaScript of any route, gzip. */
  initialJsGzipBytes: 120 * 1024,
  /** HTML plus the stylesheet the first paint of / needs, gzip: the first screen from the first round trips. */
  firstPaintGzipBytes: 30 * 1024,
  /** A post's rendered body reaches the browser once: in the HTML, not again as hydration data. */
  postBodyCopies: 1,
  /** A post's HTML, gzip, against its rendered body alone, gzip. */
  postHtmlOverBody: 1.3,
  lighthouse: { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1500, tbtMs: 50, cls: 0 },
  /** Peak memory of the build with 4,000 synthetic posts. */
  blogPeakMiB: 700,
} as const

/**
 * Where a budget is not met yet, the check holds the line above today's figures (a ratchet: a
 * regression still fails) and the report shows the gap to the target. Lower these as figures improve.
 */
export const ENFORCED_LIMITS = {
  /** A post's ratio depends on its length, the writers' choice: the code answers for the page around the body. */
  postAroundBodyGzipBytes: 7.5 * 1024,
  /**
   * Checked on the simulation fed each task's CPU time, which this 2-core host's load does not move;
   * a small tolerance over the targets for one run's noise (docs/decisions/lighthouse-limits.md).
   */
  lighthousePerformance: 98,
  lcpMs: 1600,
  tbtMs: 100,
} as const

export interface LighthouseFigures {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  /** Lighthouse's measure of the host CPU's speed during the run (median of the runs). */
  benchmarkIndex?: number
  /** The CPU slowdown the run simulated the phone with, calibrated to `benchmarkIndex`. */
  cpuSlowdown?: number
  /**
   * The same simulation fed each main-thread task's CPU time instead of its wall time (lib/bench/cpuTimeTrace.ts), so
   * the page's own cost shows apart from the machine's contention; ENFORCED_LIMITS checks performance, LCP and TBT on
   * it. `contentionMs`: the wall time of the load's main-thread tasks that was not CPU time.
   */
  cpuTime?: { performance: number; lcpMs: number; tbtMs: number; contentionMs: number }
}

export interface RouteFigures {
  route: string
  jsGzip: number
  cssGzip: number
  htmlGzip: number
  /** Posts only. `aroundGzip`: the page's gzip bytes beyond its body's own. */
  post?: { bodyGzip: number; ratio: number; bodyCopies: number; aroundGzip: number }
  lighthouse?: LighthouseFigures
  /** JavaScript the page actually requested while Lighthouse loaded it (transfer bytes, no scrolling). */
  requestedJs?: number
}

export interface BudgetResult {
  /** Where the figure comes from: the built files, a Lighthouse run, or the big-blog build. */
  source: 'bytes' | 'lighthouse' | 'build'
  budget: string
  scope: string
  target: string
  measured: string
  /** Meets the issue's target. */
  met: boolean
  /** Within the limit the check enforces (the target itself unless ENFORCED_LIMITS says otherwise). */
  enforced: string
  ok: boolean
  /** Distance to the target when it is not met. */
  gap?: string
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const ms = (value: number) => `${Math.round(value)} ms`
const times = (value: number) => `${value.toFixed(2)}×`
const CPU_TIME = 'só com o tempo de CPU'
const withChecked = (measured: string, checked: number | undefined, format: (n: number) => string) =>
  checked === undefined ? measured : `${measured} (${CPU_TIME}: ${format(checked)})`

/** Every budget against the measured figures. */
export function evaluateBudgets(rows: readonly RouteFigures[], blogPeakMiB?: number): BudgetResult[] {
  const results: BudgetResult[] = []
  let source: BudgetResult['source'] = 'bytes'
  /**
   * `checked`: the figure the enforced limit applies to when it is not the measured one (the
   * CPU-time simulation's, for Lighthouse's timings); the report shows both.
   */
  const atMost = (
    budget: string,
    scope: string,
    measured: number,
    target: number,
    format: (n: number) => string,
    limit = target,
    checked?: number,
  ) =>
    results.push({
      source,
      budget,
      scope,
      target: `≤ ${format(target)}`,
      measured: withChecked(format(measured), checked, format),
      met: measured <= target,
      enforced: `≤ ${format(limit)}${checked === undefined ? '' : ` ${CPU_TIME}`}`,
      ok: (checked ?? measured) <= limit,
      ...(measured > target ? { gap: `+${format(measured - target)}` } : {}),
    })
  const atLeast = (budget: string, scope: string, measured: number, target: number, limit = target, checked?: number) =>
    results.push({
      source,
      budget,
      scope,
      target: `≥ ${target}`,
      measured: withChecked(String(measured), checked, String),
      met: measured >= target,
      enforced: `≥ ${limit}${checked === undefined ? '' : ` ${CPU_TIME}`}`,
      ok: (checked ?? measured) >= limit,
      ...(measured < target ? { gap: `−${target - measured}` } : {}),
    })
  const L = BUDGETS.lighthouse
  for (const row of rows) {
    source = 'bytes'
    atMost('JavaScript inicial (gzip)', row.route, row.jsGzip, BUDGETS.initialJsGzipBytes, kb)
    if (row.route === '/')
      atMost(
        'HTML + CSS da primeira pintura (gzip)',
        row.route,
        row.htmlGzip + row.cssGzip,
        BUDGETS.firstPaintGzipBytes,
        kb,
      )
    if (row.post) {
      atMost('cópias do corpo do post na página', row.route, row.post.bodyCopies, BUDGETS.postBodyCopies, String)
      const ratioMet = row.post.ratio <= BUDGETS.postHtmlOverBody
      const aroundOk = row.post.aroundGzip <= ENFORCED_LIMITS.postAroundBodyGzipBytes
      results.push({
        source,
        budget: 'HTML gz ÷ corpo gz do post',
        scope: row.route,
        target: `≤ ${times(BUDGETS.postHtmlOverBody)}`,
        measured: `${times(row.post.ratio)} (em volta do corpo: ${kb(row.post.aroundGzip)})`,
        met: ratioMet,
        enforced: `em volta do corpo ≤ ${kb(ENFORCED_LIMITS.postAroundBodyGzipBytes)}`,
        ok: aroundOk,
        ...(ratioMet ? {} : { gap: `+${times(row.post.ratio - BUDGETS.postHtmlOverBody)}` }),
      })
    }
    const lh = row.lighthouse
    if (!lh) continue
    source = 'lighthouse'
    // The built files say what the HTML announces; the requests say what the load really fetched
    // (a lazy block that loads without a scroll, the map or the bot check, shows up here).
    if (row.requestedJs !== undefined)
      atMost('JavaScript pedido no carregamento', row.route, row.requestedJs, BUDGETS.initialJsGzipBytes, kb)
    // Without its CPU-time copy (an audit that failed), a run is held to the limits by its own figures.
    atLeast(
      'Lighthouse desempenho',
      row.route,
      lh.performance,
      L.performance,
      ENFORCED_LIMITS.lighthousePerformance,
      lh.cpuTime?.performance,
    )
    atLeast('Lighthouse acessibilidade', row.route, lh.accessibility, L.accessibility)
    atLeast('Lighthouse boas práticas', row.route, lh.bestPractices, L.bestPractices)
    atLeast('Lighthouse SEO', row.route, lh.seo, L.seo)
    atMost('LCP (móvel simulado)', row.route, lh.lcpMs, L.lcpMs, ms, ENFORCED_LIMITS.lcpMs, lh.cpuTime?.lcpMs)
    atMost('TBT (móvel simulado)', row.route, lh.tbtMs, L.tbtMs, ms, ENFORCED_LIMITS.tbtMs, lh.cpuTime?.tbtMs)
    atMost('CLS', row.route, lh.cls, L.cls, (n) => n.toFixed(3))
  }
  source = 'build'
  if (blogPeakMiB !== undefined)
    atMost(
      'pico de memória do build com 4.000 posts',
      'build',
      blogPeakMiB,
      BUDGETS.blogPeakMiB,
      (n) => `${Math.round(n)} MiB`,
    )
  return results
}

/** Whether a route's Lighthouse figures break an enforced limit: --check confirms such a run before it fails. */
export function breaksLighthouseLimit(row: RouteFigures): boolean {
  return evaluateBudgets([row]).some((budget) => !budget.ok && budget.source === 'lighthouse')
}
