/** Whether the visitor has asked the system for less motion: jumps instead of glides, no autoplay. */
export function prefersReducedMotion(): boolean {
  return window.matchMedia('(prefers-reduced-motion: reduce)').matches
}
