/**
 * Cents as Brazilian reais: 123456 -> 'R$ 1.234,56' (with a normal space, not NBSP).
 * Written out instead of Intl.NumberFormat: building a pt-BR formatter loads the locale's data,
 * ~50 ms of main thread on a phone during hydration, and the output is this simple and fixed.
 */
export function formatBrl(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const abs = Math.abs(Math.round(cents))
  const reais = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.')
  return `${sign}R$ ${reais},${String(abs % 100).padStart(2, '0')}`
}
