import type { Content } from '../content/content.ts'
import type { PagesData } from '../types/generated/pages.ts'

/** A page with its address and titles: an entry of data/pages.yaml, or a product page of data/product-pages.yaml. */
export type SitePage = PagesData['paginas'][number]

/** Every page of the data, in the route list's order: data/pages.yaml's, then the product pages. */
export function listSitePages(content: Pick<Content, 'pages' | 'productPages'>): SitePage[] {
  return [...content.pages.paginas, ...content.productPages.paginas]
}
