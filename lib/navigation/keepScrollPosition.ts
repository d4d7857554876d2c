/**
 * Writes the current scroll position into the history entry being left, where Vike reads it back
 * on Back (`history.state.vike.scrollPosition`). Vike saves it 300 ms after a scroll (Safari limits
 * `replaceState` calls): a link followed sooner would leave an older position behind, and Back
 * would land there. Call it as a navigation by link starts, never on a back/forward one (the
 * entry is then already the one arrived at).
 */
export function keepScrollPosition(): void {
  const state = window.history.state as { vike?: Record<string, unknown> } | null
  // Only an entry Vike manages (not one a script pushed).
  if (!state?.vike) return
  window.history.replaceState({ ...state, vike: { ...state.vike, scrollPosition: { x: window.scrollX, y: window.scrollY } } }, '')
}
