// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { renderPostBody } from '../../../lib/pageData/buildBlogPageData.ts'
import { splitSeoHead } from '../../../renderer/splitSeoHead.ts'

/**
 * The body goes into pageContext.postBodyHtml, not in passToClient: the page carries it once, as HTML, and neither
 * its JSON nor index.pageContext.json repeat it (components/blog/PostBody.tsx reads it back from the DOM). This
 * hook replaces the renderer's, so it also moves the SEO head out of the data (renderer/splitSeoHead.ts).
 */
export function onBeforeRender(pageContext: PageContextServer) {
  return {
    pageContext: { ...splitSeoHead(pageContext), postBodyHtml: renderPostBody(pageContext.routeParams.id ?? '') },
  }
}
