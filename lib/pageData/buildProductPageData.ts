import { loadContent } from '../content/loadContent.ts'
import { buildBasePageData } from './buildBasePageData.ts'

/** A product page: its base data and the plans of its product, in data order. */
export function buildProductPageData(path: string, productId: string) {
  const content = loadContent()
  const base = buildBasePageData(path)
  return {
    ...base,
    description: content.pages.paginas.find((p) => p.caminho === path)?.descricao ?? '',
    plans: content.plans.planos.filter((plan) => plan.produto === productId),
    signupUrl: content.site.links.appCadastro,
    planTexts: content.interface.planos,
  }
}

export type ProductPageData = ReturnType<typeof buildProductPageData>
