import type { PageContextServer } from 'vike/types'
import type { PageHeadData } from './pageHeadData.ts'

/**
 * Moves a page's SEO head (canonical, Open Graph, JSON-LD...) from pageContext.data to the server-only seoHead: the
 * prerendered <head> carries it once, and the page's JSON keeps only the title and description a navigation needs.
 */
export function splitSeoHead(pageContext: PageContextServer) {
  const data = pageContext.data as PageHeadData | undefined
  const seo = data?.seo
  if (!data || !seo) return {}
  return { data: { ...data, seo: { title: seo.title, description: seo.description } }, seoHead: seo }
}
