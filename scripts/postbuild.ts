// After `vike build`: writes sitemap.xml and robots.txt from the route list, then checks
// the prerendered site (routes, links, anchors, sitemap, head tags). Exits 1 on any problem.
import fs from 'node:fs'
import path from 'node:path'
import { checkBuiltSite } from '../lib/build/checkBuiltSite.ts'
import { loadContent } from '../lib/content/loadContent.ts'
import { buildRouteList } from '../lib/routes/buildRouteList.ts'
import { buildRobotsTxt, buildSitemap } from '../lib/seo/buildSitemap.ts'

const clientDir = path.resolve(process.env.BUILD_CLIENT_DIR ?? path.join(process.env.BUILD_OUT_DIR ?? 'dist', 'client'))
const content = loadContent()
const routes = buildRouteList(content)
const siteUrl = content.site.url

fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), buildSitemap(siteUrl, routes))
fs.writeFileSync(path.join(clientDir, 'robots.txt'), buildRobotsTxt(siteUrl))

const problems = checkBuiltSite({ clientDir, routes, siteUrl })
if (problems.length > 0) {
  for (const problem of problems) console.error(`${problem.file}  ${problem.message}`)
  console.error(`\n✖ ${problems.length} ${problems.length === 1 ? 'problema' : 'problemas'} no site gerado.`)
  process.exit(1)
}
console.log(`✔ ${routes.length} rotas pré-renderizadas; links, âncoras, sitemap.xml, robots.txt e tags de SEO verificados.`)
