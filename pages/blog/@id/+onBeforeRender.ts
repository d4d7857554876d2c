// https://vike.dev/onBeforeRender
import type { PageContextServer } from 'vike/types'
import { renderPostBody } from '../../../lib/pageData/buildBlogPageData.ts'

/**
 * The post's body goes into pageContext.postBodyHtml, a server-only channel: it is not in
 * passToClient (unlike pageContext.data), so the prerendered page carries the body once, as
 * HTML, and neither its vike_pageContext JSON nor index.pageContext.json repeat it.
 * components/blog/PostBody.tsx takes it back from the DOM on hydration.
 */
export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: { postBodyHtml: renderPostBody(pageContext.routeParams.id ?? '') } }
}
