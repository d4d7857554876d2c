// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { renderPostBody } from '../../../lib/pageData/buildBlogPageData.ts'
import { splitSeoHead } from '../../../renderer/splitSeoHead.ts'

/**
 * The post's body goes into pageContext.postBodyHtml, a server-only channel: it is not in
 * passToClient (unlike pageContext.data), so the prerendered page carries the body once, as
 * HTML, and neither its vike_pageContext JSON nor index.pageContext.json repeat it.
 * components/blog/PostBody.tsx takes it back from the DOM on hydration. (This hook replaces the
 * renderer's, so it also moves the SEO head out of the data: renderer/splitSeoHead.ts.)
 */
export function onBeforeRender(pageContext: PageContextServer) {
  return {
    pageContext: { ...splitSeoHead(pageContext), postBodyHtml: renderPostBody(pageContext.routeParams.id ?? '') },
  }
}
