// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { buildProductPageData } from '../../lib/pageData/buildProductPageData.ts'

export function data(pageContext: PageContextServer) {
  return buildProductPageData(pageContext.urlPathname)
}
