// https://vike.dev/data
import type { PageContextServer } from 'vike/types'
import { buildContactPageData } from '../../lib/pageData/buildContactPageData.ts'

export function data(pageContext: PageContextServer) {
  return buildContactPageData(pageContext.urlPathname)
}
