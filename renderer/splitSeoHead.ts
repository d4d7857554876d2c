import type { PageContextServer } from 'vike/types'
import type { PageHeadData } from './pageHeadData.ts'

/**
 * Moves a page's SEO head (canonical, keywords, Open Graph, JSON-LD) out of pageContext.data into
 * pageContext.seoHead, a server-only field (not in passToClient): the prerendered <head> carries it
 * once, and the page's JSON and its pageContext.json keep only the title and description that a
 * client-side navigation writes into the head.
 */
export function splitSeoHead(pageContext: PageContextServer) {
  const data = pageContext.data as PageHeadData | undefined
  const seo = data?.seo
  if (!data || !seo) return {}
  return { data: { ...data, seo: { title: seo.title, description: seo.description } }, seoHead: seo }
}
