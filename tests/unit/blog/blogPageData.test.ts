import { describe, expect, it } from 'vitest'
import { buildPostSummary } from '../../../lib/blog/buildPostSummary.ts'
import { findRelatedPosts } from '../../../lib/blog/findRelatedPosts.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { formatDateLong } from '../../../lib/format/formatDate.ts'
import { buildBlogListPageData, buildPostPageData, renderPostBody } from '../../../lib/pageData/buildBlogPageData.ts'
import { postMarkdown } from '../../shared/postMarkdown.ts'

const content = loadContent()
const { posts, blog } = content

describe('formatDateLong (pt-BR dates of the blog)', () => {
  it.each([
    ['2025-01-01', '1 de janeiro de 2025'],
    ['2025-03-09', '9 de março de 2025'],
    ['2024-02-29', '29 de fevereiro de 2024'],
    ['2025-12-31', '31 de dezembro de 2025'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatDateLong(iso)).toBe(expected)
  })
})

describe('buildBlogListPageData', () => {
  const data = buildBlogListPageData('/blog')

  it('highlights every post: the featured ones first, each group newest first', () => {
    const featured = posts.filter((post) => post.frontmatter.featured).map((post) => post.id)
    const others = posts.filter((post) => !post.frontmatter.featured).map((post) => post.id)
    expect(featured.length).toBeGreaterThan(0)
    expect(others.length).toBeGreaterThan(0)
    expect(data.highlighted.map((post) => post.id)).toEqual([...featured, ...others])
  })

  it(`lists the ${blog.lista.quantidadeRecentes} newest posts as recent`, () => {
    const newest = [...posts]
      .sort((a, b) => b.frontmatter.publishDate.localeCompare(a.frontmatter.publishDate))
      .slice(0, blog.lista.quantidadeRecentes)
    expect(data.recent.map((post) => post.id)).toEqual(newest.map((post) => post.id))
  })

  it('announces the RSS feed', () => {
    expect(data.feed).toEqual({ title: blog.feed.rotuloLink, href: '/blog/rss.xml' })
  })
})

describe('buildPostPageData and renderPostBody', () => {
  const post = posts[0]
  if (!post) throw new Error('sem posts')
  const data = buildPostPageData(post.id)

  it('leaves the body out of the data serialized for the client, as markdown or as HTML', () => {
    const serialized = JSON.stringify(data)
    const html = renderPostBody(post.id)
    expect(serialized).not.toContain(JSON.stringify(html.slice(0, 200)).slice(1, -1))
    // Every sentence of the body's markdown: none may travel in the data, under any key.
    const sentences = postMarkdown(post)
      .split(/(?<=[.!?:])\s+|\n+/)
      .map((text) => text.trim())
      .filter((text) => text.length >= 40)
    expect(sentences.length).toBeGreaterThan(5)
    for (const sentence of sentences) expect(serialized).not.toContain(JSON.stringify(sentence).slice(1, -1))
  })

  it('renders the body from the markdown, server side', () => {
    const html = renderPostBody(post.id)
    expect(html).toContain('<h2')
    expect(html).toContain('<p>')
    expect(() => renderPostBody('nao-existe')).toThrow('Post não encontrado: content/blog/nao-existe.md')
  })

  it('orders related posts by shared tags, up to the configured limit', () => {
    const expected = findRelatedPosts(
      { id: post.id, tags: post.frontmatter.tags },
      posts.map((p) => ({ ...p, tags: p.frontmatter.tags })),
      blog.post.quantidadeRelacionados,
    )
    expect(data.related.map((related) => related.id)).toEqual(expected.map((related) => related.id))
    expect(data.related.length).toBeLessThanOrEqual(blog.post.quantidadeRelacionados)
  })

  it('gives the absolute URL to share and the feed link', () => {
    expect(data.url).toBe(`${content.site.url}/blog/${post.id}`)
    expect(data.feed.href).toBe('/blog/rss.xml')
  })
})

describe('buildPostSummary', () => {
  it('falls back to the logo when a post has no image', () => {
    const post = posts[0]
    if (!post) throw new Error('sem posts')
    const { image: _image, ...frontmatter } = post.frontmatter
    const summary = buildPostSummary({ ...post, frontmatter }, blog.imagemPadrao)
    expect(summary.image.src).toBe(blog.imagemPadrao)
    expect(summary.hasOwnImage).toBe(false)
    expect(summary).toMatchObject({ date: formatDateLong(post.frontmatter.publishDate), href: `/blog/${post.id}` })
    expect(summary.image).toMatchObject({ width: 1200, height: 630 })
  })
})
