/**
 * Cents as Brazilian reais: 123456 -> 'R$ 1.234,56' (with a normal space, not NBSP).
 * Written out instead of Intl.NumberFormat: building a pt-BR formatter loads the locale's data,
 * ~50 ms of main thread on a phone during hydration, and the output is this simple and fixed.
 */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  return `${sign}R$ ${formatInteger(Math.floor(abs / 100))},${String(abs % 100).padStart(2, '0')}`
}

/** A whole number with Brazilian thousands dots: 10000 -> '10.000'. */
export function formatInteger(value: number): string {
  const sign = value < 0 ? '-' : ''
  return sign + String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
}
