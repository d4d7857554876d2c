import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { afterEach, describe, expect, it } from 'vitest'
import { checkRssFeed } from '../../../lib/build/checkRssFeed.ts'
import { formatIsoDateTime, formatRfc822Date } from '../../../lib/format/formatDate.ts'
import type { RouteEntry } from '../../../lib/routes/buildRouteList.ts'
import { buildRssFeed, RSS_FEED_PATH, type RssChannelInput } from '../../../lib/seo/buildRssFeed.ts'

const SITE = 'https://www.exemplo.com.br'
const CHANNEL: RssChannelInput = {
  title: 'Blog & Notícias',
  description: 'Artigos sobre <telefonia> "em nuvem"',
  path: '/blog',
  language: 'pt-BR',
}

function post(id: string, publishDate: string, extra: Partial<RouteEntry> = {}): RouteEntry {
  return {
    path: `/blog/${id}`,
    canonical: `/blog/${id}`,
    pageId: 'post',
    kind: 'post',
    title: `Título de ${id}`,
    description: `Resumo de ${id}`,
    h1: `Título de ${id}`,
    keywords: [],
    lastmod: publishDate,
    postId: id,
    article: { author: 'Ana Souza', category: 'PABX', publishDate },
    ...extra,
  }
}

const PAGE: RouteEntry = {
  path: '/empresas',
  canonical: '/empresas',
  pageId: 'empresas',
  kind: 'page',
  title: 'Empresas',
  description: 'd',
  h1: 'h',
  keywords: [],
  lastmod: '2026-01-01',
}
const ROUTES = [PAGE, post('antigo', '2024-12-31'), post('novo', '2025-09-15'), post('meio', '2025-03-02')]

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false })
const parseFeed = (xml: string) =>
  parser.parse(xml) as {
    rss: { '@_version': string; channel: Record<string, unknown> & { item: Record<string, unknown>[] } }
  }

describe('formatRfc822Date', () => {
  it.each([
    ['2025-09-15', 'Mon, 15 Sep 2025 00:00:00 -0300'],
    ['2024-02-29', 'Thu, 29 Feb 2024 00:00:00 -0300'],
    ['2025-01-05', 'Sun, 05 Jan 2025 00:00:00 -0300'],
    ['2025-12-31', 'Wed, 31 Dec 2025 00:00:00 -0300'],
  ])('%s -> %s', (iso, expected) => {
    expect(formatRfc822Date(iso)).toBe(expected)
  })

  it('refuses anything but YYYY-MM-DD', () => {
    expect(() => formatRfc822Date('15/09/2025')).toThrow('Data inválida')
  })
})

describe('formatIsoDateTime', () => {
  it('gives midnight in São Paulo with its offset, for schema.org and Open Graph', () => {
    expect(formatIsoDateTime('2025-09-15')).toBe('2025-09-15T00:00:00-03:00')
    expect(formatIsoDateTime('2024-02-29')).toBe('2024-02-29T00:00:00-03:00')
    expect(() => formatIsoDateTime('2025-9-15')).toThrow('Data inválida')
  })
})

