// https://vike.dev/description
import type { PageContext } from 'vike/types'
import type { PageHeadData } from './pageHeadData.ts'

export default function description(pageContext: PageContext): string | undefined {
  const data = pageContext.data as PageHeadData | undefined
  return data?.seo?.description ?? data?.description
}
