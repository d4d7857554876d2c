// The part of a page's <head> that describes the page itself, as a client-side navigation needs it:
// lib/build/attachNavigationHead.ts copies it from each prerendered page into its pageContext.json, which only such a
// navigation fetches, and renderer/+onRenderClient.tsx swaps it in. Title and description are written from the data.

/** Every element of the page's own head; the title and description tags are handled apart. */
export const NAVIGATION_HEAD_SELECTOR = [
  'link[rel="canonical"]',
  'link[rel="alternate"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]:not([property="og:title"]):not([property="og:description"])',
  'meta[property^="article:"]',
  'script[type="application/ld+json"]',
].join(', ')

/** One element: its tag, its attributes in order and, for the JSON-LD script, its text. */
export interface NavigationHeadElement {
  tag: 'link' | 'meta' | 'script'
  attributes: [name: string, value: string][]
  text?: string
}

/** Replaces the elements of `head` that match the selector with `elements`, where the first of them stood. */
export function applyNavigationHead(head: HTMLHeadElement, elements: readonly NavigationHeadElement[]): void {
  const current = [...head.querySelectorAll(NAVIGATION_HEAD_SELECTOR)]
  const anchor = current[0]?.previousSibling ?? null
  for (const element of current) element.remove()
  const document = head.ownerDocument
  const fragment = document.createDocumentFragment()
  for (const { tag, attributes, text } of elements) {
    const element = document.createElement(tag)
    for (const [name, value] of attributes) element.setAttribute(name, value)
    if (text !== undefined) element.textContent = text
    fragment.append(element)
  }
  head.insertBefore(fragment, anchor ? anchor.nextSibling : head.firstChild)
}
