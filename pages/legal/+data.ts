// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { buildLegalPageData } from '../../lib/pageData/buildLegalPageData.ts'

export function data(pageContext: PageContextServer) {
  return buildLegalPageData(pageContext.urlPathname)
}
