import type { PartnersData } from '../types/generated/partners.ts'
import type { SecaoCarrossel } from '../types/generated/product-pages.ts'
import { partnerCategoryLabel } from './countPartnersByCategory.ts'

type Partner = PartnersData['parceiros'][number]
/** Where a partner can appear: the home page's section, the product pages' carousel. */
export type PartnerPlace = NonNullable<Partner['aparece']>[number]

/** Whether a partner appears there: without `aparece`, everywhere. */
export const appearsOn = (partner: Partner, place: PartnerPlace) => partner.aparece?.includes(place) ?? true

/** One slide as the carousel shows it. */
export interface CarouselSlide {
  nome: string
  categoria: string
  descricao: string
}

export type CarouselSection = Omit<SecaoCarrossel, 'parceiros'> & { parceiros: CarouselSlide[] }

/**
 * The carousel's slides: its own list first, in its order and wording (a partner named by its id,
 * anything else by its name), then every other partner marked for the carousel, with the words
 * of the home page. Adding a partner in data/partners.yaml adds it here too.
 */
export function carouselSlides(section: SecaoCarrossel, partners: PartnersData): CarouselSlide[] {
  const byId = new Map(partners.parceiros.map((partner) => [partner.id, partner]))
  // Validation knows every id: one missing here is a partner hidden with visivel: false, and so is its slide.
  const listed = section.parceiros.flatMap(({ parceiro, nome, categoria, descricao }) => {
    const shownName = parceiro === undefined ? nome : byId.get(parceiro)?.nome
    return shownName === undefined ? [] : [{ nome: shownName, categoria, descricao }]
  })
  const named = new Set(section.parceiros.map((slide) => slide.parceiro))
  const added = partners.parceiros
    .filter((partner) => appearsOn(partner, 'carrossel') && !named.has(partner.id))
    .map((partner) => ({
      nome: partner.nome,
      categoria: partnerCategoryLabel(partners.rotulosCategoria, partner.categoria),
      descricao: partner.descricao,
    }))
  return [...listed, ...added]
}

/** The home page's partners: those that appear there, as the page reads them. */
export function homePartners(partners: PartnersData): PartnersData {
  return {
    ...partners,
    parceiros: partners.parceiros
      .filter((partner) => appearsOn(partner, 'inicio'))
      .map(({ aparece: _aparece, ...partner }) => partner),
  }
}
