/**
 * The page sections and the footer skip their rendering at load (`content-visibility: auto` on
 * the attribute below, renderer/styles/base.css): a phone lays out its first screen only, and the
 * page hydrates sooner. But Chromium leaves what it skips out of the accessibility tree too: a
 * screen reader's list of headings had no section below the first screen, and the footer's
 * landmark was empty, until the visitor scrolled to them.
 *
 * So once the page is hydrated, the skipped blocks are rendered while the browser is idle, one a
 * frame from the top down, so no single task lays out the whole page: the marker attribute turns
 * the skipping off. Blocks not rendered yet lie below the screen (a block the visitor passed has
 * been rendered already), so their real height replaces their estimate where nobody sees it move.
 */

/** On a block that skips its rendering until it comes near the screen. */
export const DEFERRED_ATTRIBUTE = 'data-deferred-render'
/** Set here on such a block once it is rendered for good. */
export const RENDERED_ATTRIBUTE = 'data-rendered'

const PENDING = `[${DEFERRED_ATTRIBUTE}]:not([${RENDERED_ATTRIBUTE}])`

interface Scheduler {
  /** Resolves when the browser has time to spare (a new frame or input goes first). */
  idle: () => Promise<void>
  /** Resolves once the browser has rendered a frame with what was changed before. */
  frame: () => Promise<void>
}

const browserScheduler: Scheduler = {
  idle: () =>
    new Promise((resolve) => {
      // Safari has no requestIdleCallback: a short timer after the frame leaves input its turn.
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 1000 })
      else setTimeout(resolve, 50)
    }),
  frame: () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))),
}

/**
 * Renders, one by one from the top down, every block of the document that still skips its
 * rendering; resolves once none is left. Called once the page is hydrated. A client-side
 * navigation needs no call: it lays the page it leaves out in full (keepLaidOutScrollPosition in
 * lib/navigation/keepScrollPosition.ts), and the pages after it render in full too.
 */
export async function renderSkippedBlocks(
  root: ParentNode = document,
  scheduler: Scheduler = browserScheduler,
): Promise<void> {
  for (;;) {
    await scheduler.idle()
    const next = root.querySelector(PENDING)
    if (!next) return
    next.setAttribute(RENDERED_ATTRIBUTE, '')
    await scheduler.frame()
  }
}
