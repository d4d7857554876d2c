import { gzipSync } from 'node:zlib'

export interface PageWeight {
  htmlBytes: number
  htmlGzipBytes: number
  bodyBytes: number
  bodyGzipBytes: number
  /** Whole page over the post body alone, both gzipped: 1 would be a page that is only its body. */
  gzipRatio: number
  /** How many times `marker` (a text only the body contains) occurs in the page. */
  bodyCopies: number
}

function count(text: string, needle: string): number {
  let found = 0
  for (let index = text.indexOf(needle); index !== -1; index = text.indexOf(needle, index + needle.length)) found++
  return found
}

/**
 * Bytes a visitor downloads for a post page compared with the post's own rendered body (gzip -9, as
 * every budget measures).
 */
export function measurePageWeight(html: string, bodyHtml: string, marker: string): PageWeight {
  const htmlGzipBytes = gzipSync(html, { level: 9 }).length
  const bodyGzipBytes = gzipSync(bodyHtml, { level: 9 }).length
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes,
    bodyBytes: Buffer.byteLength(bodyHtml),
    bodyGzipBytes,
    gzipRatio: htmlGzipBytes / bodyGzipBytes,
    bodyCopies: count(html, marker),
  }
}

/** A run of the body's text that reads the same in HTML and in JSON (letters, digits and spaces only). */
export function bodyMarker(bodyHtml: string): string {
  const text = bodyHtml.replace(/<[^>]+>/g, ' ')
  return (/[\p{L}\p{N} ]{40,}/u.exec(text)?.[0] ?? '').trim().slice(0, 40)
}

/**
 * A built post page against its rendered body, and how many copies of the body it ships: in the
 * HTML (the rendered one, plus any hydration data) and in its pageContext.json.
 */
export function measurePostWeight(html: string, bodyHtml: string, pageContextJson: string): PageWeight {
  const marker = bodyMarker(bodyHtml)
  const weight = measurePageWeight(html, bodyHtml, marker)
  return { ...weight, bodyCopies: marker ? weight.bodyCopies + count(pageContextJson, marker) : 0 }
}
