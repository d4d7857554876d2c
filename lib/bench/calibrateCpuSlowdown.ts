// Lighthouse's mobile profile slows the CPU 4× for a host at benchmarkIndex 1500–2000 and asks any other host to
// calibrate (github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md). Scaling the slowdown with the host's
// own index simulates the same phone on every host (docs/decisions/lighthouse-cpu-slowdown.md).

/** The phone the mobile profile means: the middle of the high-end desktop range, slowed 4×. */
export const MID_TIER_PHONE_BENCHMARK_INDEX = 1750 / 4

/** Lighthouse's mobile default, used when the host's speed is unknown. */
export const DEFAULT_CPU_SLOWDOWN = 4

/**
 * The CPU slowdown that makes a host of this benchmarkIndex run like the mid-tier phone,
 * rounded to two decimals. A host slower than the phone is not sped up (1×).
 */
export function calibrateCpuSlowdown(benchmarkIndex: number | undefined): number {
  if (!benchmarkIndex || !Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) return DEFAULT_CPU_SLOWDOWN
  return Math.max(1, Math.round((benchmarkIndex / MID_TIER_PHONE_BENCHMARK_INDEX) * 100) / 100)
}
