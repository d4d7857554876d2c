const NBSP = '\u00a0'

/**
 * An address's place, its last part ('São Paulo/SP'), does not break across lines: its spaces
 * become non-breaking. 'Av. Paulista, 1636 - Bela Vista, São Paulo/SP' may wrap after any comma
 * or word before it, never inside 'São Paulo/SP'. Without a comma the whole text is the place.
 */
export function keepPlaceTogether(address: string): string {
  const start = address.lastIndexOf(', ') + 1
  return `${address.slice(0, start)}${address.slice(start).replace(/(?<=\S) (?=\S)/g, NBSP)}`
}
