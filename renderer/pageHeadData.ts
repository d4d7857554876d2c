import type { PageSeo } from '../lib/seo/buildPageSeo.ts'

/** The part of every page's data that the renderer (head and layout) reads. */
export interface PageHeadData {
  seo?: Pick<PageSeo, 'title' | 'description' | 'canonicalUrl' | 'keywords' | 'meta' | 'jsonLd'>
  /** The RSS feed the page announces (the blog pages). */
  feed?: { title: string; href: string }
  /** Pages without SEO data (the 404) still name themselves. */
  title?: string
  description?: string
}
