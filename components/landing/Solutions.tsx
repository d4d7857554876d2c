import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { Icon } from '../Icon.tsx'
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
              <MoreLink text={card.botao} />
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/**
 * The card's call to action with its arrow after the last word, on the same line as that word: as a
 * flex row the arrow stayed at the far edge of the card when the words wrapped on a narrow phone.
 */
function MoreLink({ text }: { text: string }) {
  const lastSpace = text.lastIndexOf(' ')
  return (
    <span className={styles.more}>
      {text.slice(0, lastSpace + 1)}
      <span className={styles.lastWord}>
        {text.slice(lastSpace + 1)}
        <Icon name="arrow-right" size={18} />
      </span>
    </span>
  )
}
