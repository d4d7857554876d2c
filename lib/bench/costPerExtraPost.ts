/**
 * The project's budget: the real build's cost per extra post at most this many times the baseline's, in wall time.
 * Not in CPU time: the real prerender spreads over every core, the baseline's build mostly runs on one.
 */
export const REAL_OVER_BASELINE_BUDGET = 2.5

/** One build of the benchmark: how many posts it built and what it cost in all. */
export interface BuildCost {
  posts: number
  wallMs: number
  cpuMs: number
}

/** What each post beyond the smallest run cost a build, up to the largest run. */
export interface CostPerExtraPost {
  fromPosts: number
  toPosts: number
  wallMs: number
  cpuMs: number
}

export interface PerExtraPostComparison {
  real: CostPerExtraPost
  baseline: CostPerExtraPost
  /** Real over baseline; undefined when the baseline's cost did not grow (noise on small counts). */
  wallRatio: number | undefined
  cpuRatio: number | undefined
  /** The wall-time ratio within the budget; undefined without a ratio. */
  meetsBudget: boolean | undefined
}

/** Δ cost / Δ posts between the runs with the fewest and the most posts; undefined without two counts. */
export function costPerExtraPost(runs: readonly BuildCost[]): CostPerExtraPost | undefined {
  const sorted = [...runs].sort((a, b) => a.posts - b.posts)
  const first = sorted[0]
  const last = sorted.at(-1)
  if (!first || !last || last.posts === first.posts) return undefined
  const extra = last.posts - first.posts
  const perPost = (key: 'wallMs' | 'cpuMs') => (last[key] - first[key]) / extra
  return { fromPosts: first.posts, toPosts: last.posts, wallMs: perPost('wallMs'), cpuMs: perPost('cpuMs') }
}

function ratio(real: number, baseline: number): number | undefined {
  return baseline <= 0 ? undefined : real / baseline
}

/** The real build's and the baseline's cost per extra post, measured on the same runs, and their ratio. */
export function comparePerExtraPost(
  real: readonly BuildCost[],
  baseline: readonly BuildCost[],
): PerExtraPostComparison | undefined {
  const realCost = costPerExtraPost(real)
  const baselineCost = costPerExtraPost(baseline)
  if (!realCost || !baselineCost) return undefined
  const wallRatio = ratio(realCost.wallMs, baselineCost.wallMs)
  return {
    real: realCost,
    baseline: baselineCost,
    wallRatio,
    cpuRatio: ratio(realCost.cpuMs, baselineCost.cpuMs),
    meetsBudget: wallRatio === undefined ? undefined : wallRatio <= REAL_OVER_BASELINE_BUDGET,
  }
}
