import { describe, expect, it } from 'vitest'
import { formatBrl, formatInteger } from '../../../lib/format/formatBrl.ts'
import { formatDateLong, formatDateShort } from '../../../lib/format/formatDate.ts'

// The formatters are written out (no Intl in the browser bundle); Node's ICU is the reference.
describe('formatters agree with Intl pt-BR', () => {
  const brl = new Intl.NumberFormat('pt-BR', {
    style: 'currency',
    currency: 'BRL',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  it.each([0, 1, 9, 10, 99, 100, 499, 1234, 99999, 100000, 123456, 1000000, 123456789, 9999999999, -1, -123456])(
    'formatBrl(%i)',
    (cents) => {
      expect(formatBrl(cents)).toBe(brl.format(cents / 100).replace(/\u00a0/g, ' '))
    },
  )

  it.each([0, 1, 999, 1000, 10000, 123456, 1234567, -2500])('formatInteger(%i)', (value) => {
    expect(formatInteger(value)).toBe(new Intl.NumberFormat('pt-BR').format(value))
  })

  it('formatDateLong and formatDateShort for every day of 2024 and 2025', () => {
    const long = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
    const short = new Intl.DateTimeFormat('pt-BR', {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      timeZone: 'UTC',
    })
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2026, 0, 1); day += 86_400_000) {
      const iso = new Date(day).toISOString().slice(0, 10)
      expect(formatDateLong(iso)).toBe(long.format(day))
      expect(formatDateShort(iso)).toBe(short.format(day))
    }
  })
})
