import { parse } from 'node-html-parser'
import { NAVIGATION_HEAD_SELECTOR, type NavigationHeadElement } from '../seo/navigationHead.ts'

/** The elements of the page's own head (lib/seo/navigationHead.ts), read from its prerendered HTML. */
export function readNavigationHead(html: string): NavigationHeadElement[] {
  // Only the head is parsed: the rest of a page is most of its bytes and holds none of these.
  const headEnd = html.indexOf('</head>')
  const head = parse(headEnd === -1 ? html : `${html.slice(0, headEnd)}</head></html>`).querySelector('head')
  if (!head) return []
  return head.querySelectorAll(NAVIGATION_HEAD_SELECTOR).map((element) => {
    const tag = element.tagName.toLowerCase() as NavigationHeadElement['tag']
    const attributes = Object.entries(element.attributes)
    return tag === 'script' ? { tag, attributes, text: element.textContent } : { tag, attributes }
  })
}

/** Vike reads the file with @brillout/json-serializer, which takes a string starting with '!' for a coded value ('!undefined', '!Date:...') and drops one leading '!' from the rest. */
function escapeForVike(value: string): string {
  return value.startsWith('!') ? `!${value}` : value
}

/**
 * A page's pageContext.json with the page's own head copied in from its HTML (as `navigationHead`).
 * Only a client-side navigation fetches that file, so the head rides there without weighing on
 * the page's first load, whose HTML already carries it.
 */
export function withNavigationHead(pageContextJson: string, html: string): string {
  const pageContext = JSON.parse(pageContextJson) as Record<string, unknown>
  pageContext.navigationHead = readNavigationHead(html).map(({ tag, attributes, text }) => ({
    tag,
    attributes: attributes.map(([name, value]) => [name, escapeForVike(value)]),
    ...(text === undefined ? {} : { text: escapeForVike(text) }),
  }))
  return JSON.stringify(pageContext)
}
