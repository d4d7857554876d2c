// `npm run bench [-- options]`: builds the site, measures every route's bytes, runs Lighthouse on the
// chosen routes and builds the site with thousands of synthetic posts; writes perf.md and perf.json and,
// with --check, fails when a figure breaks its limit (lib/bench/budgets.ts). Options: lib/bench/parseBenchOptions.ts.
import fs from 'node:fs'
import path from 'node:path'
import { evaluateBudgets, type BudgetResult } from '../lib/bench/budgets.ts'
import { chooseLighthouseRoutes } from '../lib/bench/chooseLighthouseRoutes.ts'
import { formatPerfReport } from '../lib/bench/formatPerfReport.ts'
import { measureCommand, type CommandMeasure } from '../lib/bench/measureCommand.ts'
import { measureBlogBuild } from '../lib/bench/measureBlogBuild.ts'
import { measureLighthouse } from '../lib/bench/measureLighthouse.ts'
import { measureRouteBytes } from '../lib/bench/measureRouteBytes.ts'
import { parseBenchOptions } from '../lib/bench/parseBenchOptions.ts'
import { loadContent } from '../lib/content/loadContent.ts'
import { TURNSTILE_ORIGIN } from '../lib/deploy/buildSecurityHeaders.ts'
import { buildRouteList } from '../lib/routes/buildRouteList.ts'

const options = parseBenchOptions(process.argv.slice(2))
fs.mkdirSync(options.out, { recursive: true })
const build = options.skipBuild ? undefined : await buildSite(options.out)

const content = loadContent()
const routes = buildRouteList(content).filter((route) => route.canonical === route.path)
const rows = routes.map((route) => measureRouteBytes('dist/client', route))
const productPageIds = new Set(content.productPages.paginas.map((page) => page.id))
const hostRuns = await measureLighthouse(rows, chooseLighthouseRoutes(routes, productPageIds, options.routes), {
  port: options.port,
  runs: options.runs,
  check: options.check,
  workDir: options.out,
  thirdPartyUrls: [content.home.cobertura.tiles.url, content.home.heroi.video.arquivo, TURNSTILE_ORIGIN],
})
const blog = options.blogPosts > 0 ? await measureBlogBuild(options.blogPosts) : undefined

const budgets = evaluateBudgets(rows, blog?.peakRssMiB)
const report = formatPerfReport({ build, blog, options, rows, hostRuns, budgets })
fs.writeFileSync(path.join(options.out, 'perf.md'), report)
const json = { date: new Date().toISOString(), build, blog, runs: options.runs, rows, budgets }
fs.writeFileSync(path.join(options.out, 'perf.json'), `${JSON.stringify(json, null, 2)}\n`)
console.log(`\n${report}`)
if (options.check) exitOnBrokenLimits(budgets)

/** `npm run build`, timed and its peak memory measured; its output goes to bench-build.log. */
async function buildSite(out: string): Promise<CommandMeasure> {
  const logFile = path.join(out, 'bench-build.log')
  fs.writeFileSync(logFile, '')
  console.log('Gerando o site (npm run build)...')
  const measure = await measureCommand('npm', ['run', 'build'], { cwd: process.cwd(), env: process.env, logFile })
  if (measure.exitCode !== 0) throw new Error(`O build falhou; veja ${logFile}`)
  return measure
}

function exitOnBrokenLimits(budgets: readonly BudgetResult[]): void {
  const broken = budgets.filter((budget) => !budget.ok)
  if (broken.length === 0) return
  console.error(`✖ ${broken.length} orçamento(s) estourado(s):`)
  for (const b of broken) console.error(`  ${b.scope}: ${b.budget} = ${b.measured} (limite ${b.enforced})`)
  process.exit(1)
}
