import type { OfferLeaf, ServiceLeaf } from 'schema-dts'
import type { PlansData } from '../types/generated/plans.ts'
import { absoluteUrl } from './absoluteUrl.ts'

type Plan = PlansData['planos'][number]

/** '11,99' or 'R$ 1.234,56' -> '1234.56'; 'Sob consulta' -> undefined (no price is claimed). */
export function parsePlanPrice(preco: string): `${number}` | undefined {
  const match = /R\$\s*([\d.]+,\d{2})$/.exec(preco)
  // The pattern leaves digits and one decimal point: a number as schema.org's minPrice requires.
  return match?.[1] ? (match[1].replace(/\./g, '').replace(',', '.') as `${number}`) : undefined
}

/** An Offer's price properties: none for 'Sob consulta'; 'a partir de R$ 11,99' is a lowest price, not the price. */
function buildOfferPrice(preco: string): Pick<OfferLeaf, 'price' | 'priceCurrency' | 'priceSpecification'> {
  const price = parsePlanPrice(preco)
  if (!price) return {}
  if (/^a partir de/i.test(preco)) {
    return { priceSpecification: { '@type': 'PriceSpecification', minPrice: price, priceCurrency: 'BRL' } }
  }
  return { price, priceCurrency: 'BRL' }
}

/** A product page's plans as a schema.org Service with one Offer per plan (price only where known). */
export function buildServiceJsonLd(
  siteUrl: string,
  input: { name: string; description: string; path: string; plans: readonly Plan[] },
): ServiceLeaf {
  const url = absoluteUrl(siteUrl, input.path)
  return {
    '@type': 'Service',
    '@id': `${url}#servico`,
    name: input.name,
    description: input.description,
    url,
    provider: { '@id': `${absoluteUrl(siteUrl, '/')}#organizacao` },
    areaServed: { '@type': 'Country', name: 'Brasil' },
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name: input.name,
      itemListElement: input.plans.map((plan): OfferLeaf => ({
        '@type': 'Offer',
        name: plan.nome,
        description: plan.descricao,
        url: `${url}#plano-${plan.id}`,
        ...buildOfferPrice(plan.preco),
      })),
    },
  }
}
