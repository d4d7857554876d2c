import { createHash } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { pruneShareCardCache, SHARE_CARD_CACHE_DAYS, writeShareCards } from '../../../lib/build/writeShareCards.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { buildBasePageData } from '../../../lib/pageData/buildBasePageData.ts'
import { buildRouteList, findRoute, indexableRoutes } from '../../../lib/routes/buildRouteList.ts'
import { buildShareCard, type ShareCard } from '../../../lib/shareCard/buildShareCard.ts'
import { readShareCardDesign } from '../../../lib/shareCard/readShareCardDesign.ts'
import { shareCardPath } from '../../../lib/shareCard/shareCardPath.ts'
import { DAY_MS } from '../../../lib/format/dayMs.ts'

// The cards of the shipped pages, written as the build writes them, into a folder of their own with a
// cache of their own; and a post without an image (every shipped post has one).
const content = loadContent()
const routes = buildRouteList(content)
const cardOf = (routePath: string) => buildShareCard(findRoute(routes, routePath) ?? routes[0]!, content)
const postCard: ShareCard = {
  id: 'blog-sem-imagem',
  texts: {
    section: 'Blog',
    title: 'Como escolher um PABX',
    detail: 'PABX · 3 de outubro de 2025',
    site: 'www.nuvox.com.br',
  },
}
const cards = [...indexableRoutes(routes).flatMap((route) => buildShareCard(route, content) ?? []), postCard]
const dirs = Array.from({ length: 3 }, () => fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-cards-')))
const [clientDir = '', secondClientDir = '', cacheDir = ''] = dirs
let firstRun: Awaited<ReturnType<typeof writeShareCards>>
beforeAll(async () => {
  firstRun = await writeShareCards(clientDir, cards, { cacheDir })
}, 120_000)
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

/** A tag of the page's head, as buildPageSeo writes it. */
const metaOf = (routePath: string, key: string) =>
  buildBasePageData(routePath).seo.meta.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content
const builtFile = (image: string) => path.join(clientDir, new URL(image).pathname)
const pixelsOf = async (file: string) =>
  createHash('sha256')
    .update(await sharp(file).raw().toBuffer())
    .digest('hex')

describe('the preview cards of a build', () => {
  // Aliases included: /home shares the card of /.
  const withCard = routes.filter((route) => cardOf(route.canonical)).map((route) => [route.path, route.title])

  it.each(withCard)(
    '%s names its card, written by the build: a 1200×630 PNG, announced as such',
    async (routePath, title) => {
      const image = metaOf(routePath, 'og:image') ?? ''
      expect(image).toMatch(new RegExp(`^${content.site.url}/og/[\\w-]+\\.[0-9a-f]{12}\\.png$`))
      expect(fs.existsSync(builtFile(image)), image).toBe(true)
      expect(await sharp(builtFile(image)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
      expect(fs.statSync(builtFile(image)).size).toBeLessThan(300 * 1024)
      const tags = [
        'og:image:width',
        'og:image:height',
        'og:image:type',
        'og:image:alt',
        'twitter:card',
        'twitter:image',
      ]
      expect(tags.map((key) => metaOf(routePath, key))).toEqual([
        '1200',
        '630',
        'image/png',
        title,
        'summary_large_image',
        image,
      ])
    },
  )

  it('draws a different picture for each kind of page: home, product, legal text, blog list, post', async () => {
    const pages = ['/', '/pabx', '/termos-de-uso', '/blog'].map((routePath) => metaOf(routePath, 'og:image') ?? '')
    const post = `${content.site.url}${shareCardPath(postCard, readShareCardDesign().fingerprint)}`
    const pictures = await Promise.all([...pages, post].map((image) => pixelsOf(builtFile(image))))
    expect(new Set(pictures).size).toBe(5)
  })

  it('draws each card once: another build copies it from the cache, and draws only a changed one', async () => {
    expect(firstRun).toEqual({ drawn: cards.length, reused: 0 })
    expect(await writeShareCards(secondClientDir, cards, { cacheDir })).toEqual({ drawn: 0, reused: cards.length })
    expect(fs.readdirSync(path.join(secondClientDir, 'og')).sort()).toEqual(
      fs.readdirSync(path.join(clientDir, 'og')).sort(),
    )
    const changed = { ...postCard, texts: { ...postCard.texts, title: 'Como escolher um PABX em nuvem' } }
    expect(await writeShareCards(secondClientDir, [changed], { cacheDir })).toEqual({ drawn: 1, reused: 0 })
  })
})

describe('the cache of cards', () => {
  const now = Date.UTC(2026, 11, 7)
  const file = (dir: string, name: string, daysAgo: number) => {
    fs.writeFileSync(path.join(dir, name), name)
    const time = new Date(now - daysAgo * DAY_MS)
    fs.utimesSync(path.join(dir, name), time, time)
  }

  it('drops what no build has used for a while, and keeps what this build uses or another used lately', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-card-cache-'))
    try {
      file(dir, 'old-unused.png', SHARE_CARD_CACHE_DAYS + 1)
      file(dir, 'old-used.png', SHARE_CARD_CACHE_DAYS + 1)
      file(dir, 'recent-unused.png', SHARE_CARD_CACHE_DAYS - 1)
      file(dir, 'crashed.png.123.tmp', SHARE_CARD_CACHE_DAYS + 1)
      expect(pruneShareCardCache(dir, new Set(['old-used.png']), now).sort()).toEqual([
        'crashed.png.123.tmp',
        'old-unused.png',
      ])
      expect(fs.readdirSync(dir).sort()).toEqual(['old-used.png', 'recent-unused.png'])
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it('marks each card a build uses, so a card in use never ages out', async () => {
    const stale = new Date(Date.now() - (SHARE_CARD_CACHE_DAYS + 1) * DAY_MS)
    for (const name of fs.readdirSync(cacheDir)) fs.utimesSync(path.join(cacheDir, name), stale, stale)
    await writeShareCards(secondClientDir, [postCard], { cacheDir })
    const name = path.basename(shareCardPath(postCard, readShareCardDesign().fingerprint))
    expect(fs.readdirSync(cacheDir)).toEqual([name])
    expect(Date.now() - fs.statSync(path.join(cacheDir, name)).mtimeMs).toBeLessThan(DAY_MS)
  })
})
