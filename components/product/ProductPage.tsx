import { Icon } from '../Icon.tsx'
import type { ProductPageData } from '../../lib/pageData/buildProductPageData.ts'
import buttons from '../Button.module.css'
import { ExternalLink } from '../ExternalLink.tsx'
import { PageHero } from '../PageHero.tsx'
import { PlanGrid } from '../PlanCard.tsx'
import { Section } from '../Section.tsx'
import { CallToAction } from './CallToAction.tsx'
import { CardGrid } from './CardGrid.tsx'
import { DidAvailability } from './DidAvailability.tsx'
import { PartnerCarousel } from './PartnerCarousel.tsx'
import styles from './ProductPage.module.css'
import { Stats } from './Stats.tsx'
import { Steps } from './Steps.tsx'

/** Sections alternate their background; a 'chamada' band has its own, and the section after it starts again. */
function alternateTones(sections: ProductPageData['sections']) {
  let alternate = false
  return sections.map((section) => {
    alternate = section.tipo === 'chamada' ? false : !alternate
    return { section, tone: alternate ? ('default' as const) : ('alt' as const) }
  })
}

/** A product page: hero, then the blocks of data/product-pages.yaml in their order. */
export function ProductPage({ data }: { data: ProductPageData }) {
  const texts = data.texts
  return (
    <>
      <PageHero
        eyebrow={data.hero.sobretitulo}
        title={data.h1}
        lead={data.description}
        illustration={data.hero.ilustracao}
      >
        <ExternalLink href={data.signupUrl} className={buttons.primary}>
          {data.hero.botaoPrincipal}
        </ExternalLink>
        {data.hero.botaoSecundario ? (
          <ExternalLink href={data.signupUrl} className={buttons.onDark}>
            {data.hero.botaoSecundario}
          </ExternalLink>
        ) : null}
        {data.hero.destaques ? (
          <ul className={styles.highlights} role="list">
            {data.hero.destaques.map((item) => (
              <li key={item}>
                <Icon name="check" size={16} />
                {item}
              </li>
            ))}
          </ul>
        ) : null}
      </PageHero>
      {alternateTones(data.sections).map(({ section, tone }) => {
        switch (section.tipo) {
          case 'cards':
            return <CardGrid key={section.id} section={section} tone={tone} />
          case 'passos':
            return <Steps key={section.id} section={section} tone={tone} />
          case 'numeros':
            return <Stats key={section.id} section={section} tone={tone} />
          case 'carrossel':
            return <PartnerCarousel key={section.id} section={section} labels={texts.carrossel} tone={tone} />
          case 'did-movel':
            return data.didMobile ? (
              <DidAvailability key={section.id} section={section} list={data.didMobile} texts={texts.did} tone={tone} />
            ) : null
          case 'chamada':
            return <CallToAction key={section.id} section={section} signupUrl={data.signupUrl} />
          case 'planos':
            return (
              <Section key={section.id} id={section.id} title={section.titulo} lead={section.subtitulo} tone={tone}>
                <PlanGrid plans={data.plans} signupUrl={data.signupUrl} texts={texts.planos} />
                {section.nota ? <p className={styles.note}>{section.nota}</p> : null}
              </Section>
            )
        }
      })}
    </>
  )
}
