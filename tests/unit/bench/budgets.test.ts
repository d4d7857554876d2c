import { describe, expect, it } from 'vitest'
import {
  breaksLighthouseLimit,
  BUDGETS,
  ENFORCED_LIMITS,
  evaluateBudgets,
  type LighthouseFigures,
  type RouteFigures,
} from '../../../lib/bench/budgets.ts'
import {
  calibrateCpuSlowdown,
  DEFAULT_CPU_SLOWDOWN,
  MID_TIER_PHONE_BENCHMARK_INDEX,
} from '../../../lib/bench/calibrateCpuSlowdown.ts'
import { bodyMarker, measurePostWeight } from '../../../lib/bench/measurePageWeight.ts'
import { PERFECT_LIGHTHOUSE as perfect } from './lighthouseFixture.ts'

const home: RouteFigures = {
  route: '/',
  jsGzip: 100 * 1024,
  cssGzip: 11 * 1024,
  htmlGzip: 16 * 1024,
  lighthouse: perfect,
}
const post: RouteFigures = {
  route: '/blog/x',
  jsGzip: 90 * 1024,
  cssGzip: 11 * 1024,
  htmlGzip: 4 * 1024,
  post: { bodyGzip: 3.5 * 1024, ratio: 1.17, bodyCopies: 1, aroundGzip: 0.5 * 1024 },
  lighthouse: perfect,
}

describe('evaluateBudgets', () => {
  it('passes a build within every target', () => {
    const results = evaluateBudgets([home, post], 520)
    expect(results.every((r) => r.met && r.ok)).toBe(true)
    expect(results.map((r) => r.budget)).toContain('HTML + CSS da primeira pintura (gzip)')
    expect(results.map((r) => r.budget)).toContain('pico de memória do build com 4.000 posts')
  })

  it('fails the check on initial JavaScript over 120 KB gzip, and says by how much', () => {
    const [js] = evaluateBudgets([{ ...home, jsGzip: 130 * 1024 }]).filter((r) => r.budget.startsWith('JavaScript'))
    expect(js).toMatchObject({ met: false, ok: false, target: '≤ 120.0 KB', measured: '130.0 KB', gap: '+10.0 KB' })
  })

  it('fails the check when the load requests more than 120 KB of JavaScript, though the HTML announces less', () => {
    const requested = (bytes: number) =>
      evaluateBudgets([{ ...home, requestedJs: bytes }]).find((r) => r.budget === 'JavaScript pedido no carregamento')
    expect(requested(152 * 1024)).toMatchObject({ source: 'lighthouse', met: false, ok: false, gap: '+32.0 KB' })
    expect(requested(115 * 1024)).toMatchObject({ met: true, ok: true })
    expect(evaluateBudgets([home]).some((r) => r.budget === 'JavaScript pedido no carregamento')).toBe(false)
  })

  it('fails on first-paint HTML + CSS of / over 30 KB, a second copy of a post body, memory over 700 MiB, CLS', () => {
    const failed = (rows: RouteFigures[], peak?: number) =>
      evaluateBudgets(rows, peak)
        .filter((r) => !r.ok)
        .map((r) => r.budget)
    expect(failed([{ ...home, htmlGzip: 25 * 1024 }])).toEqual(['HTML + CSS da primeira pintura (gzip)'])
    expect(failed([{ ...post, post: { bodyGzip: 3000, ratio: 1.2, bodyCopies: 2, aroundGzip: 600 } }])).toEqual([
      'cópias do corpo do post na página',
    ])
    expect(failed([home], BUDGETS.blogPeakMiB + 1)).toEqual(['pico de memória do build com 4.000 posts'])
    expect(failed([{ ...home, lighthouse: { ...perfect, cls: 0.02 } }])).toEqual(['CLS'])
    expect(failed([{ ...home, lighthouse: { ...perfect, accessibility: 98 } }])).toEqual(['Lighthouse acessibilidade'])
  })

  it('does not fail a short post for its ratio, only a heavier page around any post', () => {
    const ratioRow = (around: number, body: number) =>
      evaluateBudgets([
        {
          ...post,
          htmlGzip: around + body,
          post: { bodyGzip: body, ratio: (around + body) / body, bodyCopies: 1, aroundGzip: around },
        },
      ]).find((r) => r.budget.startsWith('HTML gz ÷ corpo'))
    // 250 words next to today's page: 9× its body, a writer's choice, not a regression.
    expect(ratioRow(6.7 * 1024, 800)).toMatchObject({ met: false, ok: true, gap: expect.stringMatching(/^\+/) })
    // A very long post meets the ratio, yet a heavier page around it still fails.
    expect(ratioRow(ENFORCED_LIMITS.postAroundBodyGzipBytes + 1, 30 * 1024)).toMatchObject({ met: true, ok: false })
    expect(ratioRow(ENFORCED_LIMITS.postAroundBodyGzipBytes, 30 * 1024)).toMatchObject({ met: true, ok: true })
  })

  it('reports a missed target held by a ratchet as missed but within its enforced limit', () => {
    const [tbt] = evaluateBudgets([{ ...home, lighthouse: { ...perfect, tbtMs: 80 } }]).filter((r) =>
      r.budget.startsWith('TBT'),
    )
    expect(tbt).toMatchObject({ met: false, ok: true, gap: '+30 ms', enforced: `≤ ${ENFORCED_LIMITS.tbtMs} ms` })
    const [worse] = evaluateBudgets([{ ...home, lighthouse: { ...perfect, tbtMs: ENFORCED_LIMITS.tbtMs + 1 } }]).filter(
      (r) => r.budget.startsWith('TBT'),
    )
    expect(worse?.ok).toBe(false)
  })
})

