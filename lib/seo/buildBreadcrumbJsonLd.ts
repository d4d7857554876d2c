import type { BreadcrumbList, ListItemLeaf } from 'schema-dts'
import { absoluteUrl } from './absoluteUrl.ts'

export interface Crumb {
  name: string
  path: string
}

/** schema.org BreadcrumbList for an inner page. */
export function buildBreadcrumbJsonLd(siteUrl: string, crumbs: readonly Crumb[]): BreadcrumbList {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index): ListItemLeaf => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  }
}
