import type { PostFile } from '../blog/validatePostFile.ts'
import type { AudiencesData } from '../types/generated/audiences.ts'
import type { BannersData } from '../types/generated/banners.ts'
import type { CalculatorData } from '../types/generated/calculator.ts'
import type { CareersData } from '../types/generated/careers.ts'
import type { CitiesData } from '../types/generated/cities.ts'
import type { CookieConsentData } from '../types/generated/cookie-consent.ts'
import type { CountriesData } from '../types/generated/countries.ts'
import type { DidMobileData } from '../types/generated/did-mobile.ts'
import type { FooterData } from '../types/generated/footer.ts'
import type { InterfaceData } from '../types/generated/interface.ts'
import type { ProductPagesData } from '../types/generated/product-pages.ts'
import type { ContactPagesData } from '../types/generated/contact-pages.ts'
import type { BlogData } from '../types/generated/blog.ts'
import type { LeadFormData } from '../types/generated/lead-form.ts'
import type { HomeData } from '../types/generated/home.ts'
import type { LegalData } from '../types/generated/legal.ts'
import type { PagesData } from '../types/generated/pages.ts'
import type { PartnersData } from '../types/generated/partners.ts'
import type { PlansData } from '../types/generated/plans.ts'
import type { ServicesData } from '../types/generated/services.ts'
import type { SiteData } from '../types/generated/site.ts'
import { formatDataError } from '../validation/types.ts'
import { keepNumbersWithWordsIn } from '../format/keepNumbersWithWords.ts'
import { resolveBlogDir } from './datasets.ts'
import { validateProject } from '../validation/validateProject.ts'

/** Every dataset of the site, validated and typed. */
export interface Content {
  site: SiteData
  pages: PagesData
  audiences: AudiencesData
  services: ServicesData
  partners: PartnersData
  cities: CitiesData
  countries: CountriesData
  calculator: CalculatorData
  banners: BannersData
  plans: PlansData
  careers: CareersData
  didMobile: DidMobileData
  home: HomeData
  footer: FooterData
  cookieConsent: CookieConsentData
  interface: InterfaceData
  productPages: ProductPagesData
  contactPages: ContactPagesData
  blog: BlogData
  leadForm: LeadFormData
  legal: Record<string, LegalData>
  /** Posts by publishDate, newest first. */
  posts: PostFile[]
}

export class InvalidContentError extends Error {
  constructor(messages: string[]) {
    super(`Dados inválidos (rode npm run validate):\n${messages.join('\n')}`)
    this.name = 'InvalidContentError'
  }
}

const cache = new Map<string, Content>()

/**
 * Loads and validates all content once per process (per project root and posts folder), with
 * the same validators as `npm run validate`; throws with every error when anything is invalid.
 * With `blogDir` null no post is read (`posts` is empty): for code that shows none.
 */
export function loadContent(root = process.cwd(), blogDir: string | null = resolveBlogDir(root)): Content {
  const key = `${root}\0${blogDir ?? ''}`
  const hit = cache.get(key)
  if (hit) return hit
  const result = validateProject(root, blogDir)
  if (result.errors.length > 0) throw new InvalidContentError(result.errors.map(formatDataError))
  // What the site shows keeps its numbers with their words (typography only: nothing else changes).
  const value = <T>(key: string): T => keepNumbersWithWordsIn(result.datasets.get(key)?.value) as T
  const legal: Record<string, LegalData> = {}
  for (const [id, parsed] of result.legal) legal[id] = keepNumbersWithWordsIn(parsed.value) as LegalData
  const posts = [...result.posts].sort((a, b) => b.frontmatter.publishDate.localeCompare(a.frontmatter.publishDate) || a.id.localeCompare(b.id))
  const content: Content = {
    site: value('site'),
    pages: value('pages'),
    audiences: value('audiences'),
    services: value('services'),
    partners: value('partners'),
    cities: value('cities'),
    countries: value('countries'),
    calculator: value('calculator'),
    banners: value('banners'),
    plans: value('plans'),
    careers: value('careers'),
    didMobile: value('didMobile'),
    home: value('home'),
    footer: value('footer'),
    cookieConsent: value('cookieConsent'),
    interface: value('interface'),
    productPages: value('productPages'),
    contactPages: value('contactPages'),
    blog: value('blog'),
    leadForm: value('leadForm'),
    legal,
    posts,
  }
  cache.set(key, content)
  return content
}
