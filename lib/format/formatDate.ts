// Spelled out rather than Intl.DateTimeFormat: the pt-BR locale data costs the browser tens of
// milliseconds to load during hydration, and server and browser must print the very same text.
/** The months' names, January first, as Brazilian Portuguese writes them in a date. */
export const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
]
const pad = (value: number) => String(value).padStart(2, '0')

function parseIsoDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso)
  if (!match) throw new Error(`Data inválida: ${iso}`)
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
}

/** '2025-09-15' -> '15 de setembro de 2025' (the same on server and client: fixed UTC). */
export function formatDateLong(iso: string): string {
  const date = parseIsoDate(iso)
  return `${date.getUTCDate()} de ${MONTH_NAMES[date.getUTCMonth()]} de ${date.getUTCFullYear()}`
}

/** '2025-09-15' -> '15/09/2025'. */
export function formatDateShort(iso: string): string {
  const date = parseIsoDate(iso)
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * '2025-09-15' -> 'Mon, 15 Sep 2025 00:00:00 -0300': the RFC 822 date of RSS, at midnight in
 * São Paulo (Brazil has had no daylight saving time since 2019, so the offset is fixed).
 */
export function formatRfc822Date(iso: string): string {
  const date = parseIsoDate(iso)
  return `${WEEKDAYS[date.getUTCDay()]}, ${pad(date.getUTCDate())} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()} 00:00:00 -0300`
}

/**
 * '2025-09-15' -> '2025-09-15T00:00:00-03:00': midnight in São Paulo as ISO 8601 with its offset,
 * for schema.org and Open Graph dates (without an offset, a reader assumes its own time zone).
 */
export function formatIsoDateTime(iso: string): string {
  const date = parseIsoDate(iso)
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}T00:00:00-03:00`
}
