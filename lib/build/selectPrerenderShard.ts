/**
 * One prerender process, from `PRERENDER_SHARD=index/count`: indexes 1 to `count` each render one
 * share of the posts; index 0, when there is one, renders no post (see fixedPagesShard).
 */
export interface PrerenderShard {
  index: number
  count: number
}

export function parsePrerenderShard(value: string | undefined): PrerenderShard | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const match = /^(\d+)\/(\d+)$/.exec(value.trim())
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (!match || count < 1 || index < 0 || index > count)
    throw new Error(`PRERENDER_SHARD inválido: '${value}' (use índice/total, ex.: 2/4; 0/total para as páginas fixas)`)
  return { index, count }
}

/** Fewer posts than this per process would spend more on starting it than on rendering. */
const MIN_POSTS_PER_SHARD = 100

/**
 * How many prerender processes a blog of `postCount` posts needs with at most `shardSize` posts
 * each, rounded up to keep all `cores` busy (every process renders about as many posts).
 */
export function countPrerenderShards(postCount: number, shardSize: number, cores = 1): number {
  if (!Number.isInteger(shardSize) || shardSize < 1) throw new Error(`tamanho de lote inválido: ${shardSize}`)
  const needed = Math.max(1, Math.ceil(postCount / shardSize))
  const parallel = Math.max(1, Math.min(cores, Math.floor(postCount / MIN_POSTS_PER_SHARD)))
  return Math.ceil(needed / parallel) * parallel
}

/**
 * Up to this many posts per process, the first one also renders the fixed pages and the 404 page.
 * Beyond, they get a process of their own (index 0): the blog's list, a card per post, grows with
 * the blog, and with 2,000 posts beside it the first process outgrew the others by 120 MB.
 */
const FIXED_PAGES_RIDE_LIMIT = 1000

/**
 * Which process renders the fixed pages and the 404 page: the first post shard (1), or a process
 * of their own (0) beside the post shards once these are large.
 */
export function fixedPagesShard(postCount: number, count: number): 0 | 1 {
  return count > 1 && Math.ceil(postCount / count) > FIXED_PAGES_RIDE_LIMIT ? 0 : 1
}

/**
 * The items a shard prerenders: every `count`-th item starting at `index - 1`. Each process
 * computes its share from the full list on its own, so the shards cover every item exactly
 * once without passing lists between processes. Without a shard, every item.
 */
export function selectPrerenderShard<T>(items: readonly T[], shard: PrerenderShard | undefined): T[] {
  if (!shard) return [...items]
  return shard.index === 0 ? [] : items.filter((_, position) => position % shard.count === shard.index - 1)
}
