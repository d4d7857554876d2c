/** One of `count` prerender processes (1-based `index`), from `PRERENDER_SHARD=index/count`. */
export interface PrerenderShard {
  index: number
  count: number
}

export function parsePrerenderShard(value: string | undefined): PrerenderShard | undefined {
  if (value === undefined || value.trim() === '') return undefined
  const match = /^(\d+)\/(\d+)$/.exec(value.trim())
  const index = Number(match?.[1])
  const count = Number(match?.[2])
  if (!match || count < 1 || index < 1 || index > count) throw new Error(`PRERENDER_SHARD inválido: '${value}' (use índice/total, ex.: 2/4)`)
  return { index, count }
}

/** How many prerender processes a blog of `postCount` posts needs with at most `shardSize` posts each. */
export function countPrerenderShards(postCount: number, shardSize: number): number {
  if (!Number.isInteger(shardSize) || shardSize < 1) throw new Error(`tamanho de lote inválido: ${shardSize}`)
  return Math.max(1, Math.ceil(postCount / shardSize))
}

/**
 * The items a shard prerenders: every `count`-th item starting at `index - 1`. Each process
 * computes its share from the full list on its own, so the shards cover every item exactly
 * once without passing lists between processes. Without a shard, every item.
 */
export function selectPrerenderShard<T>(items: readonly T[], shard: PrerenderShard | undefined): T[] {
  if (!shard) return [...items]
  return items.filter((_, position) => position % shard.count === shard.index - 1)
}
