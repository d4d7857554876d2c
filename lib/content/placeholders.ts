import { closest, distance } from 'fastest-levenshtein'
import { formatPhone } from '../format/formatPhone.ts'
import type { SiteData } from '../types/generated/site.ts'
import type { DataError } from '../validation/types.ts'

/**
 * A fact a text refers to instead of copying it, filled in when the site is built:
 * `{telefone:principal}` is the phone as visitors read it, `{telefone:principal:internacional}`
 * the number dialled (+551140002120). The fact itself lives once, in data/site.yaml.
 */
const PLACEHOLDER = /\{([a-zç]+):([^{}:\s]*)(?::([a-z]*))?\}/g

/** A phone placeholder in the form that reads as a phone: pages keep it on one line, like a written phone. */
export const PHONE_PLACEHOLDER = /\{telefone:[^{}:\s]+\}/g

/** Every placeholder a text may use, with its value. */
export function placeholderValues(site: Pick<SiteData, 'telefones'>): Map<string, string> {
  const values = new Map<string, string>()
  for (const phone of Array.isArray(site.telefones) ? site.telefones : []) {
    if (typeof phone?.numero !== 'string') continue
    values.set(`{telefone:${phone.id}}`, formatPhone(phone.numero))
    values.set(`{telefone:${phone.id}:internacional}`, phone.numero)
  }
  return values
}

/** The text with every known placeholder replaced by its value (unknown ones are the validator's errors). */
export function fillPlaceholders(text: string, values: ReadonlyMap<string, string>): string {
  return text.replace(PLACEHOLDER, (token) => values.get(token) ?? token)
}

/** Each placeholder of a text that names no fact, at its line and column, with the nearest one that does. */
export function unknownPlaceholders(text: string, place: { file: string; firstLine: number }, values: ReadonlyMap<string, string>): DataError[] {
  const known = [...values.keys()]
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(PLACEHOLDER)]
      .filter((match) => !values.has(match[0]))
      .map((match) => {
        const nearest = known.length > 0 ? closest(match[0], known) : undefined
        // Only a near miss is worth naming: {telefone:principl}, not {telefone:vendas}.
        const suggestion = nearest !== undefined && distance(match[0], nearest) <= 3 ? `; quis dizer ${nearest}?` : ''
        const message = `marcador desconhecido ${match[0]}: os marcadores são ${known.join(', ')}${suggestion}`
        return { file: place.file, line: place.firstLine + index, col: (match.index ?? 0) + 1, path: '(texto)', message }
      }),
  )
}
