import fs from 'node:fs'
import { parse } from 'node-html-parser'
import { NAVIGATION_HEAD_SELECTOR, type NavigationHeadElement } from '../seo/navigationHead.ts'
import { listFiles } from './listFiles.ts'

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
 * Copies each page's own head from its HTML into its pageContext.json (as `navigationHead`).
 * Only a client-side navigation fetches that file, so the head rides there without weighing on
 * the page's first load, whose HTML already carries it. Returns how many files it updated.
 */
export function attachNavigationHead(clientDir: string): number {
  let updated = 0
  for (const jsonFile of listFiles(clientDir, /\.pageContext\.json$/)) {
    const htmlFile = jsonFile.replace(/\.pageContext\.json$/, '.html')
    if (!fs.existsSync(htmlFile)) continue
    const pageContext = JSON.parse(fs.readFileSync(jsonFile, 'utf8')) as Record<string, unknown>
    pageContext.navigationHead = readNavigationHead(fs.readFileSync(htmlFile, 'utf8')).map(({ tag, attributes, text }) => ({
      tag,
      attributes: attributes.map(([name, value]) => [name, escapeForVike(value)]),
      ...(text === undefined ? {} : { text: escapeForVike(text) }),
    }))
    fs.writeFileSync(jsonFile, JSON.stringify(pageContext))
    updated++
  }
  return updated
}
