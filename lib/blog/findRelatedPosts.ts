/** The minimum a post needs for relatedness: its id and tags. */
export interface TaggedPost {
  id: string
  tags: readonly string[]
}

/** Lower-cased tags per tags array: each post's tags are normalized once, not once per page. */
const normalized = new WeakMap<readonly string[], readonly string[]>()

function normalizeTags(tags: readonly string[]): readonly string[] {
  let result = normalized.get(tags)
  if (!result) {
    result = tags.map((tag) => tag.toLocaleLowerCase('pt-BR'))
    normalized.set(tags, result)
  }
  return result
}

/**
 * Other posts sharing at least one tag, by shared-tag count (most first); ties keep the
 * input order (newest first). Tags compare case-insensitively.
 */
export function findRelatedPosts<T extends TaggedPost>(post: TaggedPost, posts: readonly T[], limit = 3): T[] {
  const own = new Set(normalizeTags(post.tags))
  const candidates: { other: T; index: number; shared: number }[] = []
  posts.forEach((other, index) => {
    if (other.id === post.id) return
    let shared = 0
    for (const tag of normalizeTags(other.tags)) if (own.has(tag)) shared++
    if (shared > 0) candidates.push({ other, index, shared })
  })
  return candidates
    .sort((a, b) => b.shared - a.shared || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.other)
}
