import { describe, expect, it } from 'vitest'
import { countPrerenderShards, parsePrerenderShard, selectPrerenderShard } from '../../../lib/build/selectPrerenderShard.ts'

describe('prerender shards', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['1/1', { index: 1, count: 1 }],
    ['3/4', { index: 3, count: 4 }],
  ])('parses %j', (value, expected) => {
    expect(parsePrerenderShard(value)).toEqual(expected)
  })

  it.each(['0/2', '3/2', '1/0', 'a/b', '2'])('refuses %j', (value) => {
    expect(() => parsePrerenderShard(value)).toThrow('PRERENDER_SHARD inválido')
  })

  it.each([
    [0, 500, 1],
    [7, 500, 1],
    [500, 500, 1],
    [501, 500, 2],
    [4007, 500, 9],
  ])('%i posts in shards of %i: %i processes', (posts, size, expected) => {
    expect(countPrerenderShards(posts, size)).toBe(expected)
  })

  it('covers every item exactly once across the shards', () => {
    const items = Array.from({ length: 23 }, (_, index) => index)
    const count = 4
    const shards = Array.from({ length: count }, (_, index) => selectPrerenderShard(items, { index: index + 1, count }))
    expect(shards.flat().sort((a, b) => a - b)).toEqual(items)
    expect(Math.max(...shards.map((shard) => shard.length)) - Math.min(...shards.map((shard) => shard.length))).toBeLessThanOrEqual(1)
    expect(selectPrerenderShard(items, undefined)).toEqual(items)
  })
})
