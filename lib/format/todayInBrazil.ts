/** Today's date in Brasília (AAAA-MM-DD), the calendar the site's dates are written in. */
export function todayInBrazil(now = new Date()): string {
  // en-CA formats as 2026-11-27.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now)
}