describe('buildRssFeed', () => {
  const xml = buildRssFeed(SITE, CHANNEL, ROUTES)
  const { rss } = parseFeed(xml)

  it('is well-formed RSS 2.0 with the atom and dc namespaces and an atom:link rel="self"', () => {
    expect(XMLValidator.validate(xml)).toBe(true)
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
      ),
    ).toBe(true)
    expect(rss['@_version']).toBe('2.0')
    expect(rss.channel['atom:link']).toEqual({
      '@_href': `${SITE}${RSS_FEED_PATH}`,
      '@_rel': 'self',
      '@_type': 'application/rss+xml',
    })
  })

  it('describes the channel: title, link, description, language', () => {
    expect(rss.channel.title).toBe('Blog & Notícias')
    expect(rss.channel.link).toBe(`${SITE}/blog`)
    expect(rss.channel.description).toBe('Artigos sobre <telefonia> "em nuvem"')
    expect(rss.channel.language).toBe('pt-BR')
  })

  it('takes lastBuildDate from the newest post, not from the clock', () => {
    expect(rss.channel.lastBuildDate).toBe('Mon, 15 Sep 2025 00:00:00 -0300')
    expect(buildRssFeed(SITE, CHANNEL, ROUTES)).toBe(xml)
  })

  it('has one item per post, newest first, and none for pages', () => {
    expect(rss.channel.item.map((item) => item.link)).toEqual([
      `${SITE}/blog/novo`,
      `${SITE}/blog/meio`,
      `${SITE}/blog/antigo`,
    ])
  })

  it('fills every field of an item', () => {
    expect(rss.channel.item[0]).toEqual({
      title: 'Título de novo',
      link: `${SITE}/blog/novo`,
      guid: { '#text': `${SITE}/blog/novo`, '@_isPermaLink': 'true' },
      description: 'Resumo de novo',
      pubDate: 'Mon, 15 Sep 2025 00:00:00 -0300',
      category: 'PABX',
      'dc:creator': 'Ana Souza',
    })
  })

  it.each([
    ['&', 'SMS & WhatsApp', 'SMS &amp; WhatsApp'],
    ['<', 'Se x < y, use PABX', 'Se x &lt; y, use PABX'],
    ['double quotes', 'O "melhor" plano', 'O &quot;melhor&quot; plano'],
    ['single quotes', "O plano d'ouro", 'O plano d&apos;ouro'],
  ])('escapes %s in titles, excerpts, categories and authors', (_name, raw, escaped) => {
    const feed = buildRssFeed(SITE, CHANNEL, [
      post('x', '2025-01-01', {
        title: raw,
        description: raw,
        article: { author: raw, category: raw, publishDate: '2025-01-01' },
      }),
    ])
    expect(XMLValidator.validate(feed)).toBe(true)
    expect(feed).toContain(`<title>${escaped}</title>`)
    expect(feed).toContain(`<description>${escaped}</description>`)
    expect(feed).toContain(`<category>${escaped}</category>`)
    expect(feed).toContain(`<dc:creator>${escaped}</dc:creator>`)
    const item = parseFeed(feed).rss.channel.item as unknown as Record<string, unknown>
    expect(item.title).toBe(raw)
  })

  it('is still a valid channel without posts (and then has no lastBuildDate)', () => {
    const empty = buildRssFeed(SITE, CHANNEL, [PAGE])
    expect(XMLValidator.validate(empty)).toBe(true)
    expect(empty).not.toContain('<item>')
    expect(empty).not.toContain('lastBuildDate')
  })
})

describe('checkRssFeed', () => {
  const dirs: string[] = []
  afterEach(() => {
    while (dirs.length > 0) fs.rmSync(dirs.pop() ?? '', { recursive: true, force: true })
  })
  function builtFeed(xml: string | null) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-feed-'))
    dirs.push(dir)
    if (xml !== null) {
      fs.mkdirSync(path.join(dir, 'blog'), { recursive: true })
      fs.writeFileSync(path.join(dir, RSS_FEED_PATH), xml)
    }
    return checkRssFeed({ clientDir: dir, routes: ROUTES, siteUrl: SITE }).map((problem) => problem.message)
  }
  const good = buildRssFeed(SITE, CHANNEL, ROUTES)

  it('accepts the feed the builder writes', () => {
    expect(builtFeed(good)).toEqual([])
  })

  it.each([
    ['a missing feed', null, 'o feed RSS /blog/rss.xml não foi gerado'],
    ['malformed XML', good.replace('</channel>', ''), 'o feed RSS não é XML válido'],
    ['another format', good.replace('version="2.0"', 'version="0.91"'), 'o feed não é RSS 2.0'],
    ['no rel="self"', good.replace(' rel="self"', ''), 'o feed não tem <atom:link rel="self"'],
    ['a missing post', buildRssFeed(SITE, CHANNEL, ROUTES.slice(0, 3)), `post fora do feed: ${SITE}/blog/meio`],
    [
      'a post twice',
      buildRssFeed(SITE, CHANNEL, [...ROUTES, post('novo', '2025-09-15')]),
      `item repetido no feed: ${SITE}/blog/novo`,
    ],
    [
      'an item that is not a post',
      buildRssFeed(SITE, CHANNEL, [...ROUTES, post('apagado', '2025-01-01')]),
      `o feed tem um item que não é um post: ${SITE}/blog/apagado`,
    ],
    [
      'a wrong count',
      buildRssFeed(SITE, CHANNEL, [...ROUTES, post('apagado', '2025-01-01')]),
      'o feed tem 4 itens; deveria ter 3 (um por post)',
    ],
  ])('reports %s', (_name, xml, expected) => {
    expect(builtFeed(xml).some((message) => message.startsWith(expected))).toBe(true)
  })
})
