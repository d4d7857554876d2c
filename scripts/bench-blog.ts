// Blog build benchmark: `npm run bench:blog -- 1000 4000`. Runs the build script's steps on the real
// posts plus N synthetic ones in .tmp/ (Vike needs its outDir inside the project), then a bare Vike + React
// site on the same posts, and reports what one more post costs each (README, "How the build runs").
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { writeBaselineSite } from '../lib/bench/baselineSite.ts'
import {
  comparePerExtraPost,
  REAL_OVER_BASELINE_BUDGET,
  type PerExtraPostComparison,
} from '../lib/bench/costPerExtraPost.ts'
import { generateSyntheticPosts, type SyntheticPost } from '../lib/bench/generateSyntheticPosts.ts'
import { measureCommand } from '../lib/bench/measureCommand.ts'
import { measureRouteBytes } from '../lib/bench/measureRouteBytes.ts'
import { readBuildSteps } from '../lib/bench/readBuildSteps.ts'
import { warmShareCards, type WarmedCards } from '../lib/bench/warmShareCards.ts'
import { listFiles } from '../lib/build/listFiles.ts'
import { BLOG_DIR } from '../lib/content/datasets.ts'

const root = process.cwd()
const args = process.argv.slice(2)
const keep = args.includes('--keep')
const counts = args.filter((arg) => /^\d+$/.test(arg)).map(Number)
if (counts.length === 0) counts.push(250)
if (args.some((arg) => !/^\d+$/.test(arg) && arg !== '--keep')) {
  console.error('Uso: npm run bench:blog -- N [N...] [--keep]   (ex.: npm run bench:blog -- 250 1000 4000)')
  process.exit(2)
}

const MiB = 1024 * 1024
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
/** The steps of `npm run build`, as package.json writes them, run one by one so each is timed and measured. */
const STEPS = readBuildSteps(
  (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
).map((step) => ({ name: step.name, command: bin(step.bin), args: step.args }))

interface StepResult {
  wallMs: number
  cpuMs: number
  peakRssMiB: number
}

interface RunResult {
  syntheticPosts: number
  totalPosts: number
  htmlFiles: number
  steps: Record<string, StepResult>
  totalWallMs: number
  /** CPU time of all steps: a steadier measure than wall time on a shared machine. */
  totalCpuMs: number
  peakRssMiB: number
  peakStep: string
  msPerPost: number
  /** Synthetic post pages: the whole HTML against the post body alone. */
  postPage: { sampled: number; htmlGzipBytes: number; bodyGzipBytes: number; gzipRatio: number; maxBodyCopies: number }
  /** The bare Vike + React site's `vike build` (bundle and prerender) on the same posts. */
  baseline: StepResult & { htmlFiles: number }
  /** Preview cards drawn into the cache before timing (a repeated build reuses them). */
  cardsDrawnBeforeTiming: WarmedCards
}

function average(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length)
}

/** Runs one measured command; on failure prints the end of its log and stops the benchmark. */
async function measureStep(
  label: string,
  command: string,
  commandArgs: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; logFile: string },
): Promise<StepResult> {
  process.stdout.write(`  ${label}...`)
  const measure = await measureCommand(command, commandArgs, options)
  const cpu = `CPU ${(measure.cpuMs / 1000).toFixed(1)} s`
  console.log(` ${(measure.wallMs / 1000).toFixed(1)} s (${cpu}), ${(measure.peakRssBytes / MiB).toFixed(0)} MiB`)
  if (measure.exitCode !== 0) {
    console.error(fs.readFileSync(options.logFile, 'utf8').split('\n').slice(-40).join('\n'))
    throw new Error(`${label} falhou (código ${measure.exitCode}); log em ${options.logFile}`)
  }
  return { wallMs: measure.wallMs, cpuMs: measure.cpuMs, peakRssMiB: measure.peakRssBytes / MiB }
}

/** The real posts plus `count` synthetic ones, in `blogDir`. */
function writePosts(blogDir: string, count: number): SyntheticPost[] {
  fs.mkdirSync(blogDir)
  for (const name of fs.readdirSync(path.join(root, BLOG_DIR))) {
    if (name.endsWith('.md')) fs.copyFileSync(path.join(root, BLOG_DIR, name), path.join(blogDir, name))
  }
  const synthetic = generateSyntheticPosts(count)
  for (const post of synthetic) fs.writeFileSync(path.join(blogDir, `${post.id}.md`), post.source)
  return synthetic
}

