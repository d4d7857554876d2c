const LONG = new Intl.DateTimeFormat('pt-BR', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
const SHORT = new Intl.DateTimeFormat('pt-BR', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'UTC' })

function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) throw new Error(`Data inválida: ${iso}`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}

/** '2025-09-15' -> '15 de setembro de 2025' (the same on server and client: fixed UTC). */
export function formatDateLong(iso: string): string {
  return LONG.format(parseIsoDate(iso))
}

/** '2025-09-15' -> '15/09/2025'. */
export function formatDateShort(iso: string): string {
  return SHORT.format(parseIsoDate(iso))
}