describe('Lighthouse limits', () => {
  const lighthouseFailures = (figures: Partial<LighthouseFigures>) =>
    evaluateBudgets([{ ...home, lighthouse: { ...perfect, ...figures } }])
      .filter((r) => r.source === 'lighthouse' && !r.ok)
      .map((r) => r.budget)

  it.each([
    ['TBT', { tbtMs: ENFORCED_LIMITS.tbtMs + 1 }, 'TBT (móvel simulado)'],
    ['LCP', { lcpMs: ENFORCED_LIMITS.lcpMs + 1 }, 'LCP (móvel simulado)'],
    ['performance', { performance: ENFORCED_LIMITS.lighthousePerformance - 1 }, 'Lighthouse desempenho'],
  ])('%s beyond its ratchet fails, whatever the host measured', (_, figures, budget) => {
    expect(lighthouseFailures(figures)).toEqual([budget])
    // The host's speed no longer moves the limits: the slowdown already made the phone the same.
    expect(
      evaluateBudgets([{ ...home, lighthouse: { ...perfect, ...figures, benchmarkIndex: 2900, cpuSlowdown: 6.63 } }])
        .filter((r) => !r.ok)
        .map((r) => r.budget),
    ).toEqual([budget])
  })

  it('figures at their ratchets pass, reported as missed targets', () => {
    expect(
      lighthouseFailures({
        tbtMs: ENFORCED_LIMITS.tbtMs,
        lcpMs: ENFORCED_LIMITS.lcpMs,
        performance: ENFORCED_LIMITS.lighthousePerformance,
      }),
    ).toEqual([])
  })

  it('checks performance, LCP and TBT on the CPU-time simulation: a busy host alone does not fail the build', () => {
    // A busy host: Lighthouse's own TBT is far over the limit while the page's CPU time alone stays well within it.
    const busy = evaluateBudgets([
      {
        ...home,
        lighthouse: {
          ...perfect,
          performance: 75,
          lcpMs: 1827,
          tbtMs: 1237,
          cpuTime: { performance: 99, lcpMs: 1406, tbtMs: 94, contentionMs: 900 },
        },
      },
    ])
    const row = (budget: string) => busy.find((r) => r.budget === budget)
    expect(row('TBT (móvel simulado)')).toMatchObject({
      met: false,
      ok: true,
      gap: '+1187 ms',
      measured: '1237 ms (só com o tempo de CPU: 94 ms)',
      enforced: `≤ ${ENFORCED_LIMITS.tbtMs} ms só com o tempo de CPU`,
    })
    expect(row('LCP (móvel simulado)')).toMatchObject({
      met: false,
      ok: true,
      measured: '1827 ms (só com o tempo de CPU: 1406 ms)',
    })
    expect(row('Lighthouse desempenho')).toMatchObject({
      met: false,
      ok: true,
      measured: '75 (só com o tempo de CPU: 99)',
      enforced: `≥ ${ENFORCED_LIMITS.lighthousePerformance} só com o tempo de CPU`,
    })
  })

  it.each([
    ['TBT', { tbtMs: ENFORCED_LIMITS.tbtMs + 1 }, 'TBT (móvel simulado)'],
    ['LCP', { lcpMs: ENFORCED_LIMITS.lcpMs + 1 }, 'LCP (móvel simulado)'],
    ['performance', { performance: ENFORCED_LIMITS.lighthousePerformance - 1 }, 'Lighthouse desempenho'],
  ])('a page whose own work breaks the %s limit fails, however good the wall-time figure', (_, cpuFigures, budget) => {
    const cpuTime = { performance: 100, lcpMs: 1200, tbtMs: 20, contentionMs: 0, ...cpuFigures }
    expect(lighthouseFailures({ cpuTime })).toEqual([budget])
  })

  it('accessibility, best practices, SEO and CLS have no tolerance', () => {
    expect(lighthouseFailures({ seo: 99, cls: 0.001 })).toEqual(['Lighthouse SEO', 'CLS'])
    expect(lighthouseFailures({ bestPractices: 99 })).toEqual(['Lighthouse boas práticas'])
  })
})

