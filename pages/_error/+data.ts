// https://vike.dev/data
import { buildNotFoundPageData } from '../../lib/pageData/buildBasePageData.ts'

export function data() {
  return buildNotFoundPageData()
}
