// https://vike.dev/onBeforePrerenderStart
import { parsePrerenderShard, selectPrerenderShard } from '../../../lib/build/selectPrerenderShard.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'

/**
 * One prerendered page per file in content/blog/: adding a file adds a page. Under
 * scripts/prerender.ts each process renders only its share of the posts (PRERENDER_SHARD),
 * because Vike keeps every page it renders in memory until the run ends (vikejs/vike#3159).
 */
export function onBeforePrerenderStart(): string[] {
  const urls = loadContent().posts.map((post) => `/blog/${post.id}`)
  return selectPrerenderShard(urls, parsePrerenderShard(process.env.PRERENDER_SHARD))
}
