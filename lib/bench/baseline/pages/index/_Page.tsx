import { useData } from 'vike-react/useData'
import type { PostSummary } from '../../readPosts.ts'

export default function Page() {
  const posts = useData<PostSummary[]>()
  return (
    <>
      <h1>Posts</h1>
      <ul>
        {posts.map((post) => (
          <li key={post.id}>
            <a href={`/blog/${post.id}`}>{post.title}</a> <time>{post.publishDate}</time>
          </li>
        ))}
      </ul>
    </>
  )
}
