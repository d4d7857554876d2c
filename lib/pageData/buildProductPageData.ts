import { loadContent } from '../content/loadContent.ts'
import { carouselSlides } from '../partners/partnerPlaces.ts'
import { buildServiceJsonLd } from '../seo/buildServiceJsonLd.ts'
import { buildBasePageData } from './buildBasePageData.ts'

/**
 * A product page (/empresas, /pabx, /0800, ...): its content blocks from
 * data/product-pages.yaml, the plans of its product, and a Service JSON-LD built from them.
 */
export function buildProductPageData(path: string) {
  const content = loadContent()
  const page = content.productPages.paginas.find((p) => p.caminho === path || p.aliases?.includes(path))
  if (!page) throw new Error(`Página de produto que não está em data/product-pages.yaml: ${path}`)
  const plans = content.plans.planos.filter((plan) => plan.produto === page.produto)
  const base = buildBasePageData(path, {
    jsonLd: [
      buildServiceJsonLd(content.site.url, {
        name: page.titulo,
        description: page.descricao,
        path: page.caminho,
        plans,
      }),
    ],
  })
  const needsDidList = page.secoes.some((secao) => secao.tipo === 'did-movel')
  return {
    ...base,
    description: page.descricao,
    hero: page.heroi,
    // A carousel names partners by id: its slides carry their names from data/partners.yaml.
    sections: page.secoes.map((secao) =>
      secao.tipo === 'carrossel' ? { ...secao, parceiros: carouselSlides(secao, content.partners) } : secao,
    ),
    plans,
    didMobile: needsDidList ? content.didMobile : undefined,
    signupUrl: content.site.links.appCadastro,
    /** The labels of its plan cards, carousel and DID list: not in every page's layout data. */
    texts: { planos: content.interface.planos, carrossel: content.interface.carrossel, did: content.interface.did },
  }
}

export type ProductPageData = ReturnType<typeof buildProductPageData>
