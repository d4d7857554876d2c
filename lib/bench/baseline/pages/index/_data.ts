import { listPosts } from '../../readPosts.ts'

export function data() {
  return listPosts()
}
