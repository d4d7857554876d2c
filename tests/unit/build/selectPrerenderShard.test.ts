import { describe, expect, it, vi } from 'vitest'
import { onPrerenderStart } from '../../../renderer/+onPrerenderStart.ts'
import {
  countPrerenderShards,
  fixedPagesShard,
  parsePrerenderShard,
  selectPrerenderShard,
} from '../../../lib/build/selectPrerenderShard.ts'

describe('prerender shards', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['1/1', { index: 1, count: 1 }],
    ['3/4', { index: 3, count: 4 }],
    ['0/2', { index: 0, count: 2 }],
  ])('parses %j', (value, expected) => {
    expect(parsePrerenderShard(value)).toEqual(expected)
  })

  it.each(['-1/2', '3/2', '1/0', 'a/b', '2'])('refuses %j', (value) => {
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

  it.each([
    [7, 1000, 2, 1],
    [150, 1000, 2, 1],
    [250, 1000, 2, 2],
    [1007, 1000, 2, 2],
    [2500, 1000, 2, 4],
    [4007, 1000, 2, 6],
    [4007, 1000, 4, 8],
  ])('%i posts, at most %i a process, on %i cores: %i processes, all cores busy', (posts, size, cores, expected) => {
    expect(countPrerenderShards(posts, size, cores)).toBe(expected)
  })

  it('covers every item exactly once across the shards', () => {
    const items = Array.from({ length: 23 }, (_, index) => index)
    const count = 4
    const shards = Array.from({ length: count }, (_, index) => selectPrerenderShard(items, { index: index + 1, count }))
    expect(shards.flat().sort((a, b) => a - b)).toEqual(items)
    expect(
      Math.max(...shards.map((shard) => shard.length)) - Math.min(...shards.map((shard) => shard.length)),
    ).toBeLessThanOrEqual(1)
    expect(selectPrerenderShard(items, undefined)).toEqual(items)
    expect(selectPrerenderShard(items, { index: 0, count })).toEqual([])
  })

  it.each([
    [7, 1, 1],
    [1007, 2, 1],
    [2000, 2, 1],
    [2001, 2, 0],
    [4007, 2, 0],
  ])(
    '%i posts in %i shards: the fixed pages ride with shard 1, or get process 0 once a shard has over 1,000 posts (here %i)',
    (posts, count, expected) => {
      expect(fixedPagesShard(posts, count)).toBe(expected)
    },
  )
})

describe('onPrerenderStart', () => {
  const pageContexts = [
    { urlOriginal: '/', is404: false },
    { urlOriginal: '/blog', is404: false },
    { urlOriginal: '/blog/a', is404: false },
    { urlOriginal: '/fake-404-url', is404: true },
  ]
  const urlsOf = (result: ReturnType<typeof onPrerenderStart>) =>
    (result?.prerenderContext.pageContexts ?? pageContexts).map((pageContext) => pageContext.urlOriginal)

  it.each([
    [undefined, undefined, ['/', '/blog', '/blog/a', '/fake-404-url']],
    ['1/3', 'sim', ['/', '/blog', '/blog/a', '/fake-404-url']],
    ['0/3', 'sim', ['/', '/blog', '/blog/a', '/fake-404-url']],
    ['1/3', 'não', ['/blog/a']],
    ['2/3', 'não', ['/blog/a']],
  ])(
    'with PRERENDER_SHARD=%s and PRERENDER_FIXED_PAGES=%s renders %j: the fixed pages and the 404 page once',
    (shard, fixed, expected) => {
      vi.stubEnv('PRERENDER_SHARD', shard ?? '')
      vi.stubEnv('PRERENDER_FIXED_PAGES', fixed ?? '')
      const prerenderContext = { pageContexts, output: [] } as unknown as Parameters<typeof onPrerenderStart>[0]
      expect(urlsOf(onPrerenderStart(prerenderContext))).toEqual(expected)
      vi.unstubAllEnvs()
    },
  )
})
