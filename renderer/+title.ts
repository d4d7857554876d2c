// https://vike.dev/title
import type { PageContext } from 'vike/types'
import type { PageHeadData } from './pageHeadData.ts'

export default function title(pageContext: PageContext): string | undefined {
  const data = pageContext.data as PageHeadData | undefined
  return data?.seo?.title ?? data?.title
}
