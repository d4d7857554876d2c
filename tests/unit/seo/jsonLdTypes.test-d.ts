// Checked by `npm run typecheck`, never run: the JSON-LD builders' types reject a misspelt or misplaced
// schema.org property. If a builder's type stops catching one, its @ts-expect-error is unused and tsc fails.
import type { buildBreadcrumbJsonLd } from '../../../lib/seo/buildBreadcrumbJsonLd.ts'
import type { PageSeo } from '../../../lib/seo/buildPageSeo.ts'
import type { buildServiceJsonLd } from '../../../lib/seo/buildServiceJsonLd.ts'

declare function acceptJsonLd<T>(node: T): void

acceptJsonLd<PageSeo['jsonLd']>({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'Organization',
      name: 'Nuvox Telecom',
      // @ts-expect-error schema.org spells it taxID
      taxId: '34.512.876/0001-39',
    },
  ],
})

acceptJsonLd<PageSeo['jsonLd']>({
  '@context': 'https://schema.org',
  '@graph': [
    {
      '@type': 'BlogPosting',
      headline: 'Post',
      // @ts-expect-error datePublished
      publishDate: '2025-10-01T00:00:00-03:00',
    },
  ],
})

acceptJsonLd<ReturnType<typeof buildServiceJsonLd>>({
  '@type': 'Service',
  name: 'PABX',
  // @ts-expect-error a price belongs to the Service's Offer, not to the Service
  price: '11.99',
})

acceptJsonLd<ReturnType<typeof buildServiceJsonLd>>({
  '@type': 'Service',
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    itemListElement: [
      {
        '@type': 'Offer',
        // @ts-expect-error price
        pricee: '11.99',
      },
    ],
  },
})

// A wrong value deep in a list of any Thing is reported at the property that holds the list.
acceptJsonLd<ReturnType<typeof buildServiceJsonLd>>({
  '@type': 'Service',
  // @ts-expect-error minPrice is a number, not a display text
  hasOfferCatalog: {
    '@type': 'OfferCatalog',
    itemListElement: [
      {
        '@type': 'Offer',
        priceSpecification: {
          '@type': 'PriceSpecification',
          minPrice: 'R$ 11,99',
        },
      },
    ],
  },
})

acceptJsonLd<ReturnType<typeof buildBreadcrumbJsonLd>>({
  '@type': 'BreadcrumbList',
  itemListElement: [
    {
      '@type': 'ListItem',
      // @ts-expect-error position
      positon: 1,
      name: 'Início',
    },
  ],
})
