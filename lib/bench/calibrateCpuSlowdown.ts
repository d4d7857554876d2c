// Lighthouse simulates a phone by multiplying the main-thread tasks of an unthrottled load by a
// CPU slowdown: 4× in its mobile profile. That figure is relative to the host. Lighthouse's
// throttling guide (docs/throttling.md, "Calibrating the CPU slowdown") chose 4× so that a
// high-end desktop (benchmarkIndex 1500–2000) lands in the mid-tier phone bracket, and asks a
// host outside that range to calibrate. This 2-core machine has measured anywhere from 1075 to
// 2900 on different days:
// - with the fixed 4×, a fast day simulated a phone nearly twice as fast as a slow day;
// - / scored TBT 0–40 ms at ~2700 and 650–790 ms at ~1500–1900 with the same build.
// Scaling the slowdown with the host's own index keeps the simulated phone the same on every host.

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
