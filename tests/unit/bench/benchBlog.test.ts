import { describe, expect, it } from 'vitest'
import { readBlogFigures } from '../../../lib/bench/benchBlog.ts'

// The fields scripts/bench-blog.ts writes for each build, as reports/bench-blog.json holds them.
const result = {
  syntheticPosts: 4000,
  totalPosts: 4007,
  htmlFiles: 4040,
  totalWallMs: 45_120,
  totalCpuMs: 61_000,
  peakRssMiB: 604.6,
  peakStep: 'prerender',
  msPerPost: 11.3,
}

describe('readBlogFigures', () => {
  it('reads the first build of the report', () => {
    const json = JSON.stringify({ date: '2026-12-06', results: [result, { ...result, totalPosts: 1 }] })
    expect(readBlogFigures(json)).toEqual({
      posts: 4007,
      syntheticPosts: 4000,
      wallMs: 45_120,
      peakRssMiB: 604.6,
      peakStep: 'prerender',
    })
  })

  it('stops on a report without a build', () => {
    expect(() => readBlogFigures(JSON.stringify({ results: [] }))).toThrow('não tem nenhum build')
  })
})
