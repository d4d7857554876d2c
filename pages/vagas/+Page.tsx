import { Icon } from '../../components/Icon.tsx'
import { useData } from 'vike-react/useData'
import buttons from '../../components/Button.module.css'
import { ExternalLink } from '../../components/ExternalLink.tsx'
import { PageHero } from '../../components/PageHero.tsx'
import { Section } from '../../components/Section.tsx'
import { SocialIcon } from '../../components/SocialIcon.tsx'
import type { CareersPageData } from '../../lib/pageData/buildCareersPageData.ts'
import styles from './Page.module.css'

const FEATURE_ICONS = ['clipboard-list', 'search', 'sparkles'] as const

export default function Page() {
  const data = useData<CareersPageData>()
  const { careers } = data
  const { sistemaVagas, oportunidades, cultura } = careers
  return (
    <>
      <PageHero title={data.h1} lead={careers.subtitulo} illustration={careers.ilustracao}>
        <a href={data.applicationHref} className={buttons.primary}>
          {oportunidades.candidaturaEspontanea.rotulo}
        </a>
        {careers.botaoCultura ? (
          <a href="#cultura" className={buttons.onDark}>
            {careers.botaoCultura}
          </a>
        ) : null}
      </PageHero>
      <Section id="sistema-de-vagas">
        <div className={styles.system}>
          <div className={styles.systemHead}>
            <h2 className={styles.systemTitle}>{sistemaVagas.titulo}</h2>
            <span className={styles.soon}>{sistemaVagas.selo}</span>
          </div>
          <p className={styles.systemText}>{sistemaVagas.descricao}</p>
          <ul className={styles.features} role="list">
            {sistemaVagas.recursos.map((recurso, index) => {
              const featureIcon = FEATURE_ICONS[index % FEATURE_ICONS.length] ?? 'sparkles'
              return (
                <li key={recurso.titulo} className={styles.feature}>
                  <Icon name={featureIcon} size={24} />
                  <h3>{recurso.titulo}</h3>
                  <p>{recurso.descricao}</p>
                </li>
              )
            })}
          </ul>
        </div>
      </Section>
      <Section id="oportunidades" title={oportunidades.titulo} lead={oportunidades.descricao} tone="alt">
        <div className={styles.opportunities}>
          <article className={styles.card}>
            <Icon name="mail" size={28} className={styles.cardIcon} />
            <h3>{oportunidades.candidaturaEspontanea.titulo}</h3>
            <p>{oportunidades.candidaturaEspontanea.descricao}</p>
            {/* Above its button, so both cards' buttons line up at the bottom. */}
            <p className={styles.email}>{data.hrEmail}</p>
            <a href={data.applicationHref} className={buttons.primary} data-testid="candidatura-espontanea">
              {oportunidades.candidaturaEspontanea.rotulo}
            </a>
          </article>
          {data.linkedinUrl ? (
            <article className={styles.card}>
              <span className={styles.cardIcon}>
                <SocialIcon network="linkedin" size={28} />
              </span>
              <h3>{oportunidades.linkedin.titulo}</h3>
              <p>{oportunidades.linkedin.descricao}</p>
              <ExternalLink href={data.linkedinUrl} className={buttons.secondary}>
                {oportunidades.linkedin.rotulo}
              </ExternalLink>
            </article>
          ) : null}
        </div>
      </Section>
      <Section id="cultura" title={cultura.titulo} lead={cultura.descricao}>
        <div className={styles.culture}>
          {[cultura.oferecemos, cultura.buscamos].map((lista) => (
            <div key={lista.titulo} className={styles.cultureList}>
              <h3>{lista.titulo}</h3>
              <ul role="list">
                {lista.itens.map((item) => (
                  <li key={item}>
                    <Icon name="check" size={18} />
                    {item}
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Section>
    </>
  )
}
