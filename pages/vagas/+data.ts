// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { buildCareersPageData } from '../../lib/pageData/buildCareersPageData.ts'

export function data(pageContext: PageContextServer) {
  return buildCareersPageData(pageContext.urlPathname)
}
