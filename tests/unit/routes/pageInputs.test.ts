import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { DATASETS } from '../../../lib/content/datasets.ts'
import { buildRouteList } from '../../../lib/routes/buildRouteList.ts'
import { pageInputs } from '../../../lib/routes/pageInputs.ts'

const read = vi.hoisted(() => new Set<string>())
// Every page's data reads the content through loadContent: a proxy records which datasets it reads.
vi.mock('../../../lib/content/loadContent.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../lib/content/loadContent.ts')>()
  const record = (content: ReturnType<typeof original.loadContent>) =>
    new Proxy(content, {
      get(target, key, receiver) {
        read.add(String(key))
        return Reflect.get(target, key, receiver)
      },
    })
  return {
    ...original,
    loadContent: (...args: Parameters<typeof original.loadContent>) => record(original.loadContent(...args)),
  }
})

const { loadContent } = await import('../../../lib/content/loadContent.ts')
const content = loadContent()
const datasetKeys = new Set<string>(DATASETS.map((dataset) => dataset.key))
// Legal pages are dated by their document; aliases are their page.
const pages = buildRouteList(content).filter(
  (route) => route.kind === 'page' && route.canonical === route.path && !content.legal[route.path.slice(1)],
)

describe('the datasets a page is dated by', () => {
  it.each(pages.map((route) => [route.pageId, route.path]))(
    'are the ones the data of %s (%s) reads',
    async (pageId, routePath) => {
      const file = path.resolve('pages', routePath === '/' ? 'index' : routePath.slice(1), '+data.ts')
      expect(fs.existsSync(file), file).toBe(true)
      const { data } = (await import(file)) as {
        data: (pageContext: { urlPathname: string; routeParams: Record<string, string> }) => unknown
      }
      read.clear()
      data({ urlPathname: routePath, routeParams: {} })
      expect([...pageInputs(pageId)].sort()).toEqual([...read].filter((key) => datasetKeys.has(key)).sort())
    },
  )

  it('are every dataset for a page the table does not know yet, so its date is never too early', () => {
    expect(pageInputs('pagina-nova')).toEqual(DATASETS.map((dataset) => dataset.key))
  })
})
