/** The minimum a post needs for relatedness: its id and tags. */
export interface TaggedPost {
  id: string
  tags: readonly string[]
}

/**
 * Other posts sharing at least one tag, by shared-tag count (most first); ties keep the
 * input order (newest first). Tags compare case-insensitively.
 */
export function findRelatedPosts<T extends TaggedPost>(post: TaggedPost, posts: readonly T[], limit = 3): T[] {
  const own = new Set(post.tags.map((tag) => tag.toLocaleLowerCase('pt-BR')))
  return posts
    .filter((other) => other.id !== post.id)
    .map((other, index) => ({ other, index, shared: other.tags.filter((tag) => own.has(tag.toLocaleLowerCase('pt-BR'))).length }))
    .filter((entry) => entry.shared > 0)
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.other)
}
