const BRL = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Cents as Brazilian reais: 123456 -> 'R$ 1.234,56' (with a normal space, not NBSP). */
export function formatBrl(cents: number): string {
  return BRL.format(cents / 100).replace(/\u00a0/g, ' ')
}
