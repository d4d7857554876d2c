import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { Icon } from '../Icon.tsx'
import { MoreLink } from '../MoreLink.tsx'
import { Section } from '../Section.tsx'
import styles from './Services.module.css'

/** 'Nossos Serviços': a card per service; a service with its own page (caminho) is a link to it. */
export function Services({ data }: { data: LandingPageData }) {
  const { services } = data
  return (
    <Section id="servicos" title={services.titulo} lead={services.subtitulo} tone="alt">
      <ul className={styles.grid} role="list">
        {services.servicos.map((service) => {
          const body = (
            <>
              <span className={styles.icon}>
                <Icon name={service.icone} />
              </span>
              <h3 className={styles.title}>{service.titulo}</h3>
              <p className={styles.text}>{service.descricao}</p>
            </>
          )
          return service.caminho ? (
            <li key={service.id} className={styles.item}>
              <a href={service.caminho} className={`${styles.card} ${styles.linked}`}>
                {body}
                <MoreLink text={services.saibaMais} className={styles.more} />
              </a>
            </li>
          ) : (
            <li key={service.id} className={styles.card}>
              {body}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