/** Average weight of about 100 synthetic post pages the real build wrote. */
function measurePostPages(clientDir: string, synthetic: SyntheticPost[]): RunResult['postPage'] {
  const stride = Math.max(1, Math.floor(synthetic.length / 100))
  const sampled = synthetic.filter((_, index) => index % stride === 0)
  const rows = sampled.map((post) => measureRouteBytes(clientDir, { path: `/blog/${post.id}`, kind: 'post' }))
  const posts = rows.flatMap((row) => (row.post ? [{ ...row.post, htmlGzip: row.htmlGzip }] : []))
  return {
    sampled: posts.length,
    htmlGzipBytes: Math.round(average(posts.map((post) => post.htmlGzip))),
    bodyGzipBytes: Math.round(average(posts.map((post) => post.bodyGzip))),
    gzipRatio: Number(average(posts.map((post) => post.ratio)).toFixed(2)),
    maxBodyCopies: Math.max(0, ...posts.map((post) => post.bodyCopies)),
  }
}

/** Builds the baseline site in `work`/baseline on the posts of `blogDir`; checks it wrote a page per post. */
async function buildBaseline(
  count: number,
  work: string,
  blogDir: string,
  totalPosts: number,
): Promise<RunResult['baseline']> {
  const siteDir = path.join(work, 'baseline')
  writeBaselineSite(siteDir)
  const env = { ...process.env, BLOG_DIR: blogDir, NODE_ENV: 'production' }
  const result = await measureStep(`N=${count}: base vike build`, bin('vike'), ['build'], {
    cwd: siteDir,
    env,
    logFile: path.join(work, 'baseline.log'),
  })
  const htmlFiles = listFiles(path.join(siteDir, 'dist', 'client'), /\.html$/).length
  if (htmlFiles < totalPosts + 1) {
    throw new Error(`A base pré-renderizou ${htmlFiles} páginas para ${totalPosts} posts`)
  }
  return { ...result, htmlFiles }
}

async function run(count: number): Promise<RunResult> {
  fs.mkdirSync(path.join(root, '.tmp'), { recursive: true })
  const work = fs.mkdtempSync(path.join(root, '.tmp', `bench-blog-${count}-`))
  const blogDir = path.join(work, 'blog')
  const outDir = path.relative(root, path.join(work, 'dist'))
  const synthetic = writePosts(blogDir, count)
  const totalPosts = fs.readdirSync(blogDir).filter((name) => name.endsWith('.md')).length
  const env = { ...process.env, BLOG_DIR: blogDir, BUILD_OUT_DIR: outDir, NODE_ENV: 'production' }
  const cards = await warmShareCards(root, blogDir)
  if (cards.cpuMsPerCard !== undefined) {
    console.log(
      `  N=${count}: ${cards.drawn} cartões novos desenhados antes da medição, ${cards.cpuMsPerCard.toFixed(0)} ms de CPU cada`,
    )
  }

  const steps: RunResult['steps'] = {}
  for (const step of STEPS) {
    steps[step.name] = await measureStep(`N=${count}: ${step.name}`, step.command, step.args, {
      cwd: root,
      env,
      logFile: path.join(work, 'build.log'),
    })
  }
  const baseline = await buildBaseline(count, work, blogDir, totalPosts)

  const clientDir = path.join(root, outDir, 'client')
  const entries = Object.entries(steps)
  const [peakStep, peak] = entries.reduce((best, entry) => (entry[1].peakRssMiB > best[1].peakRssMiB ? entry : best))
  const totalWallMs = entries.reduce((sum, [, step]) => sum + step.wallMs, 0)
  const totalCpuMs = entries.reduce((sum, [, step]) => sum + step.cpuMs, 0)
  const postPage = measurePostPages(clientDir, synthetic)
  const htmlFiles = listFiles(clientDir, /\.html$/).length
  if (keep) console.log(`  mantido: ${work}`)
  else fs.rmSync(work, { recursive: true, force: true })
  return {
    syntheticPosts: count,
    totalPosts,
    htmlFiles,
    steps,
    totalWallMs,
    totalCpuMs,
    peakRssMiB: peak.peakRssMiB,
    peakStep,
    msPerPost: totalWallMs / totalPosts,
    postPage,
    baseline,
    cardsDrawnBeforeTiming: cards,
  }
}

