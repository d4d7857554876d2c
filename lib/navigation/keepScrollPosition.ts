import { FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE, layOutEverySection } from './layOutEverySection.ts'

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
  window.history.replaceState(
    { ...state, vike: { ...state.vike, scrollPosition: { x: window.scrollX, y: window.scrollY } } },
    '',
  )
}

/**
 * Back lays every section out before it restores the position (renderer/+onPageTransitionStart.ts),
 * but a section the visitor jumped past (the End key, the scroll bar, a far anchor) was never
 * rendered and counted with an estimated height: the same position would then show other
 * content. So the page being left is laid out in full first, the content in view kept where it
 * is on screen (the browsers without scroll anchoring are moved by hand), and the position saved
 * is the one Back will find. In one task: nothing is painted in between. Once per page: the
 * sections then stay laid out.
 */
export function keepLaidOutScrollPosition(): void {
  const root = document.documentElement
  if (root.getAttribute(FULL_LAYOUT_ATTRIBUTE) !== FULL_LAYOUT_VALUE) {
    // The page's own element under the top of the content area, below the fixed header (not a
    // fixed bar, a menu or a dialog over it: those do not move with the page).
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0
    const anchor = document
      .elementsFromPoint(window.innerWidth / 2, Math.min(header + 1, window.innerHeight - 1))
      .find((element) => element.closest('main, footer') && !element.closest('dialog, [popover]'))
    const before = anchor?.getBoundingClientRect().top
    layOutEverySection()
    const after = anchor?.getBoundingClientRect().top
    if (before !== undefined && after !== undefined && after !== before)
      window.scrollBy({ top: after - before, behavior: 'instant' })
  }
  keepScrollPosition()
}
