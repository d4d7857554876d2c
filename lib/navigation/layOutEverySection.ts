/**
 * Page sections skip their rendering until they come near the screen (`content-visibility: auto`
 * on [data-deferred-render], renderer/styles/base.css): a phone lays out only the first screen
 * when the page loads. A section that has not rendered yet counts with an estimated height, so
 * anything that scrolls to a position computed beforehand (an anchor, a restored scroll position)
 * first lays every section out with this attribute. lib/build/client/hydrateAfterPaint.js sets
 * the same attribute (it is not bundled, so it cannot import this).
 */
export const FULL_LAYOUT_ATTRIBUTE = 'data-layout'
export const FULL_LAYOUT_VALUE = 'full'

export function layOutEverySection(): void {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE)
}
