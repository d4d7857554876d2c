import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { CHROMIUM_PATH } from '../browser/chromium.ts'
import { calibrateCpuSlowdown } from './calibrateCpuSlowdown.ts'
import { withCpuTimeTasks, type TraceEvent } from './cpuTimeTrace.ts'
import { readLighthouseRun, reportFailure, type LighthouseReport, type LighthouseRun } from './readLighthouseRun.ts'

const CATEGORIES = 'performance,accessibility,best-practices,seo'
/** Lighthouse now and then fails to record its trace (NO_NAVSTART): a failed run is tried up to this many times. */
const ATTEMPTS = 3

export interface LighthouseSetup {
  chromeFlags: readonly string[]
  /** Where a run keeps its artifacts while it lasts. */
  workDir: string
}

/**
 * One Lighthouse run, its CPU slowdown calibrated to this host (lib/bench/calibrateCpuSlowdown.ts):
 * Lighthouse loads the page once (-G, which measures the host's benchmarkIndex), then simulates the
 * phone from that load (-A) with the slowdown the index calls for, as recorded and from its CPU-time copy.
 */
export async function runLighthouse(url: string, setup: LighthouseSetup): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt++) {
    const run = await tryLighthouse(url, setup)
    if (typeof run !== 'string') return run
    if (attempt >= ATTEMPTS) throw new Error(`${url}: ${run}`)
    console.warn(`${url}: ${run}; tentando de novo`)
  }
}

/** A run, or why Lighthouse failed it. */
async function tryLighthouse(url: string, setup: LighthouseSetup): Promise<LighthouseRun | string> {
  const artifactsDir = path.join(setup.workDir, `lh-${process.pid}`)
  fs.rmSync(artifactsDir, { recursive: true, force: true })
  try {
    const flags = setup.chromeFlags.map(quoteFlagValue).join(' ')
    const gatherError = await runLighthouseCli(url, [`-G=${artifactsDir}`, `--chrome-flags=${flags}`])
    if (gatherError) return gatherError
    const conditions = calibrateArtifacts(artifactsDir)
    const report = await audit(url, artifactsDir, conditions.cpuSlowdown)
    if (typeof report === 'string') return report
    const contentionMs = writeCpuTimeTrace(artifactsDir)
    const cpuTimeReport = await audit(url, artifactsDir, conditions.cpuSlowdown)
    const runConditions = { ...conditions, contentionMs }
    if (typeof cpuTimeReport !== 'string') return readLighthouseRun(report, cpuTimeReport, runConditions)
    console.warn(`${url}: a cópia com o tempo de CPU ficou sem relatório (${cpuTimeReport})`)
    return readLighthouseRun(report, undefined, runConditions)
  } finally {
    fs.rmSync(artifactsDir, { recursive: true, force: true })
  }
}

/** Sets the saved load's CPU slowdown to the one its measured benchmarkIndex calls for. */
function calibrateArtifacts(artifactsDir: string): { benchmarkIndex: number; cpuSlowdown: number } {
  const file = path.join(artifactsDir, 'artifacts.json')
  const artifacts = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    BenchmarkIndex?: number
    settings: { throttling: { cpuSlowdownMultiplier: number } }
  }
  const cpuSlowdown = calibrateCpuSlowdown(artifacts.BenchmarkIndex)
  // Lighthouse audits saved artifacts only with the settings they were gathered with.
  artifacts.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown
  fs.writeFileSync(file, JSON.stringify(artifacts))
  return { benchmarkIndex: artifacts.BenchmarkIndex ?? 0, cpuSlowdown }
}

/** Replaces the saved load's trace with its CPU-time copy; returns the ms of wall time it removed. */
function writeCpuTimeTrace(artifactsDir: string): number {
  const file = path.join(artifactsDir, 'trace.json')
  const trace = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents: TraceEvent[] }
  const cpuTime = withCpuTimeTasks(trace.traceEvents)
  fs.writeFileSync(file, JSON.stringify({ ...trace, traceEvents: cpuTime.events }))
  return cpuTime.msRemoved
}

/** Lighthouse's audit (-A) of the saved load: its report, or why it has none. */
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
  return reportFailure(report) ?? report
}

/** Runs the Lighthouse CLI; resolves with an error message when it fails. */
function runLighthouseCli(url: string, args: string[]): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let stderr = ''
    // The URL first: --only-categories takes a list and would swallow it.
    const child = spawn('node_modules/.bin/lighthouse', [url, '--quiet', ...args, `--only-categories=${CATEGORIES}`], {
      env: { ...process.env, CHROME_PATH: CHROMIUM_PATH },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', reject)
    child.on('exit', (code) =>
      resolve(code === 0 ? undefined : `lighthouse saiu com ${code}: ${stderr.trim().split('\n').at(-1) ?? ''}`),
    )
  })
}

/** Lighthouse splits --chrome-flags on spaces unless a value is quoted (the resolver rules have spaces). */
function quoteFlagValue(flag: string): string {
  return flag.includes(' ') ? flag.replace('=', '="') + '"' : flag
}
