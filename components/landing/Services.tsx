import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { Icon } from '../Icon.tsx'
import { Section } from '../Section.tsx'
import styles from './Services.module.css'

export function Services({ data }: { data: LandingPageData }) {
  const { services } = data
  return (
    <Section id="servicos" title={services.titulo} lead={services.subtitulo} tone="alt">
      <ul className={styles.grid} role="list">
        {services.servicos.map((service) => (
          <li key={service.id} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={service.icone} />
            </span>
            <h3 className={styles.title}>{service.titulo}</h3>
            <p className={styles.text}>{service.descricao}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
