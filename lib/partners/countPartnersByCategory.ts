import type { PartnersData } from '../types/generated/partners.ts'

export type PartnerCategory = PartnersData['categoriaPadrao']
export type PartnerTab = PartnerCategory | 'todos'

export const PARTNER_TABS: readonly PartnerTab[] = ['equipamento', 'software', 'plataforma', 'crm', 'erp', 'todos']

/** How many partners each filter tab shows; `todos` counts every partner. */
export function countPartnersByCategory(partners: PartnersData['parceiros']): Record<PartnerTab, number> {
  const counts: Record<PartnerTab, number> = {
    equipamento: 0,
    software: 0,
    plataforma: 0,
    crm: 0,
    erp: 0,
    todos: partners.length,
  }
  for (const partner of partners) counts[partner.categoria]++
  return counts
}

export function filterPartners(partners: PartnersData['parceiros'], tab: PartnerTab): PartnersData['parceiros'] {
  return tab === 'todos' ? partners : partners.filter((partner) => partner.categoria === tab)
}

/** Category badge text, with the data's fallback ('Integração') for any other category. */
export function partnerCategoryLabel(labels: PartnersData['rotulosCategoria'], category: string): string {
  return (labels as Record<string, string>)[category] ?? labels.outra
}
