// `npm run bench [-- options]`: builds the site (timing it and its peak memory), serves it with
// nginx and the production config, and measures every route: initial JavaScript and CSS (gzip,
// from the built files and from the page's actual requests), HTML gzip, a post's weight against
// its body, and Lighthouse (mobile profile with the CPU slowdown calibrated to the host, Debian
// Chromium, median of N runs, third parties played by a local fixture host). Then builds the site
// with 4,000 synthetic posts for the peak memory and the time per extra post. Writes
// reports/perf.md and reports/perf.json, prints the tables, and checks every figure against
// lib/bench/budgets.ts.
//
// Options:
//   --runs N          Lighthouse runs per route (median), default 3
//   --routes a,b      Lighthouse on these routes only (byte budgets always cover every route);
//                     `--routes ci`: /, the first product page and the newest post
//   --skip-build      measure the build already in dist/
//   --blog N          synthetic posts for the memory benchmark, default 4000; 0 skips it
//   --check           exit 1 when a figure breaks its enforced limit (the test command uses it)
//   --cpu-slowdown X  simulate with this CPU slowdown instead of the calibrated one: two builds
//                     compared on the same terms (a run so made is not checked against the limits)
//   --out DIR         where the report goes, default reports
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parse } from 'node-html-parser'
import {
  ENFORCED_LIMITS,
  evaluateBudgets,
  type BudgetResult,
  type LighthouseFigures,
  type RouteFigures,
} from '../lib/bench/budgets.ts'
import { calibrateCpuSlowdown, MID_TIER_PHONE_BENCHMARK_INDEX } from '../lib/bench/calibrateCpuSlowdown.ts'
import { navigationCommitTask, withCpuTimeTasks, type TraceEvent } from '../lib/bench/cpuTimeTrace.ts'
import { startControlPage } from '../lib/bench/controlPage.ts'
import { measureCommand, type CommandMeasure } from '../lib/bench/measureCommand.ts'
import { measurePostWeight } from '../lib/bench/measurePageWeight.ts'
import { startThirdPartyHost } from '../lib/bench/thirdPartyHost.ts'
import { measureInitialAssets } from '../lib/build/measureInitialAssets.ts'
import { routeHtmlFile } from '../lib/build/routeFile.ts'
import { TURNSTILE_ORIGIN } from '../lib/deploy/buildSecurityHeaders.ts'
import { loadContent } from '../lib/content/loadContent.ts'
import { buildRouteList } from '../lib/routes/buildRouteList.ts'

const args = process.argv.slice(2)
const option = (name: string) => {
  const index = args.indexOf(`--${name}`)
  return index === -1 ? undefined : args[index + 1]
}
const RUNS = Number(option('runs') ?? 3)
const PORT = Number(option('port') ?? 8181)
const BLOG_POSTS = Number(option('blog') ?? 4000)
const OUT = option('out') ?? 'reports'
const FIXED_CPU_SLOWDOWN = option('cpu-slowdown') === undefined ? undefined : Number(option('cpu-slowdown'))
if (FIXED_CPU_SLOWDOWN !== undefined && !(FIXED_CPU_SLOWDOWN >= 1)) throw new Error('--cpu-slowdown pede um número ≥ 1')
const CHECK = args.includes('--check')
if (CHECK && FIXED_CPU_SLOWDOWN !== undefined)
  throw new Error('--check mede com a redução calibrada: não use --cpu-slowdown junto')
// --keep-traces DIR: every counted load's trace as recorded and as its CPU-time copy, to open in
// DevTools' Performance panel (a diagnostic: the report does not read them).
const KEEP_TRACES = option('keep-traces')
const CHROME = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const CLIENT = 'dist/client'
const VIDEO_FIXTURE = 'tests/fixtures/media/video.mp4'
const LIGHTHOUSE_CATEGORIES = 'performance,accessibility,best-practices,seo'
const MiB = 1024 * 1024

fs.mkdirSync(OUT, { recursive: true })
let build: CommandMeasure | undefined
if (!args.includes('--skip-build')) {
  const buildLog = path.join(OUT, 'bench-build.log')
  fs.writeFileSync(buildLog, '')
  console.log('Gerando o site (npm run build)...')
  build = await measureCommand('npm', ['run', 'build'], { cwd: process.cwd(), env: process.env, logFile: buildLog })
  if (build.exitCode !== 0) {
    console.error(`O build falhou; veja ${buildLog}`)
    process.exit(1)
  }
}

