import type { Content } from '../content/content.ts'
import { buildCoverageMarkers } from './buildCoverageMarkers.ts'

export interface CoverageCountry {
  pais: string
  /** Names as the map's pins show them: 'Campinas (SP)', 'Lisboa'; in alphabetical order. */
  cidades: string[]
}

/** Portuguese alphabetical order: 'Águas Lindas' beside 'Aracaju', 'São Luís' before 'Sorocaba'. */
const alphabetical = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })

/**
 * The coverage map's cities as text, by country in data/cities.yaml's order, for keyboard and screen-reader visitors
 * (the pins are not Tab stops) and for search engines. Within a country they are alphabetical, whatever the file's
 * order, so a visitor looking for their city finds it where they expect it.
 */
export function buildCoverageCityList(content: Pick<Content, 'cities' | 'countries'>): CoverageCountry[] {
  const byCountry = new Map<string, string[]>()
  for (const marker of buildCoverageMarkers(content)) {
    const country = marker.lines[0] ?? ''
    byCountry.set(country, [...(byCountry.get(country) ?? []), marker.title])
  }
  return [...byCountry].map(([pais, cidades]) => ({ pais, cidades: cidades.sort(alphabetical.compare) }))
}