function gitCommit(): string | undefined {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

function printTable(results: RunResult[]): void {
  const header = [
    'posts',
    ...STEPS.map((step) => `${step.name} s`),
    'total s',
    'CPU s',
    'ms/post',
    'pico MiB',
    'pico em',
    'HTML gz/corpo gz',
    'cópias do corpo',
    'base s',
    'base CPU s',
    'base MiB',
  ]
  const rows = results.map((r) => [
    String(r.totalPosts),
    ...STEPS.map((step) => seconds(r.steps[step.name]?.wallMs ?? 0)),
    seconds(r.totalWallMs),
    seconds(r.totalCpuMs),
    r.msPerPost.toFixed(1),
    r.peakRssMiB.toFixed(0),
    r.peakStep,
    `${r.postPage.htmlGzipBytes}/${r.postPage.bodyGzipBytes} = ${r.postPage.gzipRatio}`,
    String(r.postPage.maxBodyCopies),
    seconds(r.baseline.wallMs),
    seconds(r.baseline.cpuMs),
    r.baseline.peakRssMiB.toFixed(0),
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]?.length ?? 0)))
  const line = (cells: string[]) => cells.map((cell, column) => cell.padStart(widths[column] ?? 0)).join('  ')
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}\n${rows.map(line).join('\n')}`)
  console.log('\nComo ler a tabela: README, "How the build runs".')
}

function printPerExtraPost(comparison: PerExtraPostComparison | undefined): void {
  if (!comparison) {
    console.log('\nCusto por post a mais: precisa de duas contagens (ex.: npm run bench:blog -- 100 400).')
    return
  }
  const { real, baseline, wallRatio, cpuRatio } = comparison
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const verdict = (value: number | undefined) =>
    value === undefined
      ? 'indefinida (a base não cresceu)'
      : `${value.toFixed(2)}× ${value <= REAL_OVER_BASELINE_BUDGET ? '✔' : '✘'}`
  const span = `de ${real.fromPosts} a ${real.toPosts} posts`
  console.log(`\nCusto por post a mais (${span}), orçamento real ≤ ${REAL_OVER_BASELINE_BUDGET}× a base:`)
  console.log(`  relógio: real ${ms(real.wallMs)}, base ${ms(baseline.wallMs)}, razão ${verdict(wallRatio)}`)
  console.log(`  CPU:     real ${ms(real.cpuMs)}, base ${ms(baseline.cpuMs)}, razão ${verdict(cpuRatio)}`)
}

const results: RunResult[] = []
for (const count of counts) {
  console.log(`Benchmark do blog com ${count} posts sintéticos`)
  results.push(await run(count))
}
const perExtraPost = comparePerExtraPost(
  results.map((r) => ({ posts: r.totalPosts, wallMs: r.totalWallMs, cpuMs: r.totalCpuMs })),
  results.map((r) => ({ posts: r.totalPosts, wallMs: r.baseline.wallMs, cpuMs: r.baseline.cpuMs })),
)
printTable(results)
printPerExtraPost(perExtraPost)

const report = {
  date: new Date().toISOString(),
  commit: gitCommit(),
  node: process.version,
  cpus: os.cpus().length,
  totalMemoryMiB: Math.round(os.totalmem() / MiB),
  results,
  /** Null with a single post count: the cost per extra post needs two. */
  perExtraPost: perExtraPost
    ? {
        ...perExtraPost,
        wallRatio: perExtraPost.wallRatio ?? null,
        cpuRatio: perExtraPost.cpuRatio ?? null,
        budget: REAL_OVER_BASELINE_BUDGET,
      }
    : null,
}
fs.mkdirSync(path.join(root, 'reports'), { recursive: true })
fs.writeFileSync(path.join(root, 'reports', 'bench-blog.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('Relatório: reports/bench-blog.json')
