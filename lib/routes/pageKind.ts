import type { Content } from '../content/content.ts'
import { HOME_PATH } from './routePaths.ts'

/** The kinds of page that one parameterized route each renders: pages/index, pages/product, pages/legal, pages/contact. */
export const ROUTED_KINDS = ['landing', 'product', 'legal', 'contact'] as const
export type RoutedKind = (typeof ROUTED_KINDS)[number]
/**
 * What renders a route: the parameterized page of its kind, a folder of its own in pages/
 * ('page': /blog, /vagas), or pages/blog/@id ('post').
 */
export type RouteKind = RoutedKind | 'page' | 'post'

/** The ids of the pages each kind has content for (a legal document's id is the path of its page without the '/'). */
export interface PageContentIds {
  productPages: ReadonlySet<string>
  contactPages: ReadonlySet<string>
  legalDocuments: ReadonlySet<string>
}

export function readPageContentIds(content: Pick<Content, 'productPages' | 'contactPages' | 'legal'>): PageContentIds {
  return {
    productPages: new Set(content.productPages.paginas.map((page) => page.id)),
    contactPages: new Set(content.contactPages.paginas.map((page) => page.id)),
    legalDocuments: new Set(Object.keys(content.legal)),
  }
}

/**
 * The kinds a page of data/pages.yaml has content for: the site's root is the landing page; an entry in
 * data/product-pages.yaml or data/contact-pages.yaml, or a document data/legal/{path}.yaml, makes the others.
 * None for a page with a folder of its own in pages/ (/blog, /vagas); more than one is an error of the data.
 */
export function listPageKinds(page: { id: string; caminho: string }, ids: PageContentIds): RoutedKind[] {
  const has: Record<RoutedKind, boolean> = {
    landing: page.caminho === HOME_PATH,
    product: ids.productPages.has(page.id),
    legal: ids.legalDocuments.has(page.caminho.slice(1)),
    contact: ids.contactPages.has(page.id),
  }
  return ROUTED_KINDS.filter((kind) => has[kind])
}
