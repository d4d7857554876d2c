/**
 * A section not rendered yet (renderer/styles/base.css) counts with an estimated height: whatever scrolls to a
 * position computed beforehand (an anchor, a restored position) first lays every section out with this attribute.
 * lib/build/client/hydrateAfterPaint.js, which is not bundled, sets it by its literal name.
 */
export const FULL_LAYOUT_ATTRIBUTE = 'data-layout'
export const FULL_LAYOUT_VALUE = 'full'

export function layOutEverySection(): void {
  document.documentElement.setAttribute(FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE)
}
