import { describe, expect, it } from 'vitest'
import { generateSyntheticPosts } from '../../../lib/bench/generateSyntheticPosts.ts'
import { measurePageWeight } from '../../../lib/bench/measurePageWeight.ts'
import { parseFrontmatter } from '../../../lib/blog/parseFrontmatter.ts'
import { validatePostFile } from '../../../lib/blog/validatePostFile.ts'
import { renderMarkdown } from '../../../lib/markdown/renderMarkdown.ts'

describe('generateSyntheticPosts', () => {
  const posts = generateSyntheticPosts(60)

  it('writes posts that pass the same validation as real ones', () => {
    for (const post of posts) {
      const result = validatePostFile(post.source, `content/blog/${post.id}.md`)
      expect(result.errors).toEqual([])
    }
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length)
  })

  it('is deterministic for a seed and varies with another', () => {
    expect(generateSyntheticPosts(3)).toEqual(generateSyntheticPosts(3))
    expect(generateSyntheticPosts(3, { seed: 7 })).not.toEqual(generateSyntheticPosts(3))
  })

  it('writes about 800 words per post', () => {
    for (const post of posts) {
      expect(post.words).toBeGreaterThanOrEqual(760)
      expect(post.words).toBeLessThanOrEqual(1000)
    }
  })

  it('uses every markdown feature the posts support', () => {
    const html = renderMarkdown(parseFrontmatter(posts[0]?.source ?? '', 'x.md').body)
    for (const tag of ['<h2', '<h3', '<hr>', '<strong>', '<em>', '<ul>', '<li>', '<p>']) expect(html).toContain(tag)
    expect(posts.some((post) => post.source.includes('`'))).toBe(true)
  })

  it('varies tags, dates, categories, images and the featured flag', () => {
    const field = (name: string) => new Set(posts.map((post) => new RegExp(`^${name}: (.*)$`, 'm').exec(post.source)?.[1]))
    expect(field('category').size).toBeGreaterThan(4)
    expect(field('publishDate').size).toBeGreaterThan(50)
    expect(field('tags').size).toBeGreaterThan(20)
    expect(field('featured')).toEqual(new Set(['true', 'false']))
    expect(posts.some((post) => !post.source.includes('\nimage: '))).toBe(true)
  })
})

describe('measurePageWeight', () => {
  it('counts the copies of the body and compares gzip sizes', () => {
    const body = '<p>Quer saber mais sobre PABX? '.repeat(20)
    const weight = measurePageWeight(`<html><body>${body}<script>${JSON.stringify(body)}</script></body></html>`, body, 'Quer saber mais sobre PABX')
    expect(weight.bodyCopies).toBe(40)
    expect(weight.gzipRatio).toBeGreaterThan(1)
    expect(weight.bodyBytes).toBe(Buffer.byteLength(body))
  })
})
