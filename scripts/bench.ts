// `npm run bench [-- --runs 3 --routes /,/empresas]`: builds the site (timing it and its peak
// memory), serves it with nginx and the production config, and measures every route: initial
// JavaScript and CSS (gzip, from the built files and from the page's actual requests), HTML
// gzip, and Lighthouse (mobile defaults, Debian Chromium, median of N runs). Writes
// reports/perf.md and reports/perf.json and prints the table.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { measureCommand } from '../lib/bench/measureCommand.ts'
import { INITIAL_JS_BUDGET_BYTES, measureInitialAssets } from '../lib/build/measureInitialAssets.ts'
import { routeHtmlFile } from '../lib/build/routeFile.ts'
import { loadContent } from '../lib/content/loadContent.ts'
import { buildRouteList } from '../lib/routes/buildRouteList.ts'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : args[index + 1]
}
const RUNS = Number(option('runs') ?? 3)
const PORT = Number(option('port') ?? 8181)
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CLIENT = 'dist/client'

fs.mkdirSync('reports', { recursive: true })
const buildLog = 'reports/bench-build.log'
fs.writeFileSync(buildLog, '')
console.log('Gerando o site (npm run build)...')
const build = await measureCommand('npm', ['run', 'build'], { cwd: process.cwd(), env: process.env, logFile: buildLog })
if (build.exitCode !== 0) {
  console.error(`O build falhou; veja ${buildLog}`)
  process.exit(1)
}

const routes = buildRouteList(loadContent()).filter((route) => route.canonical === route.path)
const wanted = option('routes')?.split(',')
const measured = wanted ? routes.filter((route) => wanted.includes(route.path)) : routes

const nginx = spawn('node_modules/.bin/tsx', ['scripts/serve-nginx.ts'], { env: { ...process.env, PORT: String(PORT) }, stdio: 'ignore' })
await new Promise((resolve) => setTimeout(resolve, 1500))

// Third parties (tiles, video host, Turnstile) fail fast and the same way on every run, so the
// figures are reproducible offline; only the site itself is measured.
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1']

interface LighthouseRun {
  scores: Record<string, number>
  fcp: number
  lcp: number
  tbt: number
  cls: number
  requestedJsBytes: number
  requestedCssBytes: number
}

async function lighthouse(url: string): Promise<LighthouseRun> {
  const out = path.join('reports', `lh-${process.pid}.json`)
  await new Promise<void>((resolve, reject) => {
    const child = spawn('node_modules/.bin/lighthouse', [url, '--quiet', '--output=json', `--output-path=${out}`, `--chrome-flags=${chromeFlags.join(' ')}`, '--only-categories=performance,accessibility,best-practices,seo'], { env: { ...process.env, CHROME_PATH: CHROME }, stdio: 'ignore' })
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`lighthouse saiu com ${code}`))))
  })
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number }>
    audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>
  }
  fs.rmSync(out)
  const requests = report.audits['network-requests']?.details?.items ?? []
  const bytes = (type: string) => requests.filter((request) => request.resourceType === type).reduce((total, request) => total + (request.transferSize ?? 0), 0)
  return {
    scores: Object.fromEntries(Object.entries(report.categories).map(([id, category]) => [id, Math.round(category.score * 100)])),
    fcp: report.audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: report.audits['total-blocking-time']?.numericValue ?? 0,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
    requestedJsBytes: bytes('Script'),
    requestedCssBytes: bytes('Stylesheet'),
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

const rows = []
for (const route of measured) {
  const assets = measureInitialAssets(CLIENT, routeHtmlFile(CLIENT, route.path))
  const runs: LighthouseRun[] = []
  for (let run = 0; run < RUNS; run++) runs.push(await lighthouse(`http://127.0.0.1:${PORT}${route.path}`))
  const pick = (read: (run: LighthouseRun) => number) => median(runs.map(read))
  const row = {
    route: route.path,
    jsGzip: assets.jsGzipBytes,
    cssGzip: assets.cssGzipBytes,
    htmlGzip: assets.htmlGzipBytes,
    requestedJs: pick((r) => r.requestedJsBytes),
    requestedCss: pick((r) => r.requestedCssBytes),
    performance: pick((r) => r.scores.performance ?? 0),
    accessibility: pick((r) => r.scores.accessibility ?? 0),
    bestPractices: pick((r) => r.scores['best-practices'] ?? 0),
    seo: pick((r) => r.scores.seo ?? 0),
    fcpMs: Math.round(pick((r) => r.fcp)),
    lcpMs: Math.round(pick((r) => r.lcp)),
    tbtMs: Math.round(pick((r) => r.tbt)),
    cls: pick((r) => r.cls),
  }
  rows.push(row)
  console.log(`${route.path}: JS ${(row.jsGzip / 1024).toFixed(1)} KB, LCP ${row.lcpMs} ms, performance ${row.performance}`)
}
nginx.kill('SIGTERM')

const kb = (bytes: number) => (bytes / 1024).toFixed(1)
const table = [
  '| route | JS gz KB (built / requested) | CSS gz KB (built / requested) | HTML gz KB | perf | a11y | best | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => `| ${r.route} | ${kb(r.jsGzip)} / ${kb(r.requestedJs)} | ${kb(r.cssGzip)} / ${kb(r.requestedCss)} | ${kb(r.htmlGzip)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`),
]
const markdown = `# Relatório de desempenho\n\nBuild: ${(build.wallMs / 1000).toFixed(1)} s, pico de memória ${(build.peakRssBytes / 1024 / 1024).toFixed(0)} MiB (${build.method}).\nLighthouse ${RUNS > 1 ? `mediana de ${RUNS} execuções` : '1 execução'}, perfil móvel padrão, Chromium do Debian; terceiros (mapa, vídeo, Turnstile) bloqueados de forma igual em todas as execuções.\nOrçamento de JavaScript inicial: ${kb(INITIAL_JS_BUDGET_BYTES)} KB gzip por rota.\n\n${table.join('\n')}\n`
fs.writeFileSync('reports/perf.md', markdown)
fs.writeFileSync('reports/perf.json', JSON.stringify({ build, runs: RUNS, rows }, null, 2))
console.log(`\n${markdown}`)
