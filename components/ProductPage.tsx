import type { ReactNode } from 'react'
import type { ProductPageData } from '../lib/pageData/buildProductPageData.ts'
import buttons from './Button.module.css'
import { ExternalLink } from './ExternalLink.tsx'
import { PageHero } from './PageHero.tsx'
import { PlanGrid } from './PlanCard.tsx'
import { Section } from './Section.tsx'

/** Hero, plans and closing call to action shared by the product pages. */
export function ProductPage({ data, plansTitle, ctaLabel, children }: { data: ProductPageData; plansTitle: string; ctaLabel: string; children?: ReactNode }) {
  return (
    <>
      <PageHero title={data.h1} lead={data.description}>
        <ExternalLink href={data.signupUrl} className={buttons.primary}>
          {ctaLabel}
        </ExternalLink>
      </PageHero>
      <Section id="planos" title={plansTitle} tone="alt">
        <PlanGrid plans={data.plans} signupUrl={data.signupUrl} texts={data.planTexts} />
      </Section>
      {children}
    </>
  )
}
