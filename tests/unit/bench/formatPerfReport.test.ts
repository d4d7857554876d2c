import { describe, expect, it } from 'vitest'
import { evaluateBudgets, type RouteFigures } from '../../../lib/bench/budgets.ts'
import { formatPerfReport, type PerfFigures } from '../../../lib/bench/formatPerfReport.ts'

const lighthouse = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 820,
  lcpMs: 1480,
  tbtMs: 61,
  cls: 0,
  benchmarkIndex: 2000,
  cpuSlowdown: 4.57,
  cpuTime: { performance: 100, lcpMs: 1390, tbtMs: 12, contentionMs: 240 },
}
const home: RouteFigures = {
  route: '/',
  jsGzip: 60 * 1024,
  cssGzip: 11 * 1024,
  htmlGzip: 16 * 1024,
  lighthouse,
  requestedJs: 61 * 1024,
}
const post: RouteFigures = {
  route: '/blog/sms',
  jsGzip: 50 * 1024,
  cssGzip: 10 * 1024,
  htmlGzip: 10 * 1024,
  post: { bodyGzip: 3 * 1024, ratio: 3.33, bodyCopies: 1, aroundGzip: 7 * 1024 },
}
const figures = (overrides: Partial<PerfFigures> = {}): PerfFigures => ({
  build: { wallMs: 52_340, peakRssBytes: 612 * 1024 * 1024 },
  blog: { totalPosts: 4007, syntheticPosts: 4000, totalWallMs: 45_120, peakRssMiB: 604.6, peakStep: 'prerender' },
  options: { runs: 3, check: false },
  rows: [home, post],
  hostRuns: [
    { benchmarkIndex: 1900, cpuSlowdown: 4.34 },
    { benchmarkIndex: 2100, cpuSlowdown: 4.8 },
  ],
  budgets: evaluateBudgets([home, post], 604.6),
  ...overrides,
})
const lines = (report: string) => report.split('\n')

describe('formatPerfReport', () => {
  it.each([
    ['the build', 'Build: 52.3 s, pico de memória 612 MiB.'],
    ['the 4,000-post build', 'Build com 4007 posts (4000 sintéticos): 45.1 s, pico de memória 605 MiB (em prerender).'],
    ['the first paint of /', 'Primeira pintura de /: HTML 16.0 KB + CSS 11.0 KB = 27.0 KB gzip.'],
    [
      'the host’s speed and the slowdowns',
      'benchmarkIndex desta máquina: 1900–2100; redução da CPU calibrada para ele: 4.34–4.8×.',
    ],
    ['a route', '| / | 60.0 / 61.0 | 11.0 | 16.0 | 100 | 100 | 100 | 100 | 820 | 1480 | 61 | 0.000 |'],
    ['a route Lighthouse did not measure', '| /blog/sms | 50.0 / – | 10.0 | 10.0 | – | – | – | – | – | – | – | – |'],
    ['a route’s CPU-time figures', '| / | 100 | 1480 | 61 | 100 | 1390 | 12 | 240 |'],
    ['a post', '| /blog/sms | 10.0 | 3.0 | 7.0 | 3.33× | 1 |'],
    [
      'a missed target within its limit',
      '| HTML gz ÷ corpo gz do post | /blog/sms | ≤ 1.30× | 3.33× (em volta do corpo: 7.0 KB) | +2.03× |' +
        ' em volta do corpo ≤ 7.5 KB | dentro do limite |',
    ],
  ])('reports %s in one line', (_, line) => {
    expect(lines(formatPerfReport(figures()))).toContain(line)
  })

  it('counts the targets met and the limits broken', () => {
    expect(formatPerfReport(figures())).toContain('12 de 14 alvos cumpridos; nenhum limite aplicado estourado.')
    const broken = { ...home, jsGzip: 130 * 1024 }
    expect(formatPerfReport(figures({ rows: [broken], budgets: evaluateBudgets([broken]) }))).toContain(
      '| JavaScript inicial (gzip) | / | ≤ 120.0 KB | 130.0 KB | +10.0 KB | ≤ 120.0 KB | **estourado** |',
    )
  })

  it('says what a run did not measure', () => {
    const report = formatPerfReport(figures({ build: undefined, blog: undefined, hostRuns: [] }))
    expect(report).toContain('Build: medido em outra execução (--skip-build).')
    expect(report).toContain('Build com posts sintéticos: não medido nesta execução (--blog 0).')
    expect(report).not.toContain('benchmarkIndex')
  })

  it('links the explanation instead of writing it out: no line is a paragraph', () => {
    const report = formatPerfReport(figures())
    expect(report).toContain('docs/decisions/lighthouse-limits.md')
    const prose = lines(report).filter((line) => !line.startsWith('|') && line.length > 160)
    expect(prose).toEqual([])
  })
})
