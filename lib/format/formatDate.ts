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

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * '2025-09-15' -> 'Mon, 15 Sep 2025 00:00:00 -0300': the RFC 822 date of RSS, at midnight in
 * São Paulo (Brazil has had no daylight saving time since 2019, so the offset is fixed).
 */
export function formatRfc822Date(iso: string): string {
  const date = parseIsoDate(iso)
  const day = String(date.getUTCDate()).padStart(2, '0')
  return `${WEEKDAYS[date.getUTCDay()]}, ${day} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} 00:00:00 -0300`
}
