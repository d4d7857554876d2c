import type { Content } from '../content/content.ts'
import { latestDate } from '../format/latestDate.ts'
import { listPageKinds, readPageContentIds, type RouteKind } from './pageKind.ts'
import { pageInputs } from './pageInputs.ts'
import { listSitePages } from './sitePages.ts'
import { BLOG_INDEX, BLOG_POST_PREFIX } from './routePaths.ts'

/** One prerendered URL of the site: the single list that prerender, sitemap, feed, link checks and SEO read. */
export interface RouteEntry {
  /** URL path, e.g. `/empresas` or `/blog/sms-marketing`. */
  path: string
  /** The path search engines should index; differs from `path` for aliases such as /home. */
  canonical: string
  /** Page id from data/pages.yaml or data/product-pages.yaml, or `post` for blog posts. */
  pageId: string
  kind: RouteKind
  title: string
  description: string
  h1: string
  keywords: string[]
  /** Last change of what the page shows, `YYYY-MM-DD` (the sitemap's lastmod, the structured data's dateModified). */
  lastmod: string
  /** For posts: the post id. */
  postId?: string
  /** For posts: what a feed or an article's metadata names besides the title and excerpt. */
  article?: RouteArticle
}

export interface RouteArticle {
  author: string
  category: string
  /** `YYYY-MM-DD`. */
  publishDate: string
}

/**
 * Builds the route list from data/pages.yaml, the product pages and the posts. A page is dated by the last
 * change of the datasets it is made of (lib/routes/pageInputs.ts), a legal page by its document (the date it
 * shows), a post by its publication or its file's last change, whichever is later.
 */
export function buildRouteList(
  content: Pick<Content, 'pages' | 'posts' | 'legal' | 'productPages' | 'contactPages' | 'lastChanged'>,
): RouteEntry[] {
  const postDate = (post: Content['posts'][number]) =>
    latestDate([post.frontmatter.publishDate, content.lastChanged.posts[post.id] ?? ''])
  const contentIds = readPageContentIds(content)
  const routes: RouteEntry[] = listSitePages(content).flatMap((page) => {
    const kind = listPageKinds(page, contentIds)[0] ?? 'page'
    const document = content.legal[page.caminho.slice(1)]
    const inputs = pageInputs({ pageId: page.id, kind }, content)
    const dated = document?.atualizadoEm ?? latestDate(inputs.map((key) => content.lastChanged.datasets[key]))
    // The blog's index lists the posts: a new or changed post changes it.
    const lastmod = page.caminho === BLOG_INDEX ? latestDate([dated, ...content.posts.map(postDate)]) : dated
    const entry: RouteEntry = {
      path: page.caminho,
      canonical: page.caminho,
      pageId: page.id,
      kind,
      title: page.titulo,
      description: page.descricao,
      h1: page.h1,
      keywords: page.palavrasChave ?? [],
      lastmod,
    }
    // An alias shows the same page at another address; its canonical is the main path.
    return [entry, ...(page.aliases ?? []).map((alias) => ({ ...entry, path: alias }))]
  })
  for (const post of content.posts) {
    const path = `${BLOG_POST_PREFIX}${post.id}`
    routes.push({
      path,
      canonical: path,
      pageId: 'post',
      kind: 'post',
      title: post.frontmatter.title,
      description: post.frontmatter.excerpt,
      h1: post.frontmatter.title,
      keywords: post.frontmatter.tags,
      lastmod: postDate(post),
      postId: post.id,
      article: {
        author: post.frontmatter.author,
        category: post.frontmatter.category,
        publishDate: post.frontmatter.publishDate,
      },
    })
  }
  return routes
}

export function findRoute(routes: readonly RouteEntry[], path: string): RouteEntry | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path
  return routes.find((route) => route.path === normalized)
}

/** Routes search engines should index: canonical ones only, never aliases. */
export function indexableRoutes(routes: readonly RouteEntry[]): RouteEntry[] {
  return routes.filter((route) => route.canonical === route.path)
}
