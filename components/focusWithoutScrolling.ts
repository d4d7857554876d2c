/**
 * Moves the focus to the section an in-page link has just scrolled to, without scrolling again:
 * the next Tab continues from there (not from the link, far above), and a screen reader reads it.
 * A section is not focusable by itself: it becomes a focus target only (tabindex -1), never a Tab stop.
 */
export function focusWithoutScrolling(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1')
  element.focus({ preventScroll: true })
}

/** The element the address's #hash names, or null (no hash, or no such element). */
export function hashTarget(): HTMLElement | null {
  const id = decodeURIComponent(window.location.hash.slice(1))
  return id ? document.getElementById(id) : null
}
