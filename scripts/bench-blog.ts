// Blog build benchmark: `npm run bench:blog -- 1000 4000`. Measures the build with each count of synthetic posts
// (lib/bench/measureBlogBuild.ts), prints them and what one more post costs against a bare Vike + React site, and
// writes reports/bench-blog.json (README, "How the build runs").
import { execSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import {
  comparePerExtraPost,
  REAL_OVER_BASELINE_BUDGET,
  type PerExtraPostComparison,
} from '../lib/bench/costPerExtraPost.ts'
import { measureBlogBuild, type BlogBuild } from '../lib/bench/measureBlogBuild.ts'

const root = process.cwd()
const args = process.argv.slice(2)
const keep = args.includes('--keep')
const counts = args.filter((arg) => /^\d+$/.test(arg)).map(Number)
if (counts.length === 0) counts.push(250)
if (args.some((arg) => !/^\d+$/.test(arg) && arg !== '--keep')) {
  console.error('Uso: npm run bench:blog -- N [N...] [--keep]   (ex.: npm run bench:blog -- 250 1000 4000)')
  process.exit(2)
}

function gitCommit(): string | undefined {
  try {
    return execSync('git rev-parse --short HEAD', { cwd: root, encoding: 'utf8' }).trim()
  } catch {
    return undefined
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(1)

function printTable(results: BlogBuild[]): void {
  const stepNames = Object.keys(results[0]?.steps ?? {})
  const header = [
    'posts',
    ...stepNames.map((name) => `${name} s`),
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
    ...stepNames.map((name) => seconds(r.steps[name]?.wallMs ?? 0)),
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
  const { real, baseline, wallRatio, cpuRatio, meetsBudget } = comparison
  const ms = (value: number) => `${value.toFixed(1)} ms`
  const times = (value: number | undefined) =>
    value === undefined ? 'indefinida (a base não cresceu)' : `${value.toFixed(2)}×`
  const verdict = meetsBudget === undefined ? '' : meetsBudget ? ' ✔' : ' ✘'
  const span = `de ${real.fromPosts} a ${real.toPosts} posts`
  console.log(`\nCusto por post a mais (${span}), orçamento: real ≤ ${REAL_OVER_BASELINE_BUDGET}× a base no relógio:`)
  console.log(`  relógio: real ${ms(real.wallMs)}, base ${ms(baseline.wallMs)}, razão ${times(wallRatio)}${verdict}`)
  console.log(`  CPU:     real ${ms(real.cpuMs)}, base ${ms(baseline.cpuMs)}, razão ${times(cpuRatio)} (informativa)`)
}

const results: BlogBuild[] = []
for (const count of counts) {
  console.log(`Benchmark do blog com ${count} posts sintéticos`)
  results.push(await measureBlogBuild(count, { keep }))
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
  totalMemoryMiB: Math.round(os.totalmem() / 1024 / 1024),
  results,
  /** Null with a single post count: the cost per extra post needs two. */
  perExtraPost: perExtraPost
    ? {
        ...perExtraPost,
        wallRatio: perExtraPost.wallRatio ?? null,
        cpuRatio: perExtraPost.cpuRatio ?? null,
        meetsBudget: perExtraPost.meetsBudget ?? null,
        budget: REAL_OVER_BASELINE_BUDGET,
      }
    : null,
}
fs.mkdirSync(path.join(root, 'reports'), { recursive: true })
fs.writeFileSync(path.join(root, 'reports', 'bench-blog.json'), `${JSON.stringify(report, null, 2)}\n`)
console.log('Relatório: reports/bench-blog.json')
