// https://vike.dev/onBeforePrerenderStart
import { loadContent } from '../../../lib/content/loadContent.ts'

/** One prerendered page per file in content/blog/: adding a file adds a page. */
export function onBeforePrerenderStart(): string[] {
  return loadContent().posts.map((post) => `/blog/${post.id}`)
}
