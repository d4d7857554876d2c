import { loadContent } from '../content/loadContent.ts'
import { homePartners } from '../partners/partnerPlaces.ts'
import { buildBasePageData } from './buildBasePageData.ts'
import { withOfferPrices } from './withOfferPrices.ts'

/** Everything the landing page (/, /home, /home-new) shows, trimmed to what its sections read. */
export function buildLandingPageData(path: string) {
  const content = loadContent()
  const { home, services, partners, calculator, banners, site, leadForm } = content
  return {
    ...buildBasePageData(path),
    home,
    services,
    partners: homePartners(partners),
    calculator,
    banners: withOfferPrices(banners, calculator),
    links: { appLogin: site.links.appLogin, appCadastro: site.links.appCadastro },
    mainPhone: site.telefones[0],
    claims: site.afirmacoes,
    leadForm,
    leadSource: site.lead.origem,
    // The map's pins travel with the map's lazy chunk (lib/map/buildCoverageMarkers.ts), and the
    // list of cities under the map is fetched when opened (virtual:coverage-cities): the page only counts them.
    coverage: home.cobertura,
    coverageCityCount: content.cities.cidades.length,
  }
}

export type LandingPageData = ReturnType<typeof buildLandingPageData>
