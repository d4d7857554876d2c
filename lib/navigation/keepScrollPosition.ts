import { FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE, layOutEverySection } from './layOutEverySection.ts'

/**
 * Writes the scroll position into the history entry being left, where Vike reads it on Back: Vike saves it only
 * 300 ms after a scroll (Safari limits `replaceState`), so a link followed sooner would leave an older one. Call it
 * as a navigation by link starts, never on back/forward (the entry is then already the one arrived at).
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
 * Lays the page being left out in full, then saves its position: Back lays every section out before restoring it
 * (renderer/+onPageTransitionStart.ts), and a section jumped past (End key, scroll bar, far anchor) had only an
 * estimated height. One task, so nothing is painted between; once per page, as the sections stay laid out.
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
    // The content in view stays where it was on screen (by hand for browsers without scroll anchoring).
    if (before !== undefined && after !== undefined && after !== before)
      window.scrollBy({ top: after - before, behavior: 'instant' })
  }
  keepScrollPosition()
}
