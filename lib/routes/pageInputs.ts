import type { Content } from '../content/content.ts'
import { DATASETS, type DatasetKey } from '../content/datasets.ts'
import type { RouteKind } from './pageKind.ts'

type ProductSection = Content['productPages']['paginas'][number]['secoes'][number]

/**
 * The datasets each kind of page's data reads, and each page with a folder of its own by its id (kept true by
 * tests/unit/routes/pageInputs.test.ts): the page's date is their latest change. The layout (menu, footer, cookie
 * notice) is the same on every page and dates none; the blog's index adds its posts, a legal page has its own date.
 */
const KIND_INPUTS: Partial<Record<RouteKind, readonly DatasetKey[]>> = {
  landing: ['pages', 'site', 'home', 'banners', 'calculator', 'services', 'partners', 'cities', 'leadForm'],
  product: ['site', 'interface', 'productPages', 'plans'],
  contact: ['pages', 'site', 'interface', 'contactPages', 'home', 'leadForm'],
}
const OWN_PAGE_INPUTS: Readonly<Record<string, readonly DatasetKey[]>> = {
  blog: ['pages', 'site', 'interface', 'blog'],
  vagas: ['pages', 'site', 'interface', 'careers'],
}
/** The product page blocks that show another dataset: the carousel its partners' names, the DID list its cities. */
const SECTION_INPUTS: Partial<Record<ProductSection['tipo'], DatasetKey>> = {
  carrossel: 'partners',
  'did-movel': 'didMobile',
}

/** The datasets a page is made of; a page these tables do not know is dated by all of them, so never too early. */
export function pageInputs(
  route: { pageId: string; kind: RouteKind },
  content: Pick<Content, 'productPages'>,
): readonly DatasetKey[] {
  const inputs = KIND_INPUTS[route.kind] ?? OWN_PAGE_INPUTS[route.pageId]
  if (!inputs) return DATASETS.map((dataset) => dataset.key)
  if (route.kind !== 'product') return inputs
  const sections = content.productPages.paginas.find((page) => page.id === route.pageId)?.secoes ?? []
  const shown = sections.flatMap((section) => SECTION_INPUTS[section.tipo] ?? [])
  return [...new Set([...inputs, ...shown])]
}
