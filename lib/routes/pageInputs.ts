import { DATASETS, type DatasetKey } from '../content/datasets.ts'

const PRODUCT_PAGE: readonly DatasetKey[] = ['pages', 'site', 'interface', 'productPages', 'plans']
const CONTACT_PAGE: readonly DatasetKey[] = ['pages', 'site', 'interface', 'contactPages', 'home', 'leadForm']

/**
 * The datasets each page's data reads, by page id (tests/unit/routes/pageInputs.test.ts keeps it
 * true): the page's date is the latest change among them. The layout (menu, footer, cookie notice)
 * is the same on every page and dates none; the blog's index adds its posts, a legal page has its own date.
 */
const PAGE_INPUTS: Readonly<Record<string, readonly DatasetKey[]>> = {
  inicio: ['pages', 'site', 'home', 'banners', 'calculator', 'services', 'partners', 'cities', 'leadForm'],
  empresas: [...PRODUCT_PAGE, 'partners'],
  residencial: PRODUCT_PAGE,
  '0800': PRODUCT_PAGE,
  provedores: PRODUCT_PAGE,
  pabx: PRODUCT_PAGE,
  iptv: PRODUCT_PAGE,
  did: [...PRODUCT_PAGE, 'didMobile'],
  blog: ['pages', 'site', 'interface', 'blog'],
  vagas: ['pages', 'site', 'interface', 'careers'],
  'fale-conosco': CONTACT_PAGE,
  'nossas-unidades': CONTACT_PAGE,
}

/** The datasets a page is made of; a page this table does not know is dated by all of them, so never too early. */
export function pageInputs(pageId: string): readonly DatasetKey[] {
  return PAGE_INPUTS[pageId] ?? DATASETS.map((dataset) => dataset.key)
}
