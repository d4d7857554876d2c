/** Prices in reais from the data become integer cents here, so sums never drift. */
export function toCents(reais: number): number {
  return Math.round(reais * 100)
}

/**
 * Calculator quantity rule: clamped to min..max, anything non-numeric
 * becomes the minimum (1), decimals are truncated.
 */
export function clampQuantity(value: unknown, min: number, max: number): number {
  const text = String(value ?? '').trim()
  // '1e3' is what a number input holds for 1000; '12 linhas' still reads as 12.
  const number =
    typeof value === 'number'
      ? value
      : text !== '' && Number.isFinite(Number(text))
        ? Number(text)
        : Number.parseInt(text, 10)
  if (!Number.isFinite(number)) return min
  return Math.min(max, Math.max(min, Math.trunc(number)))
}

export interface CompetitorQuote {
  id: string
  label: string
  multiplier: number
  /** Competitor's monthly total, in cents. */
  monthlyCents: number
  /** What the customer saves per month with us, in cents. */
  monthlySavingsCents: number
  /** Monthly savings x 12, in cents. */
  annualSavingsCents: number
  /** Percentage the competitor charges above us (35 for x1.35). */
  percentAbove: number
}

export interface Comparison {
  quantity: number
  unitCents: number
  /** Our total: base price x quantity. */
  ourMonthlyCents: number
  competitors: CompetitorQuote[]
}

/** Our total (base x quantity) and each competitor's (our total x multiplier), all in cents. */
export function calculateComparison(
  basePrice: number,
  quantity: number,
  competitors: readonly { id: string; rotulo: string; multiplicador: number }[],
): Comparison {
  const unitCents = toCents(basePrice)
  const ourMonthlyCents = unitCents * quantity
  return {
    quantity,
    unitCents,
    ourMonthlyCents,
    competitors: competitors.map((competitor) => {
      // Multipliers have at most two decimals: work in hundredths to stay in integers.
      const monthlyCents = Math.round((ourMonthlyCents * Math.round(competitor.multiplicador * 100)) / 100)
      const monthlySavingsCents = monthlyCents - ourMonthlyCents
      return {
        id: competitor.id,
        label: competitor.rotulo,
        multiplier: competitor.multiplicador,
        monthlyCents,
        monthlySavingsCents,
        annualSavingsCents: monthlySavingsCents * 12,
        percentAbove: Math.round(competitor.multiplicador * 100) - 100,
      }
    }),
  }
}
