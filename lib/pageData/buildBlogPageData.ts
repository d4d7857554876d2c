import { buildPostSummary } from '../blog/buildPostSummary.ts'
import { findRelatedPosts } from '../blog/findRelatedPosts.ts'
import type { Content, ContentPost } from '../content/content.ts'
import { loadContent, loadPostHtml } from '../content/loadContent.ts'
import { absoluteUrl } from '../seo/absoluteUrl.ts'
import { RSS_FEED_PATH } from '../seo/buildRssFeed.ts'
import type { BlogData } from '../types/generated/blog.ts'
import { buildBasePageData } from './buildBasePageData.ts'

/** The `<link rel="alternate">` of the blog's RSS feed, in the head of every blog page. */
function buildFeedLink(blog: BlogData) {
  return { title: blog.feed.rotuloLink, href: RSS_FEED_PATH }
}

/**
 * /blog: 'Posts em Destaque' has a card for every post, the featured ones first
 * (section 7 filters them), so every post can be reached from the blog, as its 'Ver todos os posts'
 * links promise; then the most recent ones. Every card is prerendered.
 */
export function buildBlogListPageData(path: string) {
  const content = loadContent()
  const { blog, posts, site } = content
  const summaries = posts.map((post) => buildPostSummary(post, blog.imagemPadrao))
  return {
    ...buildBasePageData(path),
    description: content.pages.paginas.find((p) => p.caminho === path)?.descricao ?? '',
    feed: buildFeedLink(blog),
    texts: blog.lista,
    newsletter: blog.newsletter,
    portalUrl: site.links.portalCliente,
    highlighted: [...summaries.filter((post) => post.featured), ...summaries.filter((post) => !post.featured)],
    recent: summaries.slice(0, blog.lista.quantidadeRecentes),
  }
}

export type BlogListPageData = ReturnType<typeof buildBlogListPageData>

interface PostIndex {
  byId: Map<string, ContentPost>
  /** The posts in their order (newest first), as findRelatedPosts reads them. */
  tagged: (ContentPost & { tags: readonly string[] })[]
}

/** Built once per loaded content: a build renders thousands of post pages from the same list. */
const indexes = new WeakMap<Content, PostIndex>()

function indexPosts(content: Content): PostIndex {
  let index = indexes.get(content)
  if (!index) {
    index = {
      byId: new Map(content.posts.map((post) => [post.id, post])),
      tagged: content.posts.map((post) => ({ ...post, tags: post.frontmatter.tags })),
    }
    indexes.set(content, index)
  }
  return index
}

/** Whether content/blog/ has a post with this id. */
export function postExists(postId: string): boolean {
  return indexPosts(loadContent()).byId.has(postId)
}

function findPost(postId: string) {
  const content = loadContent()
  const index = indexPosts(content)
  const post = index.byId.get(postId)
  if (!post) throw new Error(`Post não encontrado: content/blog/${postId}.md`)
  return { content, post, index }
}

/**
 * /blog/{id}: the post's metadata, share URL and related posts. Not its body: that is
 * rendered by renderPostBody and reaches the browser only inside the prerendered HTML.
 */
export function buildPostPageData(postId: string) {
  const { content, post, index } = findPost(postId)
  const { blog, site } = content
  const summary = buildPostSummary(post, blog.imagemPadrao)
  const path = summary.href
  const base = buildBasePageData(path, {
    seo: {
      type: 'article',
      image: summary.image.src,
      author: post.frontmatter.author,
      authorIsOrganization: blog.autoresEquipe?.includes(post.frontmatter.author) ?? false,
      publishDate: post.frontmatter.publishDate,
      category: post.frontmatter.category,
    },
  })
  const related = findRelatedPosts(
    { id: post.id, tags: post.frontmatter.tags },
    index.tagged,
    blog.post.quantidadeRelacionados,
  )
  return {
    ...base,
    feed: buildFeedLink(blog),
    post: summary,
    url: absoluteUrl(site.url, path),
    related: related.map((p) => buildPostSummary(p, blog.imagemPadrao)),
    texts: blog.post,
  }
}

export type PostPageData = ReturnType<typeof buildPostPageData>

/** The post's body as sanitized HTML, rendered when the post was read (server only). */
export function renderPostBody(postId: string): string {
  return loadPostHtml(findPost(postId).post.id)
}
