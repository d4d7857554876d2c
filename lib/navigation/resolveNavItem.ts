import type { ItemNavegacao } from '../types/generated/audiences.ts'
import type { SiteData } from '../types/generated/site.ts'

export type ResolvedNavItem =
  | { kind: 'anchor'; label: string; anchor: string; href: string }
  | { kind: 'page'; label: string; href: string }
  | { kind: 'external'; label: string; href: string }

type ExternalLinks = Pick<SiteData['links'], 'appLogin' | 'appCadastro' | 'portalCliente' | 'status' | 'registroSelos'>

/** Turns a navigation item from data into a link: `/#anchor`, a page path or an external URL. */
export function resolveNavItem(item: ItemNavegacao, links: ExternalLinks): ResolvedNavItem {
  if (item.ancora) return { kind: 'anchor', label: item.rotulo, anchor: item.ancora, href: `/#${item.ancora}` }
  if (item.caminho) return { kind: 'page', label: item.rotulo, href: item.caminho }
  if (item.linkExterno) return { kind: 'external', label: item.rotulo, href: links[item.linkExterno] }
  throw new Error(`Item de navegação sem destino: ${item.rotulo}`)
}
