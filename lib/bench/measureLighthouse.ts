import { spawn } from 'node:child_process'
import { CHROMIUM_FLAGS } from '../browser/chromium.ts'
import { breaksLighthouseLimit, type RouteFigures } from './budgets.ts'
import { medianFigures } from './medianFigures.ts'
import type { LighthouseRun } from './readLighthouseRun.ts'
import { runLighthouse, type LighthouseSetup } from './runLighthouse.ts'
import { startThirdPartyHost } from './thirdPartyHost.ts'

const VIDEO_FIXTURE = 'tests/fixtures/media/video.mp4'
/** A limit one run breaks is confirmed by the median of this many: a 2-core host's load moves one run's TBT a lot. */
const CONFIRMING_RUNS = 3
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]

export interface LighthouseOptions {
  port: number
  runs: number
  /** Confirm a broken limit before the check reads it. */
  check: boolean
  workDir: string
  /** The third parties' URLs the pages load: the local fixture host plays their hosts. */
  thirdPartyUrls: readonly string[]
}

/**
 * Lighthouse on the rows of `paths`, with the built site served by nginx and the production config:
 * sets each row's median figures and returns every run.
 */
export async function measureLighthouse(
  rows: RouteFigures[],
  paths: readonly string[],
  options: LighthouseOptions,
): Promise<LighthouseRun[]> {
  const measured = rows.filter((row) => paths.includes(row.route))
  if (measured.length === 0) return []
  const hosts = options.thirdPartyUrls.map((url) => new URL(url.replace(/\{[a-z]\}/g, '0')).hostname)
  const thirdParties = await startThirdPartyHost(hosts, VIDEO_FIXTURE)
  const nginx = spawn('node_modules/.bin/tsx', ['scripts/serve-nginx.ts'], {
    env: { ...process.env, PORT: String(options.port) },
    stdio: 'ignore',
  })
  try {
    await waitForServer(`http://127.0.0.1:${options.port}/`)
    const setup = { chromeFlags: [...CHROME_FLAGS, ...thirdParties.chromeFlags], workDir: options.workDir }
    const runs: LighthouseRun[] = []
    for (const row of measured) runs.push(...(await measureRoute(row, setup, options)))
    return runs
  } finally {
    nginx.kill('SIGTERM')
    await thirdParties.close()
  }
}

/** A route's runs, and more when --check needs a broken limit confirmed; the row gets their median. */
async function measureRoute(row: RouteFigures, setup: LighthouseSetup, options: LighthouseOptions) {
  const runs: LighthouseRun[] = []
  const measureUpTo = async (count: number) => {
    while (runs.length < count) {
      const run = await runLighthouse(`http://127.0.0.1:${options.port}${row.route}`, setup)
      runs.push(run)
      console.log(`  ${row.route} execução ${runs.length}: ${describeRun(run)}`)
    }
    Object.assign(row, medianFigures(runs))
  }
  await measureUpTo(options.runs)
  if (options.check && runs.length < CONFIRMING_RUNS && breaksLighthouseLimit(row)) {
    console.warn(`${row.route}: limite estourado em ${runs.length} execução(ões); confirmando com a mediana de 3`)
    await measureUpTo(CONFIRMING_RUNS)
  }
  return runs
}

function describeRun(run: LighthouseRun): string {
  const figures = (lh: { performance: number; lcpMs: number; tbtMs: number }) =>
    `desempenho ${lh.performance}, LCP ${Math.round(lh.lcpMs)} ms, TBT ${Math.round(lh.tbtMs)} ms`
  const cpuTime = run.cpuTime ? figures(run.cpuTime) : 'sem relatório'
  const host = `benchmarkIndex ${run.benchmarkIndex}, CPU ${run.cpuSlowdown}×`
  return `${figures(run)}; só com o tempo de CPU: ${cpuTime} (${host})`
}

async function waitForServer(url: string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (up) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} não respondeu`)
}
