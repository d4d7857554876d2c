// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { buildLandingPageData } from '../../lib/pageData/buildLandingPageData.ts'

export function data(pageContext: PageContextServer) {
  return buildLandingPageData(pageContext.urlPathname)
}
