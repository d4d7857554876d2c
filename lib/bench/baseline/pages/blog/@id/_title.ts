import type { PageContext } from 'vike/types'
import type { Post } from '../../../readPosts.ts'

export default function title(pageContext: PageContext): string {
  return (pageContext.data as Post).title
}
