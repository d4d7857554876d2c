import type { DidMobileData } from '../types/generated/did-mobile.ts'

type DidCity = DidMobileData['outras'][number]

function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

/**
 * Cities matching every word of the query: a word matches a city's name (accents ignored) or
 * its state, a number the start of its area code. Punctuation and the word 'DDD' are ignored,
 * so 'Santos, SP', 'Natal/RN', 'DDD 19', '(011)' and '+55 11' find what the list shows.
 */
export function searchDidCities(cities: readonly DidCity[], query: string): DidCity[] {
  const words = normalize(query)
    .replace(/[()+,./\\-]/g, ' ')
    .split(/\s+/)
    .filter((word) => word !== '' && word !== 'ddd')
  // The country code before an area code: '55 11'.
  if (words.length > 1 && words[0] === '55' && /^\d+$/.test(words[1] ?? '')) words.shift()
  if (words.length === 0) return [...cities]
  return cities.filter((city) => {
    const [name, state, ddd] = [normalize(city.cidade), normalize(city.uf), String(city.ddd)]
    return words.every((word) =>
      /^\d+$/.test(word) ? ddd.startsWith(word.replace(/^0(?=\d)/, '')) : name.includes(word) || state === word,
    )
  })
}
