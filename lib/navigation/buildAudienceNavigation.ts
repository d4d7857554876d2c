import type { AudiencesData } from '../types/generated/audiences.ts'
import type { SiteData } from '../types/generated/site.ts'
import { resolveNavItem, type ResolvedNavItem } from './resolveNavItem.ts'

export type AudienceId = AudiencesData['padrao']

/** Header links for one audience: its own items, then the ones every audience gets. */
export function buildAudienceNavigation(
  audiences: AudiencesData,
  audienceId: AudienceId,
  links: SiteData['links'],
): { main: ResolvedNavItem[]; mobileOnly: ResolvedNavItem[] } {
  const audience =
    audiences.publicos.find((p) => p.id === audienceId) ?? audiences.publicos.find((p) => p.id === audiences.padrao)
  const own = audiences.navegacoes.find((nav) => nav.id === audience?.navegacao)?.itens ?? []
  return {
    main: [...own, ...audiences.comuns].map((item) => resolveNavItem(item, links)),
    mobileOnly: audiences.somenteMenuMovel.map((item) => resolveNavItem(item, links)),
  }
}
