/** The minimum a post needs for relatedness: its id and tags. */
export interface TaggedPost {
  id: string
  tags: readonly string[]
}

/** Positions in the list of the posts with each lower-cased tag, built once per list: a build asks for every post's related ones. */
const tagIndexes = new WeakMap<readonly TaggedPost[], Map<string, number[]>>()

const normalizeTag = (tag: string) => tag.toLocaleLowerCase('pt-BR')

function indexTags(posts: readonly TaggedPost[]): Map<string, number[]> {
  let index = tagIndexes.get(posts)
  if (!index) {
    const byTag = new Map<string, number[]>()
    posts.forEach((post, position) => {
      for (const tag of new Set(post.tags.map(normalizeTag))) {
        const positions = byTag.get(tag)
        if (positions) positions.push(position)
        else byTag.set(tag, [position])
      }
    })
    tagIndexes.set(posts, byTag)
    index = byTag
  }
  return index
}

/** The ranking depends only on the tag set: posts with the same tags share one, computed once per list. */
const rankings = new WeakMap<readonly TaggedPost[], Map<string, number[]>>()

/**
 * Other posts sharing at least one tag, by shared-tag count (most first); ties keep the
 * input order (newest first). Tags compare case-insensitively. Only posts that share a tag are
 * counted, so a post's cost is the size of its tags' lists, not of the whole blog.
 */
export function findRelatedPosts<T extends TaggedPost>(post: TaggedPost, posts: readonly T[], limit = 3): T[] {
  const tags = [...new Set(post.tags.map(normalizeTag))].sort()
  let byTags = rankings.get(posts)
  if (!byTags) rankings.set(posts, (byTags = new Map()))
  const key = `${limit}\n${tags.join('\n')}`
  let ranking = byTags.get(key)
  // One more than asked for: the post itself, when it is in the list, ranks among them and is dropped.
  if (!ranking) byTags.set(key, (ranking = rankByTags(tags, posts, limit + 1)))
  return ranking
    .map((position) => posts[position] as T)
    .filter((other) => other.id !== post.id)
    .slice(0, limit)
}

/** Positions of the best `limit` posts for these (normalized) tags. */
function rankByTags(tags: readonly string[], posts: readonly TaggedPost[], limit: number): number[] {
  const index = indexTags(posts)
  // Shared-tag counts by position, in a typed array: a blog's common tags make thousands of candidates.
  const shared = new Uint16Array(posts.length)
  const candidates: number[] = []
  for (const tag of tags) {
    for (const position of index.get(tag) ?? []) {
      if (shared[position] === 0) candidates.push(position)
      shared[position] = (shared[position] ?? 0) + 1
    }
  }
  // The best `limit` in one pass: more shared first, then newest (the lower position).
  const best: number[] = []
  const beats = (a: number, b: number) => (shared[a] ?? 0) > (shared[b] ?? 0) || (shared[a] === shared[b] && a < b)
  for (const candidate of candidates) {
    if (best.length === limit && !beats(candidate, best[limit - 1] ?? 0)) continue
    const at = best.findIndex((position) => beats(candidate, position))
    best.splice(at === -1 ? best.length : at, 0, candidate)
    if (best.length > limit) best.pop()
  }
  return best
}
