import fs from 'node:fs'
import path from 'node:path'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { RouteEntry } from '../routes/buildRouteList.ts'
import { absoluteUrl } from '../seo/absoluteUrl.ts'
import { RSS_FEED_PATH } from '../seo/buildRssFeed.ts'

export interface FeedProblem {
  /** Absolute path of the feed file. */
  file: string
  message: string
}

function asArray(value: unknown): unknown[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value
  if (value && typeof value === 'object' && '#text' in value) return String((value as { '#text': unknown })['#text'])
  return undefined
}

/**
 * The built RSS feed exists, is well-formed XML, is RSS 2.0 with its `atom:link rel="self"`,
 * and has exactly one item per post route (linking to the post's canonical URL).
 */
export function checkRssFeed(options: {
  clientDir: string
  routes: readonly RouteEntry[]
  siteUrl: string
}): FeedProblem[] {
  const { clientDir, routes, siteUrl } = options
  const file = path.join(clientDir, RSS_FEED_PATH)
  const problem = (message: string): FeedProblem[] => [{ file, message }]
  if (!fs.existsSync(file)) return problem(`o feed RSS ${RSS_FEED_PATH} não foi gerado`)
  const xml = fs.readFileSync(file, 'utf8')
  const validation = XMLValidator.validate(xml)
  if (validation !== true)
    return problem(
      `o feed RSS não é XML válido: ${validation.err.msg} (linha ${validation.err.line}, coluna ${validation.err.col})`,
    )

  const document = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(
    xml,
  ) as Record<string, unknown>
  const rss = document.rss as Record<string, unknown> | undefined
  if (!rss || rss['@_version'] !== '2.0') return problem('o feed não é RSS 2.0 (falta <rss version="2.0">)')
  const channel = rss.channel as Record<string, unknown> | undefined
  if (!channel || typeof channel !== 'object') return problem('o feed RSS não tem <channel>')

  const problems: FeedProblem[] = []
  for (const field of ['title', 'link', 'description']) {
    if (!textOf(channel[field])) problems.push({ file, message: `o <channel> do feed não tem <${field}>` })
  }
  const selfUrl = absoluteUrl(siteUrl, RSS_FEED_PATH)
  const self = asArray(channel['atom:link']).some((link) => {
    const attributes = link as Record<string, unknown>
    return attributes['@_rel'] === 'self' && attributes['@_href'] === selfUrl
  })
  if (!self) problems.push({ file, message: `o feed não tem <atom:link rel="self" href="${selfUrl}">` })

  const expected = new Set(
    routes.filter((route) => route.kind === 'post').map((route) => absoluteUrl(siteUrl, route.canonical)),
  )
  const items = asArray(channel.item)
  const seen = new Set<string>()
  for (const item of items) {
    const link = textOf((item as Record<string, unknown>).link) ?? ''
    if (seen.has(link)) problems.push({ file, message: `item repetido no feed: ${link}` })
    else if (!expected.has(link))
      problems.push({ file, message: `o feed tem um item que não é um post: ${link || '(sem <link>)'}` })
    seen.add(link)
  }
  for (const url of expected) if (!seen.has(url)) problems.push({ file, message: `post fora do feed: ${url}` })
  if (items.length !== expected.size)
    problems.push({ file, message: `o feed tem ${items.length} itens; deveria ter ${expected.size} (um por post)` })
  return problems
}
