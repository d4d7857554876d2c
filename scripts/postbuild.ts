// After the prerender: writes the pages' preview cards, sitemap.xml, robots.txt, the blog's RSS feed, the security headers
// (_headers for Netlify/Cloudflare Pages, dist/*security-headers.conf + dist/nginx.conf for nginx),
// the editors' /admin and precompressed .gz/.br files, then checks the prerendered site. Exits 1 on any problem.
import fs from 'node:fs'
import path from 'node:path'
import { checkBuiltSite } from '../lib/build/checkBuiltSite.ts'
import { finishPages } from '../lib/build/finishPages.ts'
import { precompress } from '../lib/build/precompress.ts'
import { writeShareCards } from '../lib/build/writeShareCards.ts'
import { writeShareImages } from '../lib/build/writeShareImages.ts'
import { writeAdminFromEnv } from '../lib/cms/writeAdmin.ts'
import { loadContent } from '../lib/content/loadContent.ts'
import { buildHeadersFile, buildNginxHeadersInclude, type SecuritySources } from '../lib/deploy/buildSecurityHeaders.ts'
import { buildNginxModuleIncludes } from '../lib/deploy/nginxModules.ts'
import { readBuildEnv } from '../lib/deploy/readBuildEnv.ts'
import { buildRouteList, indexableRoutes } from '../lib/routes/buildRouteList.ts'
import { buildBlogFeedChannel, buildRssFeed, RSS_FEED_PATH } from '../lib/seo/buildRssFeed.ts'
import { buildRobotsTxt, buildSitemap } from '../lib/seo/buildSitemap.ts'
import { buildShareCard } from '../lib/shareCard/buildShareCard.ts'

const distDir = path.resolve(process.env.BUILD_OUT_DIR ?? 'dist')
const clientDir = path.join(distDir, 'client')
const content = loadContent()
const routes = buildRouteList(content)
const siteUrl = content.site.url
// The variables the bundle was built with: the shell's, or else the project's .env files.
const buildEnv = readBuildEnv()
const webhookUrl = buildEnv.VITE_LEAD_WEBHOOK_URL || undefined

// Every page asks for its JavaScript only after its first paint (lib/build/deferHydration.ts), and a
// client-side navigation finds the new page's head, which only its HTML carries, in its pageContext.json.
finishPages(clientDir)

// The editors' /admin, once the site's own pages are finished: it is none of them.
writeAdminFromEnv(clientDir, process.cwd(), content.site)

fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), buildSitemap(siteUrl, routes))
fs.writeFileSync(path.join(clientDir, 'robots.txt'), buildRobotsTxt(siteUrl))
const feedFile = path.join(clientDir, RSS_FEED_PATH)
fs.mkdirSync(path.dirname(feedFile), { recursive: true })
fs.writeFileSync(feedFile, buildRssFeed(siteUrl, buildBlogFeedChannel(content.blog), routes))

const sources: SecuritySources = {
  tileUrl: content.home.cobertura.tiles.url,
  videoUrl: content.home.heroi.video.arquivo,
  webhookUrl,
}
fs.writeFileSync(path.join(clientDir, '_headers'), buildHeadersFile(sources))
fs.writeFileSync(path.join(distDir, 'security-headers.conf'), buildNginxHeadersInclude(sources))
fs.writeFileSync(path.join(distDir, 'admin-security-headers.conf'), buildNginxHeadersInclude(sources, 'admin'))
fs.copyFileSync(path.resolve('deploy/nginx.conf'), path.join(distDir, 'nginx.conf'))
const includes = buildNginxModuleIncludes()
fs.writeFileSync(path.join(distDir, 'modules.conf'), includes.modules)
fs.writeFileSync(path.join(distDir, 'brotli.conf'), includes.brotli)

// Every page's preview card but a post's with its own image (lib/shareCard/). Drawn after the prerender:
// a page names its card without drawing it, and an unchanged card is copied from the cache.
const cards = await writeShareCards(
  clientDir,
  indexableRoutes(routes).flatMap((route) => buildShareCard(route, content) ?? []),
)
// The JPEG copies of the WebP sharing images the pages point networks at (lib/seo/shareImage.ts).
await writeShareImages(clientDir, [
  content.site.imagemCompartilhamento,
  ...content.posts.flatMap((post) => post.frontmatter.image ?? []),
])

// Compression (zlib's threads) and the checks (this thread) read the finished files side by side.
const compressing = precompress(clientDir)
// The secret check applies to builds made without the variables: the bundle must carry none.
const problems = checkBuiltSite({ clientDir, routes, siteUrl, forbidSecrets: !buildEnv.VITE_LEAD_WEBHOOK_TOKEN })
if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.file}  ${problem.message}`)
  console.error(`\n✖ ${problems.length} ${problems.length === 1 ? 'problema' : 'problemas'} no site gerado.`)
  process.exit(1)
}
const compressed = await compressing
console.log(
  `✔ ${routes.length} rotas pré-renderizadas; links, âncoras, sitemap.xml, robots.txt, feed RSS, tags de SEO e marcação compatível com a CSP verificados; ${cards.drawn + cards.reused} imagens de compartilhamento (${cards.drawn} desenhadas agora); ${compressed} arquivos pré-comprimidos.`,
)
