// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { buildBlogListPageData } from '../../lib/pageData/buildBlogPageData.ts'

export function data(pageContext: PageContextServer) {
  return buildBlogListPageData(pageContext.urlPathname)
}
