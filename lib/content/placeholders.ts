import { closest, distance } from 'fastest-levenshtein'
import { formatBrl } from '../format/formatBrl.ts'
import { formatPhone } from '../format/formatPhone.ts'
import type { CalculatorData } from '../types/generated/calculator.ts'
import type { SiteData } from '../types/generated/site.ts'
import type { DataError } from '../validation/types.ts'

/**
 * A fact a text refers to instead of copying it, filled in when the site is built, so each fact lives in one place:
 * `{telefone:principal}` is the phone as visitors read it, `{telefone:principal:internacional}` the number dialled
 * (+551140002120), from data/site.yaml; `{preco:did-fixo}` a monthly price as the calculator shows it (R$ 4,99).
 */
const PLACEHOLDER = /\{([a-zç]+):([^{}:\s]*)(?::([a-z]*))?\}/g

/** The kinds of fact a placeholder can name, and the dataset each kind's facts live in. */
const SOURCES = { telefone: 'site', preco: 'calculator' } as const
const KINDS = new Set(Object.keys(SOURCES))

/** The datasets whose facts a text's placeholders name: the text changes when they do. */
export function placeholderDatasets(text: string): (typeof SOURCES)[keyof typeof SOURCES][] {
  const kinds = [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1] ?? '')
    .filter((kind): kind is keyof typeof SOURCES => Object.hasOwn(SOURCES, kind))
  return [...new Set(kinds.map((kind) => SOURCES[kind]))]
}

/** A phone placeholder in the form that reads as a phone: pages keep it on one line, like a written phone. */
export const PHONE_PLACEHOLDER = /\{telefone:[^{}:\s]+\}/g

/** Where the facts come from: the datasets as read, possibly with errors of their own (then without the facts they lack). */
export interface PlaceholderSources {
  site?: Partial<Pick<SiteData, 'telefones'>>
  calculator?: Partial<Pick<CalculatorData, 'servicos'>>
}

/** Every placeholder a text may use, with its value. */
export function placeholderValues({ site = {}, calculator = {} }: PlaceholderSources): Map<string, string> {
  const values = new Map<string, string>()
  for (const service of Array.isArray(calculator.servicos) ? calculator.servicos : []) {
    // A price typed wrong is reported on its own line: the texts citing it are not wrong for that.
    if (typeof service?.id === 'string')
      values.set(
        `{preco:${service.id}}`,
        typeof service.precoBase === 'number' ? formatBrl(Math.round(service.precoBase * 100)) : '',
      )
  }
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
export function unknownPlaceholders(
  text: string,
  place: { file: string; firstLine: number },
  values: ReadonlyMap<string, string>,
): DataError[] {
  const known = [...values.keys()]
  // A kind with no fact at all ({telefone:} with no phone readable in site.yaml) is reported at its source.
  const kinds = new Set(known.map((token) => token.slice(1, token.indexOf(':'))))
  return text.split('\n').flatMap((line, index) =>
    [...line.matchAll(PLACEHOLDER)]
      .filter((match) => !values.has(match[0]) && (kinds.has(match[1] ?? '') || !KINDS.has(match[1] ?? '')))
      .map((match) => {
        const nearest = known.length > 0 ? closest(match[0], known) : undefined
        // Only a near miss is worth naming: {telefone:principl}, not {telefone:vendas}.
        const suggestion = nearest !== undefined && distance(match[0], nearest) <= 3 ? `; quis dizer ${nearest}?` : ''
        const sameKind = known.filter((token) => token.startsWith(`{${match[1]}:`))
        const message =
          sameKind.length > 0
            ? `marcador desconhecido ${match[0]}: os de ${match[1]} são ${sameKind.join(', ')}${suggestion}`
            : `marcador desconhecido ${match[0]}: os marcadores são ${known.join(', ')}${suggestion}`
        return {
          file: place.file,
          line: place.firstLine + index,
          col: (match.index ?? 0) + 1,
          path: '(texto)',
          message,
        }
      }),
  )
}

/** Each text of a dataset with a placeholder that names no fact: its field path, and the message. */
export function unknownPlaceholdersIn(
  value: unknown,
  values: ReadonlyMap<string, string>,
  path: (string | number)[] = [],
): { path: (string | number)[]; message: string }[] {
  if (typeof value === 'string')
    return unknownPlaceholders(value, { file: '', firstLine: 1 }, values).map(({ message }) => ({ path, message }))
  if (Array.isArray(value)) return value.flatMap((item, index) => unknownPlaceholdersIn(item, values, [...path, index]))
  if (typeof value !== 'object' || value === null) return []
  return Object.entries(value).flatMap(([key, field]) => unknownPlaceholdersIn(field, values, [...path, key]))
}
