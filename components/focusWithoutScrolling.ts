/**
 * Moves the focus to the section an in-page link has just scrolled to, without scrolling again:
 * the next Tab continues from there (not from the link, far above), and a screen reader reads it.
 * A section is not focusable by itself: it becomes a focus target only (tabindex -1), never a Tab stop.
 */
export function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}
