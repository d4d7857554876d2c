import { loadContent } from '../content/loadContent.ts'
import { buildBasePageData } from './buildBasePageData.ts'

/** Everything the landing page (/, /home, /home-new) shows, trimmed to what its sections read. */
export function buildLandingPageData(path: string) {
  const content = loadContent()
  const { home, services, partners, calculator, banners, site, cities, countries, leadForm } = content
  const countryName = new Map(countries.paises.map((p) => [p.codigo, p.nome]))
  return {
    ...buildBasePageData(path),
    home,
    services,
    partners,
    calculator,
    banners,
    links: { appLogin: site.links.appLogin, appCadastro: site.links.appCadastro },
    mainPhone: site.telefones[0],
    claims: site.afirmacoes,
    leadForm,
    leadSource: site.lead.origem,
    coverage: {
      ...home.cobertura,
      cities: cities.cidades.map((city) => ({ id: city.id, nome: city.uf ? `${city.nome} (${city.uf})` : city.nome, pais: countryName.get(city.pais) ?? city.pais, lat: city.lat, lng: city.lng })),
    },
  }
}

export type LandingPageData = ReturnType<typeof buildLandingPageData>
