import type { DidMobileData } from '../types/generated/did-mobile.ts'

type DidCity = DidMobileData['outras'][number]

function normalize(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().trim()
}

/** Cities whose name (accents ignored), state or area code matches the query. */
export function searchDidCities(cities: readonly DidCity[], query: string): DidCity[] {
  const q = normalize(query).replace(/^\(?0?(\d{2})\)?$/, '$1')
  if (q === '') return [...cities]
  if (/^\d+$/.test(q)) return cities.filter((city) => String(city.ddd).startsWith(q))
  return cities.filter((city) => normalize(city.cidade).includes(q) || normalize(city.uf) === q)
}
