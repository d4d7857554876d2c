import { loadContent } from '../content/loadContent.ts'
import { buildBasePageData } from './buildBasePageData.ts'

/** Everything the landing page (/, /home, /home-new) shows, trimmed to what its sections read. */
export function buildLandingPageData(path: string) {
  const content = loadContent()
  const { home, services, partners, calculator, banners, site, leadForm } = content
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
    // The map's pins (every city) travel with the map's lazy chunk: see lib/map/buildCoverageMarkers.ts.
    coverage: home.cobertura,
  }
}

export type LandingPageData = ReturnType<typeof buildLandingPageData>