describe('breaksLighthouseLimit', () => {
  it.each([
    ['a route within its limits', home, false],
    ['a route Lighthouse did not measure', { ...home, lighthouse: undefined, jsGzip: 200 * 1024 }, false],
    ['a byte budget broken, which more runs would not change', { ...home, jsGzip: 200 * 1024 }, false],
    ['TBT over its limit', { ...home, lighthouse: { ...perfect, tbtMs: ENFORCED_LIMITS.tbtMs + 1 } }, true],
    ['too much JavaScript requested', { ...home, requestedJs: 130 * 1024 }, true],
  ] as [string, RouteFigures, boolean][])('%s', (_, row, broken) => {
    expect(breaksLighthouseLimit(row)).toBe(broken)
  })
})

describe('calibrateCpuSlowdown', () => {
  it.each([
    // The host the mobile profile's 4× was chosen for gets 4×.
    [1750, 4],
    // A fast day slows down more, a slow day less: the same phone either way.
    [2900, 6.63],
    [1075, 2.46],
    [MID_TIER_PHONE_BENCHMARK_INDEX, 1],
    // A host slower than the phone is not sped up.
    [300, 1],
  ])('a host at benchmarkIndex %d simulates the phone with %d×', (index, slowdown) => {
    expect(calibrateCpuSlowdown(index)).toBe(slowdown)
  })

  it('keeps the slowdown proportional to the host speed, so task time × slowdown stays put', () => {
    expect(calibrateCpuSlowdown(2800) / calibrateCpuSlowdown(1400)).toBeCloseTo(2, 2)
  })

  it.each([[undefined], [0], [Number.NaN], [-5]])(
    'falls back to the mobile default for an unknown speed (%s)',
    (index) => {
      expect(calibrateCpuSlowdown(index)).toBe(DEFAULT_CPU_SLOWDOWN)
    },
  )
})

describe('measurePostWeight', () => {
  const body =
    '<h2>Por que migrar</h2>\n' +
    '<p>O PABX em nuvem reduz custos de manutenção e permite ramais em qualquer lugar do país.</p>'
  const page = (extra = '') =>
    `<html><body><article><div data-post-body="x">${body}</div></article>${extra}</body></html>`

  it('picks a marker that reads the same in HTML and JSON', () => {
    expect(bodyMarker(body)).toBe('O PABX em nuvem reduz custos de manutenç')
  })

  it('counts the rendered body once, and a copy in hydration data or pageContext.json again', () => {
    expect(measurePostWeight(page(), body, '{}').bodyCopies).toBe(1)
    const json = JSON.stringify({ data: { body } })
    expect(measurePostWeight(page(`<script type="application/json">${json}</script>`), body, '{}').bodyCopies).toBe(2)
    expect(measurePostWeight(page(), body, json).bodyCopies).toBe(2)
  })

  it('compares the whole page with the body alone, both gzip', () => {
    const weight = measurePostWeight(page(), body, '')
    expect(weight.gzipRatio).toBeCloseTo(weight.htmlGzipBytes / weight.bodyGzipBytes)
    expect(weight.gzipRatio).toBeGreaterThan(1)
  })
})
