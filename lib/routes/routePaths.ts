/** The landing page's path; its aliases (/home) come from data/pages.yaml. */
export const HOME_PATH = '/'
/** Where a post's page lives: `/blog/{id}`. */
export const BLOG_POST_PREFIX = '/blog/'
/** The blog's index page. */
export const BLOG_INDEX = BLOG_POST_PREFIX.slice(0, -1)
/** The editors' content editor: in the built site, never a page of the site (no sitemap, noindex, disallowed). */
export const ADMIN_PATH = '/admin'
