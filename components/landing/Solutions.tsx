import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { Icon } from '../Icon.tsx'
import { MoreLink } from '../MoreLink.tsx'
import { Section } from '../Section.tsx'
import styles from './Solutions.module.css'

export function Solutions({ data }: { data: LandingPageData }) {
  const { solucoes } = data.home
  return (
    <Section id="solucoes" title={solucoes.titulo} lead={solucoes.subtitulo}>
      <ul className={styles.grid} role="list">
        {solucoes.cards.map((card) => (
          <li key={card.id}>
            <a href={card.caminho} className={styles.card}>
              <span className={styles.icon}>
                <Icon name={card.icone} size={28} />
              </span>
              <h3 className={styles.title}>{card.titulo}</h3>
              <p className={styles.text}>{card.descricao}</p>
              <MoreLink text={card.botao} className={styles.more} />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}
