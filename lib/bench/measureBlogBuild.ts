import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from '../build/listFiles.ts'
import { BLOG_DIR } from '../content/datasets.ts'
import { writeBaselineSite } from './baselineSite.ts'
import { generateSyntheticPosts, type SyntheticPost } from './generateSyntheticPosts.ts'
import { measureCommand } from './measureCommand.ts'
import { measureRouteBytes } from './measureRouteBytes.ts'
import { readBuildSteps } from './readBuildSteps.ts'
import { warmShareCards, type WarmedCards } from './warmShareCards.ts'

const root = process.cwd()
const MiB = 1024 * 1024
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name)
/** The steps of `npm run build`, as package.json writes them, run one by one so each is timed and measured. */
function buildSteps() {
  const { scripts } = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }
  return readBuildSteps(scripts).map((step) => ({ name: step.name, command: bin(step.bin), args: step.args }))
}

interface StepResult {
  wallMs: number
  cpuMs: number
  peakRssMiB: number
}

/** One benchmarked build: the real site's steps and the baseline's, on the real posts plus `syntheticPosts`. */
export interface BlogBuild {
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
function measurePostPages(clientDir: string, synthetic: SyntheticPost[]): BlogBuild['postPage'] {
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
): Promise<BlogBuild['baseline']> {
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

/** Builds the site and the baseline with `count` synthetic posts more, in .tmp/ (Vike needs its outDir inside the project). */
export async function measureBlogBuild(count: number, options: { keep?: boolean } = {}): Promise<BlogBuild> {
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

  const steps: BlogBuild['steps'] = {}
  for (const step of buildSteps()) {
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
  if (options.keep) console.log(`  mantido: ${work}`)
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
