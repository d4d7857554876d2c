import { FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE, layOutEverySection } from './layOutEverySection.ts'

/**
 * The site's own copy of the position, in the history entry being left. Vike saves its copy only 300 ms after a
 * scroll (vikejs/vike#3050), so a page left sooner would come back where it was before that scroll.
 */
const KEPT_POSITION = 'keptScrollPosition'

type EntryState = { [KEPT_POSITION]?: { x: number; y: number } } & Record<string, unknown>

/** Writes the position into the current history entry. Call it as a link or a jump leaves the entry, never on Back. */
export function keepScrollPosition(): void {
  const state = window.history.state as EntryState | null
  // An entry nobody has written yet (the router marks every entry it knows) is left to the browser.
  if (state === null) return
  window.history.replaceState({ ...state, [KEPT_POSITION]: { x: window.scrollX, y: window.scrollY } }, '')
}

/**
 * Back or Forward arrived at an entry left with a kept position: the page goes there, once the router has restored
 * its own copy. The copy is dropped, so a later return follows the router's saves of where the visitor scrolled.
 */
export function restoreKeptPosition(): void {
  const { [KEPT_POSITION]: kept, ...rest } = (window.history.state as EntryState | null) ?? {}
  if (!kept) return
  window.history.replaceState(rest, '')
  window.scrollTo({ left: kept.x, top: kept.y, behavior: 'instant' })
}

/**
 * Lays the page being left out in full, then saves its position: Back restores it with every section laid out (the
 * attribute stays for the rest of the visit), and a section jumped past (End key, scroll bar, far anchor) had only an
 * estimated height. One task, so nothing is painted between; once per visit, as the sections stay laid out.
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
