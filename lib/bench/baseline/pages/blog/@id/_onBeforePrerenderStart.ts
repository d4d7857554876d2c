import { renderPosts, type Post } from '../../../readPosts.ts'

// Every post's URL with its data already filled: Vike then runs no data hook per page (https://vike.dev/onBeforePrerenderStart).
export function onBeforePrerenderStart(): { url: string; pageContext: { data: Post } }[] {
  return renderPosts().map((post) => ({ url: `/blog/${post.id}`, pageContext: { data: post } }))
}
