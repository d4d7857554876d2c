import type { Content } from '../content/loadContent.ts'
import { buildCoverageMarkers } from './buildCoverageMarkers.ts'

export interface CoverageCountry {
  pais: string
  /** Names as the map's pins show them: 'Campinas (SP)', 'Lisboa'. */
  cidades: string[]
}

/**
 * The coverage map's cities as text, by country in data/cities.yaml's order: what the map shows,
 * for keyboard and screen-reader visitors (the pins are not Tab stops) and for search engines.
 */
export function buildCoverageCityList(content: Pick<Content, 'cities' | 'countries'>): CoverageCountry[] {
  const byCountry = new Map<string, string[]>()
  for (const marker of buildCoverageMarkers(content)) {
    const country = marker.lines[0] ?? ''
    byCountry.set(country, [...(byCountry.get(country) ?? []), marker.title])
  }
  return [...byCountry].map(([pais, cidades]) => ({ pais, cidades }))
}
