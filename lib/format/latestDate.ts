/** The latest of `YYYY-MM-DD` dates (they sort as text), '' for none. */
export function latestDate(dates: readonly string[]): string {
  return dates.reduce((a, b) => (b > a ? b : a), '')
}
