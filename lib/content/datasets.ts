import path from 'node:path'

/** Every YAML dataset, the schema that validates it, and its key in the loaded content. */
export const DATASETS = [
  { key: 'site', file: 'data/site.yaml', schema: 'site' },
  { key: 'pages', file: 'data/pages.yaml', schema: 'pages' },
  { key: 'audiences', file: 'data/audiences.yaml', schema: 'audiences' },
  { key: 'services', file: 'data/services.yaml', schema: 'services' },
  { key: 'partners', file: 'data/partners.yaml', schema: 'partners' },
  { key: 'cities', file: 'data/cities.yaml', schema: 'cities' },
  { key: 'countries', file: 'data/countries.yaml', schema: 'countries' },
  { key: 'calculator', file: 'data/calculator.yaml', schema: 'calculator' },
  { key: 'banners', file: 'data/banners.yaml', schema: 'banners' },
  { key: 'plans', file: 'data/plans.yaml', schema: 'plans' },
  { key: 'careers', file: 'data/careers.yaml', schema: 'careers' },
  { key: 'didMobile', file: 'data/did-mobile.yaml', schema: 'did-mobile' },
  { key: 'home', file: 'data/home.yaml', schema: 'home' },
  { key: 'footer', file: 'data/footer.yaml', schema: 'footer' },
  { key: 'cookieConsent', file: 'data/cookie-consent.yaml', schema: 'cookie-consent' },
  { key: 'interface', file: 'data/interface.yaml', schema: 'interface' },
  { key: 'productPages', file: 'data/product-pages.yaml', schema: 'product-pages' },
  { key: 'contactPages', file: 'data/contact-pages.yaml', schema: 'contact-pages' },
  { key: 'blog', file: 'data/blog.yaml', schema: 'blog' },
  { key: 'leadForm', file: 'data/lead-form.yaml', schema: 'lead-form' },
] as const

/** Long legal documents: every `*.yaml` in this folder, validated by the legal schema. */
export const LEGAL_DIR = 'data/legal'
export const LEGAL_SCHEMA = 'legal'

/** Where the posts live unless the `BLOG_DIR` environment variable says otherwise. */
export const BLOG_DIR = 'content/blog'

/**
 * The folder of the posts: `BLOG_DIR` (absolute, or relative to the project root) when set,
 * else `content/blog`. The benchmark points it at a temporary folder of synthetic posts so
 * the real build runs against them without touching the repository.
 */
export function resolveBlogDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.BLOG_DIR?.trim()
  return path.resolve(root, fromEnv ? fromEnv : BLOG_DIR)
}
