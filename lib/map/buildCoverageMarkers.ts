import type { Content } from '../content/content.ts'

/** One pin of the landing page's coverage map: a city of data/cities.yaml with its country's name. */
export interface CoverageMarker {
  id: string
  title: string
  lines: string[]
  lat: number
  lng: number
}

/**
 * Every city of data/cities.yaml as a map pin. They reach the browser inside the map's lazy
 * chunk (virtual:coverage-markers), not in the page's HTML: only visitors who scroll to the
 * map download them.
 */
export function buildCoverageMarkers(content: Pick<Content, 'cities' | 'countries'>): CoverageMarker[] {
  const countryName = new Map(content.countries.paises.map((p) => [p.codigo, p.nome]))
  return content.cities.cidades.map((city) => ({
    id: city.id,
    title: city.uf ? `${city.nome} (${city.uf})` : city.nome,
    lines: [countryName.get(city.pais) ?? city.pais],
    lat: city.lat,
    lng: city.lng,
  }))
}
