// After `vike build`: writes sitemap.xml, robots.txt and the blog's RSS feed from the route
// list, then checks the prerendered site (routes, links, anchors, sitemap, feed, head tags).
// Exits 1 on any problem.
import fs from 'node:fs'
import path from 'node:path'
import { checkBuiltSite } from '../lib/build/checkBuiltSite.ts'
import { loadContent } from '../lib/content/loadContent.ts'
import { buildRouteList } from '../lib/routes/buildRouteList.ts'
import { buildBlogFeedChannel, buildRssFeed, RSS_FEED_PATH } from '../lib/seo/buildRssFeed.ts'
import { buildRobotsTxt, buildSitemap } from '../lib/seo/buildSitemap.ts'

const clientDir = path.resolve(process.env.BUILD_CLIENT_DIR ?? path.join(process.env.BUILD_OUT_DIR ?? 'dist', 'client'))
const content = loadContent()
const routes = buildRouteList(content)
const siteUrl = content.site.url

fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), buildSitemap(siteUrl, routes))
fs.writeFileSync(path.join(clientDir, 'robots.txt'), buildRobotsTxt(siteUrl))
const feedFile = path.join(clientDir, RSS_FEED_PATH)
fs.mkdirSync(path.dirname(feedFile), { recursive: true })
fs.writeFileSync(feedFile, buildRssFeed(siteUrl, buildBlogFeedChannel(content.blog), routes))

const problems = checkBuiltSite({ clientDir, routes, siteUrl })
if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.file}  ${problem.message}`)
  console.error(`\n✖ ${problems.length} ${problems.length === 1 ? 'problema' : 'problemas'} no site gerado.`)
  process.exit(1)
}
console.log(`✔ ${routes.length} rotas pré-renderizadas; links, âncoras, sitemap.xml, robots.txt, feed RSS e tags de SEO verificados.`)
