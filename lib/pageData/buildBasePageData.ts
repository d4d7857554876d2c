import type { Thing } from 'schema-dts'
import type { Content } from '../content/content.ts'
import { loadContent } from '../content/loadContent.ts'
import { readPublicImageSize, SHARE_IMAGE } from '../content/imageSize.ts'
import { buildRouteList, findRoute, type RouteEntry } from '../routes/buildRouteList.ts'
import { buildBreadcrumbJsonLd, type Crumb } from '../seo/buildBreadcrumbJsonLd.ts'
import { buildPageSeo, type PageSeo, type SeoInput } from '../seo/buildPageSeo.ts'
import { shareImagePath } from '../seo/shareImage.ts'
import { buildShareCard } from '../shareCard/buildShareCard.ts'
import { readShareCardDesign } from '../shareCard/readShareCardDesign.ts'
import { shareCardPath } from '../shareCard/shareCardPath.ts'

/** Data every page carries: its SEO head and its H1 (the layout's data is a build-time module: components/layout/layoutData.ts). */
export interface BasePageData {
  path: string
  seo: PageSeo
  h1: string
}

/** One route list per loaded content (loadContent caches per project root and posts folder), with an index by path. */
const routeCache = new WeakMap<Content, { routes: RouteEntry[]; byPath: Map<string, RouteEntry> }>()

function getRoutes(content: Content) {
  let cached = routeCache.get(content)
  if (!cached) {
    const routes = buildRouteList(content)
    cached = { routes, byPath: new Map(routes.map((route) => [route.path, route])) }
    routeCache.set(content, cached)
  }
  return cached
}

/** Home > (Blog >) page, for the BreadcrumbList of every inner page. */
function buildCrumbs(route: RouteEntry, routes: readonly RouteEntry[], homeLabel: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: homeLabel, path: '/' }]
  if (route.kind === 'post') {
    const blog = findRoute(routes, '/blog')
    if (blog) crumbs.push({ name: blog.title, path: blog.path })
  }
  crumbs.push({ name: route.title, path: route.path })
  return crumbs
}

/**
 * Builds the shared part of a page's data from the route list. `seo` overrides what a
 * page knows better (a post's image and author); `jsonLd` adds schema.org nodes.
 */
export function buildBasePageData(
  path: string,
  options: { seo?: Partial<SeoInput>; jsonLd?: Thing[] } = {},
): BasePageData {
  const content = loadContent()
  const { routes, byPath } = getRoutes(content)
  const route = byPath.get(path) ?? findRoute(routes, path)
  if (!route) throw new Error(`Rota ${path} não está na lista de rotas (data/pages.yaml ou content/blog/).`)
  // An alias (/numero0800) is the same page as its canonical one (/0800), breadcrumb included.
  const canonicalRoute = byPath.get(route.canonical) ?? route
  const isInner = canonicalRoute.path !== '/'
  const extraJsonLd = [
    ...(options.jsonLd ?? []),
    ...(isInner
      ? [
          buildBreadcrumbJsonLd(
            content.site.url,
            buildCrumbs(canonicalRoute, routes, content.interface.cabecalho.inicio),
          ),
        ]
      : []),
  ]
  // A page is shared with a card drawn from its data (lib/shareCard/; the build draws it), a post with its own image as it is.
  const card = buildShareCard(canonicalRoute, content)
  const image = card
    ? shareCardPath(card, readShareCardDesign().fingerprint)
    : (options.seo?.image ?? content.site.imagemCompartilhamento)
  return {
    path: route.path,
    h1: route.h1,
    seo: buildPageSeo(content.site, {
      imageSize: card ? SHARE_IMAGE : image.startsWith('/') ? readPublicImageSize(image) : undefined,
      title: route.title,
      description: route.description,
      path: route.path,
      canonical: route.canonical,
      keywords: route.keywords,
      modifiedDate: route.lastmod,
      extraJsonLd,
      ...options.seo,
      image: shareImagePath(image),
    }),
  }
}

/** The 404 page is not a route: it has its own texts and no canonical. */
export function buildNotFoundPageData() {
  const content = loadContent()
  const texts = content.pages.naoEncontrada
  return {
    texts,
    title: `${texts.titulo} | ${content.site.nome}`,
    description: texts.descricao,
  }
}

export type NotFoundPageData = ReturnType<typeof buildNotFoundPageData>
