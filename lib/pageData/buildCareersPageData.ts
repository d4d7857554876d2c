import { loadContent } from '../content/loadContent.ts'
import { buildMailtoLink } from '../format/buildMailtoLink.ts'
import { buildBasePageData } from './buildBasePageData.ts'

export function buildCareersPageData(path: string) {
  const content = loadContent()
  const { careers, site } = content
  return {
    ...buildBasePageData(path),
    careers,
    applicationHref: buildMailtoLink(site.emails.rh, careers.oportunidades.candidaturaEspontanea.assunto),
    hrEmail: site.emails.rh,
    linkedinUrl: site.redesSociais.find((rede) => rede.rede === 'linkedin')?.url,
  }
}

export type CareersPageData = ReturnType<typeof buildCareersPageData>
