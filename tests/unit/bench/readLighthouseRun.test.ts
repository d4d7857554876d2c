import { describe, expect, it } from 'vitest'
import { readLighthouseRun, reportFailure, type LighthouseReport } from '../../../lib/bench/readLighthouseRun.ts'

const report = (overrides: Partial<LighthouseReport> = {}): LighthouseReport => ({
  categories: {
    performance: { score: 0.97 },
    accessibility: { score: 1 },
    'best-practices': { score: 0.96 },
    seo: { score: 1 },
  },
  audits: {
    'first-contentful-paint': { numericValue: 812.5 },
    'largest-contentful-paint': { numericValue: 1480.2 },
    'total-blocking-time': { numericValue: 96 },
    'cumulative-layout-shift': { numericValue: 0.0004 },
    'network-requests': {
      details: {
        items: [
          { resourceType: 'Document', transferSize: 16_000 },
          { resourceType: 'Script', transferSize: 60_000 },
          { resourceType: 'Stylesheet', transferSize: 11_000 },
          { resourceType: 'Script', transferSize: 30_500 },
          { resourceType: 'Script' },
        ],
      },
    },
  },
  ...overrides,
})
const conditions = { benchmarkIndex: 2100, cpuSlowdown: 4.8, contentionMs: 312 }

describe('readLighthouseRun', () => {
  it('reads the scores, the timings and the JavaScript the load requested', () => {
    expect(readLighthouseRun(report(), undefined, conditions)).toEqual({
      performance: 97,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 812.5,
      lcpMs: 1480.2,
      tbtMs: 96,
      cls: 0.0004,
      requestedJs: 90_500,
      benchmarkIndex: 2100,
      cpuSlowdown: 4.8,
    })
  })

  it('reads the CPU-time copy’s performance, LCP and TBT beside the wall time it removed', () => {
    const cpuTime = report({
      categories: { performance: { score: 1 } },
      audits: { 'largest-contentful-paint': { numericValue: 1210 }, 'total-blocking-time': { numericValue: 12 } },
    })
    expect(readLighthouseRun(report(), cpuTime, conditions).cpuTime).toEqual({
      performance: 100,
      lcpMs: 1210,
      tbtMs: 12,
      contentionMs: 312,
    })
  })

  it('stops on a report without a timing the budgets check', () => {
    const { 'total-blocking-time': _, ...audits } = report().audits
    expect(() => readLighthouseRun(report({ audits }), undefined, conditions)).toThrow('total-blocking-time')
  })
})

describe('reportFailure', () => {
  it.each([
    ['a complete report', report(), undefined],
    [
      'a runtime error',
      report({ runtimeError: { code: 'NO_NAVSTART', message: '' } }),
      'Lighthouse não mediu (NO_NAVSTART)',
    ],
    [
      'a category without a score',
      report({ categories: { performance: { score: null }, seo: { score: 1 } } }),
      'Lighthouse não mediu (performance sem nota)',
    ],
  ])('%s', (_, lighthouseReport, expected) => {
    expect(reportFailure(lighthouseReport)).toBe(expected)
  })
})
