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

/** Bytes a visitor downloads for a post page compared with the post's own rendered body. */
export function measurePageWeight(html: string, bodyHtml: string, marker: string): PageWeight {
  const htmlGzipBytes = gzipSync(html).length
  const bodyGzipBytes = gzipSync(bodyHtml).length
  return {
    htmlBytes: Buffer.byteLength(html),
    htmlGzipBytes,
    bodyBytes: Buffer.byteLength(bodyHtml),
    bodyGzipBytes,
    gzipRatio: htmlGzipBytes / bodyGzipBytes,
    bodyCopies: count(html, marker),
  }
}
