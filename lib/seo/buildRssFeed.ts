import { formatRfc822Date } from '../format/formatDate.ts'
import type { RouteEntry } from '../routes/buildRouteList.ts'
import type { BlogData } from '../types/generated/blog.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import { escapeXml } from './escapeXml.ts'

/** Where the feed is published; the blog pages link to it from their head. */
export const RSS_FEED_PATH = '/blog/rss.xml'

export interface RssChannelInput {
  title: string
  description: string
  /** Path of the page the feed describes, e.g. `/blog`. */
  path: string
  /** BCP 47 language tag, e.g. `pt-BR`. */
  language: string
}

/** The blog's channel: texts from data/blog.yaml, describing /blog, in the site's language. */
export function buildBlogFeedChannel(blog: Pick<BlogData, 'feed'>): RssChannelInput {
  return { title: blog.feed.titulo, description: blog.feed.descricao, path: '/blog', language: 'pt-BR' }
}

/**
 * RSS 2.0 of the blog, built from the post routes of the route list: one item per post,
 * newest first. `lastBuildDate` is the newest post's date, so an unchanged blog yields a
 * byte-identical feed on every build (readers and caches see no false update).
 */
export function buildRssFeed(siteUrl: string, channel: RssChannelInput, routes: readonly RouteEntry[]): string {
  const posts = routes
    .filter(
      (route): route is RouteEntry & { article: NonNullable<RouteEntry['article']> } =>
        route.kind === 'post' && route.article !== undefined,
    )
    .sort((a, b) => b.article.publishDate.localeCompare(a.article.publishDate) || a.path.localeCompare(b.path))
  const newest = posts[0]?.article.publishDate
  const items = posts.map((route) => {
    const url = escapeXml(absoluteUrl(siteUrl, route.canonical))
    return [
      '    <item>',
      `      <title>${escapeXml(route.title)}</title>`,
      `      <link>${url}</link>`,
      `      <guid isPermaLink="true">${url}</guid>`,
      `      <description>${escapeXml(route.description)}</description>`,
      `      <pubDate>${formatRfc822Date(route.article.publishDate)}</pubDate>`,
      `      <category>${escapeXml(route.article.category)}</category>`,
      `      <dc:creator>${escapeXml(route.article.author)}</dc:creator>`,
      '    </item>',
    ].join('\n')
  })
  const head = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(absoluteUrl(siteUrl, channel.path))}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    `    <language>${escapeXml(channel.language)}</language>`,
    ...(newest ? [`    <lastBuildDate>${formatRfc822Date(newest)}</lastBuildDate>`] : []),
    `    <atom:link href="${escapeXml(absoluteUrl(siteUrl, RSS_FEED_PATH))}" rel="self" type="application/rss+xml"/>`,
  ]
  return `${[...head, ...items, '  </channel>', '</rss>'].join('\n')}\n`
}
