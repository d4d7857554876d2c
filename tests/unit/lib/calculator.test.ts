import { describe, expect, it } from 'vitest'
import { calculateComparison, clampQuantity, toCents } from '../../../lib/calculator/calculateComparison.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { formatBrl } from '../../../lib/format/formatBrl.ts'

const { calculator } = loadContent()
const competitors = calculator.concorrentes

describe('clampQuantity (1 to 10000, non-numeric becomes 1)', () => {
  it.each([
    [5, 5],
    ['25', 25],
    [0, 1],
    [-7, 1],
    [10001, 10000],
    ['99999', 10000],
    ['abc', 1],
    ['', 1],
    [null, 1],
    [Number.NaN, 1],
    ['12.9', 12],
    [3.7, 3],
    ['1e3', 1000],
    ['12 linhas', 12],
  ])('%j -> %j', (input, expected) => {
    expect(clampQuantity(input, 1, 10000)).toBe(expected)
  })
})

describe('calculateComparison works in cents', () => {
  it('takes the base prices and multipliers from data', () => {
    expect(calculator.servicos.map((s) => [s.id, s.precoBase])).toEqual([
      ['did-fixo', 4.99],
      ['did-movel', 14.99],
      ['ramal-pabx', 11.99],
    ])
    expect(competitors.map((c) => c.multiplicador)).toEqual([1.35, 1.55, 1.75])
  })

  it.each([
    // base, quantity, our total, competitor A/B/C totals, annual savings against A/B/C
    [4.99, 1, 499, [674, 773, 873], [2100, 3288, 4488]],
    [4.99, 10, 4990, [6737, 7735, 8733], [20964, 32940, 44916]],
    [14.99, 25, 37475, [50591, 58086, 65581], [157392, 247332, 337272]],
    [11.99, 50, 59950, [80933, 92923, 104913], [251796, 395676, 539556]],
    [11.99, 10000, 11990000, [16186500, 18584500, 20982500], [50358000, 79134000, 107910000]],
  ])('base %s x %s', (base, quantity, ours, theirs, annual) => {
    const result = calculateComparison(base, quantity, competitors)
    expect(result.ourMonthlyCents).toBe(ours)
    expect(result.competitors.map((c) => c.monthlyCents)).toEqual(theirs)
    expect(result.competitors.map((c) => c.annualSavingsCents)).toEqual(annual)
    expect(result.competitors.map((c) => c.percentAbove)).toEqual([35, 55, 75])
    for (const c of result.competitors) {
      expect(Number.isInteger(c.monthlyCents)).toBe(true)
      expect(c.annualSavingsCents).toBe((c.monthlyCents - ours) * 12)
    }
  })

  it('never drifts like floating point does (0.1 + 0.2)', () => {
    expect(toCents(0.1) + toCents(0.2)).toBe(toCents(0.3))
    expect(calculateComparison(0.1, 3, []).ourMonthlyCents).toBe(30)
  })
})

describe('formatBrl', () => {
  it.each([
    [0, 'R$ 0,00'],
    [499, 'R$ 4,99'],
    [123456, 'R$ 1.234,56'],
    [240000, 'R$ 2.400,00'],
    [107910000, 'R$ 1.079.100,00'],
  ])('%d cents -> %s', (cents, text) => {
    expect(formatBrl(cents)).toBe(text)
  })
})
