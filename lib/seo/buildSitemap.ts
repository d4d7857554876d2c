import { ADMIN_PATH } from '../routes/routePaths.ts'
import type { RouteEntry } from '../routes/buildRouteList.ts'
import { indexableRoutes } from '../routes/buildRouteList.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import { escapeXml } from './escapeXml.ts'

/** sitemap.xml with the canonical routes only (aliases and the 404 page never appear). */
export function buildSitemap(siteUrl: string, routes: readonly RouteEntry[]): string {
  const urls = indexableRoutes(routes)
    .map(
      (route) =>
        `  <url>\n    <loc>${escapeXml(absoluteUrl(siteUrl, route.path))}</loc>\n    <lastmod>${route.lastmod}</lastmod>\n  </url>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`
}

export function buildRobotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: ${ADMIN_PATH}\n\nSitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}\n`
}