const content = loadContent()
const routes = buildRouteList(content).filter((route) => route.canonical === route.path)
const productPageIds = new Set(content.productPages.paginas.map((page) => page.id))
const ciRoutes = [
  '/',
  routes.find((route) => productPageIds.has(route.pageId))?.path,
  routes.find((route) => route.kind === 'post')?.path,
].filter((p): p is string => Boolean(p))
const wanted = option('routes') === 'ci' ? ciRoutes : option('routes')?.split(',')
const lighthouseRoutes = new Set(
  (wanted ? routes.filter((route) => wanted.includes(route.path)) : routes).map((route) => route.path),
)

// --- Bytes of every route, from the built files ---
const rows: (RouteFigures & { requestedCss?: number })[] = routes.map((route) => {
  const htmlFile = routeHtmlFile(CLIENT, route.path)
  const assets = measureInitialAssets(CLIENT, htmlFile)
  const row: RouteFigures = {
    route: route.path,
    jsGzip: assets.jsGzipBytes,
    cssGzip: assets.cssGzipBytes,
    htmlGzip: assets.htmlGzipBytes,
  }
  if (route.kind === 'post') {
    const html = fs.readFileSync(htmlFile, 'utf8')
    const body = parse(html).querySelector('[data-post-body]')?.innerHTML ?? ''
    const jsonFile = htmlFile.replace(/\.html$/, '.pageContext.json')
    const weight = measurePostWeight(html, body, fs.existsSync(jsonFile) ? fs.readFileSync(jsonFile, 'utf8') : '')
    row.post = {
      bodyGzip: weight.bodyGzipBytes,
      ratio: weight.gzipRatio,
      bodyCopies: weight.bodyCopies,
      aroundGzip: weight.htmlGzipBytes - weight.bodyGzipBytes,
    }
  }
  return row
})

// --- Lighthouse, with nginx and the third parties played locally ---
const thirdPartyHosts = [content.home.cobertura.tiles.url, content.home.heroi.video.arquivo, TURNSTILE_ORIGIN].map(
  (url) => new URL(url.replace(/\{[a-z]\}/g, '0')).hostname,
)
const thirdParties = await startThirdPartyHost(thirdPartyHosts, VIDEO_FIXTURE)
const nginx = spawn('node_modules/.bin/tsx', ['scripts/serve-nginx.ts'], {
  env: { ...process.env, PORT: String(PORT) },
  stdio: 'ignore',
})
await waitForServer(`http://127.0.0.1:${PORT}/`)
// Lighthouse splits --chrome-flags on spaces unless a value is quoted (the resolver rules have spaces).
const quoteValue = (flag: string) => (flag.includes(' ') ? flag.replace('=', '="') + '"' : flag)
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  ...thirdParties.chromeFlags,
].map(quoteValue)

async function waitForServer(url: string) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} não respondeu`)
}

interface LighthouseRun extends LighthouseFigures {
  requestedJs: number
  requestedCss: number
  benchmarkIndex: number
  cpuSlowdown: number
  /** Wall time of the task that committed the navigation (lib/bench/cpuTimeTrace.ts), when the trace has it. */
  navigationCommitMs?: number
}

/** Every host speed Lighthouse measured in this run, and the CPU slowdowns they called for, for the report. */
const benchmarkIndexes: number[] = []
const cpuSlowdowns: number[] = []

/** Runs the Lighthouse CLI; resolves with an error message when it fails. */
function runLighthouseCli(url: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    let stderr = ''
    // The URL first: --only-categories takes a list and would swallow it.
    const child = spawn(
      'node_modules/.bin/lighthouse',
      [url, '--quiet', ...args, `--only-categories=${LIGHTHOUSE_CATEGORIES}`],
      { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'pipe'] },
    )
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('exit', (code) =>
      resolve(code === 0 ? undefined : `lighthouse saiu com ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}`),
    )
  })
}

interface LighthouseReport {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null }>
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }
  >
}

/** Lighthouse's audit (-A) of a saved load: its report, or why it has none. */
async function audit(url: string, artifactsDir: string, cpuSlowdown: number): Promise<LighthouseReport | string> {
  const out = `${artifactsDir}.json`
  const error = await runLighthouseCli(url, [
    `-A=${artifactsDir}`,
    `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
    '--output=json',
    `--output-path=${out}`,
  ])
  if (error) return error
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as LighthouseReport
  fs.rmSync(out)
  if (report.runtimeError || Object.values(report.categories).some((category) => category.score === null)) {
    return `Lighthouse não mediu (${report.runtimeError?.code ?? 'categoria sem nota'})`
  }
  return report
}

