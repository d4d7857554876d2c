// https://vike.dev/onAfterRenderHtml
import type { PageContextServer } from 'vike/types'

/**
 * React returns the page's HTML as a rope of thousands of small strings, and Vike keeps every
 * rendered pageContext (with this pageHtmlString) until the prerender run ends
 * (vikejs/vike#3159): heap snapshots of a 500-post run showed 3.5 million rope nodes, over a
 * third of the heap. A flat copy holds the same text in one allocation and lets the rope go.
 */
export function onAfterRenderHtml(pageContext: PageContextServer): void {
  if (pageContext.pageHtmlString !== undefined)
    pageContext.pageHtmlString = Buffer.from(pageContext.pageHtmlString, 'utf8').toString('utf8')
}
