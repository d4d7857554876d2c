import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DATASETS } from '../../../lib/content/datasets.ts'
import { buildRouteList, type RouteEntry } from '../../../lib/routes/buildRouteList.ts'
import { pageInputs } from '../../../lib/routes/pageInputs.ts'

const read = vi.hoisted(() => new Set<string>())
const recording = vi.hoisted(() => ({ paused: false }))
// Every page's data reads the content through loadContent: a proxy records which datasets it reads.
vi.mock('../../../lib/content/loadContent.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/content/loadContent.ts')>()
  const record = (content: ReturnType<typeof original.loadContent>) =>
    new Proxy(content, {
      get(target, key, receiver) {
        if (!recording.paused) read.add(String(key))
        return Reflect.get(target, key, receiver)
      },
    })
  return {
    ...original,
    loadContent: (...args: Parameters<typeof original.loadContent>) => record(original.loadContent(...args)),
  }
})
// The route list gives a page its title and description, from data/pages.yaml or, for a product page,
// data/product-pages.yaml (added below, by the page's kind); the other pages it lists are no part of it.
vi.mock('../../../lib/routes/buildRouteList.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/routes/buildRouteList.ts')>()
  const buildRouteList: typeof original.buildRouteList = (content) => {
    recording.paused = true
    try {
      return original.buildRouteList(content)
    } finally {
      recording.paused = false
    }
  }
  return { ...original, buildRouteList }
})

// A page's preview card labels it with the menu or footer entry that lists it: navigation, which
// dates no page, like the layout; the card's other texts come from what the page itself reads.
vi.mock('../../../lib/shareCard/buildShareCard.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/shareCard/buildShareCard.ts')>()
  const buildShareCard: typeof original.buildShareCard = (route, content) => {
    recording.paused = true
    try {
      return original.buildShareCard(route, content)
    } finally {
      recording.paused = false
    }
  }
  return { ...original, buildShareCard }
})

const { loadContent } = await import('../../../lib/content/loadContent.ts')
const content = loadContent()
const datasetKeys = new Set<string>(DATASETS.map((dataset) => dataset.key))
// Legal pages are dated by their document, posts by theirs; aliases are their page.
const pages = buildRouteList(content).filter(
  (route) => route.kind !== 'legal' && route.kind !== 'post' && route.canonical === route.path,
)
/** The folder of pages/ that renders each kind; a page of no kind has a folder of its own. */
const KIND_FOLDERS: Partial<Record<RouteEntry['kind'], string>> = {
  landing: 'index',
  product: 'product',
  contact: 'contact',
}

describe('the datasets a page is dated by', () => {
  it.each(pages.map((route) => [route.pageId, route.path, route.kind] as const))(
    'are the ones the data of %s (%s) reads',
    async (pageId, routePath, kind) => {
      const file = path.resolve('pages', KIND_FOLDERS[kind] ?? routePath.slice(1), '+data.ts')
      expect(fs.existsSync(file), file).toBe(true)
      const { data } = (await import(file)) as {
        data: (pageContext: { urlPathname: string; routeParams: Record<string, string> }) => unknown
      }
      read.clear()
      data({ urlPathname: routePath, routeParams: {} })
      read.add(kind === 'product' ? 'productPages' : 'pages')
      expect([...pageInputs({ pageId, kind }, content)].sort()).toEqual(
        [...read].filter((key) => datasetKeys.has(key)).sort(),
      )
    },
  )

  it('are every dataset for a page with a folder of its own the table does not know yet, so its date is never too early', () => {
    expect(pageInputs({ pageId: 'pagina-nova', kind: 'page' }, content)).toEqual(DATASETS.map((dataset) => dataset.key))
  })
})