/** Where --keep-traces puts one load's traces: `DIR/<host_path>-<time>` (created), or undefined without the option. */
function keptTraceStem(url: string): string | undefined {
  if (!KEEP_TRACES) return undefined
  fs.mkdirSync(KEEP_TRACES, { recursive: true })
  return path.join(KEEP_TRACES, `${url.replace(/^https?:\/\//, '').replace(/\W+/g, '_')}-${Date.now()}`)
}

/**
 * One Lighthouse run, its CPU slowdown calibrated to this host (lib/bench/calibrateCpuSlowdown.ts):
 * Lighthouse loads the page once (-G, which measures the host's benchmarkIndex), then simulates
 * the phone from that load (-A) with the slowdown the measured index calls for. The slowdown
 * only enters the simulation, so this is the run Lighthouse would have made with that flag.
 * Lighthouse now and then fails to record its trace (NO_NAVSTART), so a failed run is tried again twice.
 */
async function lighthouse(url: string, attempt = 1): Promise<LighthouseRun> {
  const artifactsDir = path.join(OUT, `lh-${process.pid}`)
  fs.rmSync(artifactsDir, { recursive: true, force: true })
  const retry = (error: string) => {
    if (attempt >= 3) throw new Error(`${url}: ${error}`)
    console.warn(`${url}: ${error}; tentando de novo`)
    return lighthouse(url, attempt + 1)
  }
  const gatherError = await runLighthouseCli(url, [`-G=${artifactsDir}`, `--chrome-flags=${chromeFlags.join(' ')}`])
  if (gatherError) return retry(gatherError)
  const artifactsFile = path.join(artifactsDir, 'artifacts.json')
  const artifacts = JSON.parse(fs.readFileSync(artifactsFile, 'utf8')) as {
    BenchmarkIndex?: number
    settings: { throttling: { cpuSlowdownMultiplier: number } }
  }
  const cpuSlowdown = FIXED_CPU_SLOWDOWN ?? calibrateCpuSlowdown(artifacts.BenchmarkIndex)
  // Lighthouse audits saved artifacts only with the settings they were gathered with.
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown
  fs.writeFileSync(artifactsFile, JSON.stringify(artifacts))
  const report = await audit(url, artifactsDir, cpuSlowdown)
  if (typeof report === 'string') return retry(report)
  // The diagnostic, once the run counts: the same load, its main-thread tasks lasting their CPU
  // time (lib/bench/cpuTimeTrace.ts), audited in place; the artifacts are not needed after it.
  const traceFile = path.join(artifactsDir, 'trace.json')
  const trace = JSON.parse(fs.readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }
  const cpuTimeTrace = withCpuTimeTasks(trace.traceEvents)
  const navigationCommitMs = navigationCommitTask(trace.traceEvents)?.wallMs
  const keptStem = keptTraceStem(url)
  if (keptStem) fs.copyFileSync(traceFile, `${keptStem}.trace.json`)
  fs.writeFileSync(traceFile, JSON.stringify({ ...trace, traceEvents: cpuTimeTrace.events }))
  if (keptStem) fs.copyFileSync(traceFile, `${keptStem}.cpu-time.trace.json`)
  const cpuTimeReport = await audit(url, artifactsDir, cpuSlowdown)
  fs.rmSync(artifactsDir, { recursive: true, force: true })
  const score = (id: string) => Math.round((report.categories[id]?.score ?? 0) * 100)
  const requests = report.audits['network-requests']?.details?.items ?? []
  const bytes = (type: string) =>
    requests
      .filter((request) => request.resourceType === type)
      .reduce((total, request) => total + (request.transferSize ?? 0), 0)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? 0,
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? 0,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? 0,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? 0,
    requestedJs: bytes('Script'),
    requestedCss: bytes('Stylesheet'),
    benchmarkIndex: artifacts.BenchmarkIndex ?? 0,
    cpuSlowdown,
    navigationCommitMs,
    cpuTime:
      typeof cpuTimeReport === 'string'
        ? undefined
        : {
            performance: Math.round((cpuTimeReport.categories.performance?.score ?? 0) * 100),
            lcpMs: cpuTimeReport.audits['largest-contentful-paint']?.numericValue ?? 0,
            tbtMs: cpuTimeReport.audits['total-blocking-time']?.numericValue ?? 0,
            contentionMs: cpuTimeTrace.msRemoved,
          },
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0
/** '112 ms', or 'de 16 a 112 ms' over several runs. */
const commitRange = (values: number[]) =>
  Math.min(...values) === Math.max(...values)
    ? `${values[0]} ms`
    : `de ${Math.min(...values)} a ${Math.max(...values)} ms`
/** The median of each figure over the runs. */
function medianFigures(runs: readonly LighthouseRun[]): LighthouseFigures {
  const pick = (key: Exclude<keyof LighthouseRun, 'cpuTime' | 'navigationCommitMs'>) => median(runs.map((r) => r[key]))
  const cpuTimes = runs.flatMap((r) => (r.cpuTime ? [r.cpuTime] : []))
  const pickCpuTime = (key: keyof NonNullable<LighthouseRun['cpuTime']>) =>
    Math.round(median(cpuTimes.map((c) => c[key])))
  // A run whose CPU-time audit failed has no say in these medians; the others still check the page.
  const cpuTime =
    cpuTimes.length > 0
      ? {
          performance: pickCpuTime('performance'),
          lcpMs: pickCpuTime('lcpMs'),
          tbtMs: pickCpuTime('tbtMs'),
          contentionMs: pickCpuTime('contentionMs'),
        }
      : undefined
  return {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    fcpMs: Math.round(pick('fcpMs')),
    lcpMs: Math.round(pick('lcpMs')),
    tbtMs: Math.round(pick('tbtMs')),
    cls: pick('cls'),
    benchmarkIndex: pick('benchmarkIndex'),
    cpuSlowdown: pick('cpuSlowdown'),
    cpuTime,
  }
}
/** The control page (lib/bench/controlPage.ts), measured like a route: this host's floor. */
let control: LighthouseFigures | undefined
/** How long the control page's navigation commit took in each of its runs (ms of wall time). */
let controlCommitMs: number[] = []
try {
  for (const row of rows) {
    if (!lighthouseRoutes.has(row.route)) continue
    const runs: LighthouseRun[] = []
    const summarize = () => {
      row.lighthouse = medianFigures(runs)
      row.requestedJs = median(runs.map((r) => r.requestedJs))
      row.requestedCss = median(runs.map((r) => r.requestedCss))
    }
    const measure = async () => {
      const run = await lighthouse(`http://127.0.0.1:${PORT}${row.route}`)
      benchmarkIndexes.push(run.benchmarkIndex)
      cpuSlowdowns.push(run.cpuSlowdown)
      runs.push(run)
      const cpuTime = run.cpuTime
        ? `; só com o tempo de CPU: desempenho ${run.cpuTime.performance}, LCP ${Math.round(run.cpuTime.lcpMs)} ms, TBT ${Math.round(run.cpuTime.tbtMs)} ms`
        : ''
      console.log(
        `  ${row.route} execução ${runs.length}: desempenho ${run.performance}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms (benchmarkIndex ${run.benchmarkIndex}, CPU ${run.cpuSlowdown}×${cpuTime})`,
      )
    }
    for (let run = 0; run < RUNS; run++) await measure()
    summarize()
    // A single run that breaks a limit is confirmed by the median of three before the check fails:
    // the load of a 2-core machine alone moves one run's TBT by hundreds of milliseconds.
    if (
      CHECK &&
      runs.length < 3 &&
      evaluateBudgets([row]).some((budget) => !budget.ok && budget.source === 'lighthouse')
    ) {
      console.warn(`${row.route}: um limite estourado em ${runs.length} execução(ões); confirmando com a mediana de 3`)
      while (runs.length < 3) await measure()
      summarize()
    }
    const lh = row.lighthouse
    console.log(
      `${row.route}: desempenho ${lh?.performance}, LCP ${lh?.lcpMs} ms, TBT ${lh?.tbtMs} ms (benchmarkIndex ${lh?.benchmarkIndex}, CPU ${lh?.cpuSlowdown}× mais lenta); só com o tempo de CPU: desempenho ${lh?.cpuTime?.performance ?? '–'}, LCP ${lh?.cpuTime?.lcpMs ?? '–'} ms, TBT ${lh?.cpuTime?.tbtMs ?? '–'} ms (limites: desempenho ≥ ${ENFORCED_LIMITS.lighthousePerformance}, LCP ≤ ${ENFORCED_LIMITS.lcpMs} ms, TBT ≤ ${ENFORCED_LIMITS.tbtMs} ms)`,
    )
  }
  if (lighthouseRoutes.size > 0) {
    const page = await startControlPage()
    try {
      const runs: LighthouseRun[] = []
      for (let run = 0; run < RUNS; run++) runs.push(await lighthouse(page.url))
      benchmarkIndexes.push(...runs.map((run) => run.benchmarkIndex))
      cpuSlowdowns.push(...runs.map((run) => run.cpuSlowdown))
      control = medianFigures(runs)
      controlCommitMs = runs.flatMap((run) =>
        run.navigationCommitMs === undefined ? [] : [Math.round(run.navigationCommitMs)],
      )
      console.log(
        `controle (página vazia): desempenho ${control.performance}, LCP ${control.lcpMs} ms, TBT ${control.tbtMs} ms`,
      )
    } finally {
      await page.close()
    }
  }
} finally {
  nginx.kill('SIGTERM')
  await thirdParties.close()
}

// --- The build with thousands of synthetic posts ---
interface BlogFigures {
  posts: number
  peakRssMiB: number
  peakStep: string
  wallMs: number
  msPerExtraPost?: number
}
let blog: BlogFigures | undefined
if (BLOG_POSTS > 0) {
  console.log(`\nBuild com ${BLOG_POSTS} posts sintéticos (npm run bench:blog -- ${BLOG_POSTS})...`)
  const code = await new Promise<number | null>((resolve) =>
    spawn('node_modules/.bin/tsx', ['scripts/bench-blog.ts', String(BLOG_POSTS)], { stdio: 'inherit' }).on(
      'exit',
      resolve,
    ),
  )
  if (code !== 0) process.exit(1)
  const result = (
    JSON.parse(fs.readFileSync('reports/bench-blog.json', 'utf8')) as {
      results: { totalPosts: number; peakRssMiB: number; peakStep: string; totalWallMs: number }[]
    }
  ).results[0]
  if (result) {
    blog = {
      posts: result.totalPosts,
      peakRssMiB: result.peakRssMiB,
      peakStep: result.peakStep,
      wallMs: result.totalWallMs,
    }
    if (build) blog.msPerExtraPost = (result.totalWallMs - build.wallMs) / BLOG_POSTS
  }
}

// --- Report ---
const budgets = evaluateBudgets(rows, blog?.peakRssMiB)
const kb = (bytes: number | undefined) => (bytes === undefined ? '–' : (bytes / 1024).toFixed(1))
const lighthouseCells = (lh: LighthouseFigures | undefined) =>
  (lh
    ? [lh.performance, lh.accessibility, lh.bestPractices, lh.seo, lh.fcpMs, lh.lcpMs, lh.tbtMs, lh.cls.toFixed(3)]
    : Array(8).fill('–')
  ).join(' | ')
const routeTable = [
  '| rota | JS gz KB (arquivos / pedidos) | CSS gz KB (arquivos / pedidos) | HTML gz KB | desempenho | acessib. | boas práticas | SEO | FCP ms | LCP ms | TBT ms | CLS |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...rows.map((r) => {
    const lh = r.lighthouse
    return `| ${r.route} | ${kb(r.jsGzip)} / ${kb(r.requestedJs)} | ${kb(r.cssGzip)} / ${kb(r.requestedCss)} | ${kb(r.htmlGzip)} | ${lighthouseCells(lh)} |`
  }),
  ...(control ? [`| *controle: página vazia* | 0 / 0 | 0 / 0 | – | ${lighthouseCells(control)} |`] : []),
]
const measured = [
  ...rows.flatMap((r) => (r.lighthouse ? [{ label: r.route, lh: r.lighthouse }] : [])),
  ...(control ? [{ label: '*controle: página vazia*', lh: control }] : []),
]
const cpuTimeTable = [
  '| rota | desempenho | LCP ms | TBT ms | só com o tempo de CPU: desempenho | LCP ms | TBT ms | tempo das tarefas à espera da CPU, ms |',
  '|---|---|---|---|---|---|---|---|',
  ...measured.map(
    ({ label, lh }) =>
      `| ${label} | ${lh.performance} | ${lh.lcpMs} | ${lh.tbtMs} | ${lh.cpuTime ? [lh.cpuTime.performance, lh.cpuTime.lcpMs, lh.cpuTime.tbtMs, lh.cpuTime.contentionMs].join(' | ') : '– | – | – | –'} |`,
  ),
]
const posts = rows.filter((r) => r.post)
const postTable = [
  '| post | HTML gz KB | corpo gz KB | em volta do corpo gz KB | HTML ÷ corpo | cópias do corpo |',
  '|---|---|---|---|---|---|',
  ...posts.map(
    (r) =>
      `| ${r.route} | ${kb(r.htmlGzip)} | ${kb(r.post?.bodyGzip)} | ${kb(r.post?.aroundGzip)} | ${r.post?.ratio.toFixed(2)}× | ${r.post?.bodyCopies} |`,
  ),
]
const failing = budgets.filter((b) => !b.ok)
const missed = budgets.filter((b) => !b.met)
const budgetTable = [
  '| orçamento | escopo | alvo | medido | falta | limite aplicado | situação |',
  '|---|---|---|---|---|---|---|',
  ...missed.map(
    (b: BudgetResult) =>
      `| ${b.budget} | ${b.scope} | ${b.target} | ${b.measured} | ${b.gap ?? ''} | ${b.enforced} | ${b.ok ? 'dentro do limite' : '**estourado**'} |`,
  ),
]
const first = rows.find((r) => r.route === '/')
const lines = [
  '# Relatório de desempenho',
  '',
  build
    ? `Build: ${(build.wallMs / 1000).toFixed(1)} s, pico de memória ${(build.peakRssBytes / MiB).toFixed(0)} MiB (${build.method}).`
    : 'Build: medido em outra execução (--skip-build).',
  blog
    ? `Build com ${blog.posts} posts (${BLOG_POSTS} sintéticos): ${(blog.wallMs / 1000).toFixed(1)} s, pico de memória ${blog.peakRssMiB.toFixed(0)} MiB (em ${blog.peakStep})${blog.msPerExtraPost === undefined ? '' : `, ${blog.msPerExtraPost.toFixed(1)} ms por post a mais`}.`
    : 'Build com posts sintéticos: não medido nesta execução (--blog 0).',
  first
    ? `Primeira pintura de /: HTML ${kb(first.htmlGzip)} KB + CSS ${kb(first.cssGzip)} KB = ${kb(first.htmlGzip + first.cssGzip)} KB gzip.`
    : '',
  `Lighthouse: ${RUNS > 1 ? `mediana de ${RUNS} execuções` : '1 execução'}${CHECK ? ' (3 para confirmar um limite estourado)' : ''}, perfil móvel (simulado) com ${FIXED_CPU_SLOWDOWN === undefined ? 'a CPU calibrada para esta máquina' : `a CPU ${FIXED_CPU_SLOWDOWN}× mais lenta (fixa, --cpu-slowdown: para comparar builds, não para os limites)`}, Chromium do Debian, servido pelo nginx com a configuração de produção; mapa, vídeo e Turnstile servidos por um host local de fixtures (HTTPS).`,
  benchmarkIndexes.length > 0
    ? `Velocidade da CPU desta máquina segundo o Lighthouse (benchmarkIndex): ${Math.min(...benchmarkIndexes)}–${Math.max(...benchmarkIndexes)}. A redução fixa de 4× do perfil móvel foi escolhida para um desktop de 1500 a 2000 (docs/throttling.md do Lighthouse); para simular o mesmo celular intermediário (benchmarkIndex ~${Math.round(MID_TIER_PHONE_BENCHMARK_INDEX)}) em qualquer máquina, cada execução usa a redução que o índice medido nela pede${FIXED_CPU_SLOWDOWN === undefined ? `: aqui de ${Math.min(...cpuSlowdowns)}× a ${Math.max(...cpuSlowdowns)}×` : `, salvo nesta execução, feita com a redução fixa de ${FIXED_CPU_SLOWDOWN}×`} (lib/bench/calibrateCpuSlowdown.ts).`
    : '',
  control
    ? `Piso desta máquina: uma página de controle sem script, estilo nem imagem (lib/bench/controlPage.ts), medida do mesmo jeito, marca desempenho ${control.performance}, LCP ${control.lcpMs} ms e TBT ${control.tbtMs} ms (última linha da tabela). O TBT que ela marca vem da tarefa em que o Chromium instala o documento e cria os contextos do V8${controlCommitMs.length > 0 ? ` (${commitRange(controlCommitMs)} de tempo de relógio nesta medição; varia de uma execução para outra)` : ''}, que o simulador do Lighthouse multiplica pela redução da CPU e põe logo antes da primeira pintura simulada; é o piso desta máquina, não de uma página: o que uma rota marca acima dele é trabalho dela.`
    : '',
  '',
  '## Rotas',
  '',
  ...routeTable,
  '',
  '## Quanto é da página, quanto é da máquina',
  '',
  'O Lighthouse simula o celular multiplicando a duração de cada tarefa da thread principal numa carga real. Essa duração é tempo de relógio: numa máquina de 2 núcleos ela inclui os momentos em que o sistema deu o núcleo a outra thread, na maior parte do próprio Chromium (o processo do navegador, o compositor, as threads de trabalho do renderizador): com o Chromium acima de todos os outros processos (nice −15), as tarefas esperaram o mesmo tanto, então não é o processo do Lighthouse nem o servidor que toma o núcleo. O trace registra também o tempo de CPU que cada tarefa usou de fato. As colunas "só com o tempo de CPU" são a mesma simulação, com a mesma redução da CPU, sobre uma cópia do trace em que cada tarefa dura o seu tempo de CPU (lib/bench/cpuTimeTrace.ts): o que a página custa, sem a disputa desta máquina. Os limites aplicados de desempenho, LCP e TBT valem para estas colunas, porque as do próprio Lighthouse medem também a máquina (o mesmo commit marcou TBT de 59 a 242 ms em / num dia e de 542 a 1.195 ms no seguinte); os alvos continuam comparados com os números do próprio Lighthouse (seção Orçamentos).',
  '',
  ...cpuTimeTable,
  '',
  '## Posts: o corpo chega uma vez',
  '',
  ...postTable,
  '',
  '## Orçamentos',
  '',
  `${budgets.length - missed.length} de ${budgets.length} alvos cumpridos; ${failing.length === 0 ? 'nenhum limite aplicado estourado' : `${failing.length} limites aplicados estourados`}.`,
  '',
  ...(missed.length > 0 ? budgetTable : ['Todos os alvos cumpridos.']),
  '',
]
const markdown = lines.join('\n')
fs.writeFileSync(path.join(OUT, 'perf.md'), markdown)
fs.writeFileSync(
  path.join(OUT, 'perf.json'),
  `${JSON.stringify({ date: new Date().toISOString(), build, blog, runs: RUNS, rows, control, budgets }, null, 2)}\n`,
)
console.log(`\n${markdown}`)
if (CHECK && failing.length > 0) {
  console.error(`✖ ${failing.length} orçamento(s) estourado(s):`)
  for (const b of failing) console.error(`  ${b.scope}: ${b.budget} = ${b.measured} (limite ${b.enforced})`)
  process.exit(1)
}
