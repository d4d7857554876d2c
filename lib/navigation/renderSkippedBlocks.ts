/**
 * The sections and the footer skip their rendering at load (renderer/styles/base.css), so a phone lays out its
 * first screen only and hydrates sooner. Chromium leaves what it skips out of the accessibility tree too (no
 * heading below the first screen, an empty footer landmark): once the page is idle, they are rendered.
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
 * Renders the blocks still skipped, one a frame from the top down so no task lays out the whole page. They lie
 * below the screen, so their real heights replace the estimates unseen. After a navigation none is left
 * (keepLaidOutScrollPosition lays the page out).
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
