// en-CA formats as 2026-11-27. One formatter for every call: making one takes longer than formatting.
const BRASILIA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** Today's date in Brasília (AAAA-MM-DD), the calendar the site's dates are written in. */
export function todayInBrazil(now = new Date()): string {
  return BRASILIA_DAY.format(now)
}
