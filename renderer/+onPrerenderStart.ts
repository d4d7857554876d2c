// https://vike.dev/onPrerenderStart
import type { PrerenderContext } from 'vike/types'
import { parsePrerenderShard } from '../lib/build/selectPrerenderShard.ts'
import { BLOG_POST_PREFIX } from '../lib/routes/routePaths.ts'

/**
 * With the blog split over several processes (scripts/prerender.ts), the fixed pages and the 404
 * page are rendered by the one started with PRERENDER_FIXED_PAGES=sim only; each process renders
 * its own share of the posts (pages/blog/@id/+onBeforePrerenderStart.ts).
 */
export function onPrerenderStart(prerenderContext: PrerenderContext) {
  if (!parsePrerenderShard(process.env.PRERENDER_SHARD) || process.env.PRERENDER_FIXED_PAGES === 'sim') return undefined
  const pageContexts = prerenderContext.pageContexts
    .filter((pageContext) => !pageContext.is404 && pageContext.urlOriginal.startsWith(BLOG_POST_PREFIX))
    // Copies, as Vike's i18n example returns: on the originals Vike's own check reads its deprecated `url` getter and
    // warns that this hook uses it.
    .map((pageContext) => ({ ...pageContext }))
  return { prerenderContext: { pageContexts } }
}
