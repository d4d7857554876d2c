import type { LighthouseFigures } from '../../../lib/bench/budgets.ts'

/** A Lighthouse run within every target, for tests to change one figure of. */
export const PERFECT_LIGHTHOUSE: LighthouseFigures = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 1200,
  tbtMs: 20,
  cls: 0,
}
