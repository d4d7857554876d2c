import { useData } from 'vike-react/useData'
import type { Post } from '../../../readPosts.ts'

export default function Page() {
  const post = useData<Post>()
  return (
    <article>
      <h1>{post.title}</h1>
      <time>{post.publishDate}</time>
      <div dangerouslySetInnerHTML={{ __html: post.html }} />
    </article>
  )
}
