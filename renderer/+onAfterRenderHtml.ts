// https://vike.dev/onAfterRenderHtml
import type { PageContextServer } from 'vike/types'

/**
 * React's HTML is a rope of thousands of small strings, and Vike keeps every rendered pageContext until the prerender
 * ends (vikejs/vike#3159): a flat copy holds the same text in one allocation and lets the rope go.
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  if (pageContext.pageHtmlString !== undefined)
    pageContext.pageHtmlString = Buffer.from(pageContext.pageHtmlString, 'utf8').toString('utf8')
}
