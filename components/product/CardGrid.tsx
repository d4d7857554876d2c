import type { SecaoCards } from '../../lib/types/generated/product-pages.ts'
import { Icon } from '../Icon.tsx'
import { Section } from '../Section.tsx'
import styles from './CardGrid.module.css'

export function CardGrid({ section, tone }: { section: SecaoCards; tone?: 'default' | 'alt' }) {
  return (
    <Section id={section.id} title={section.titulo} lead={section.subtitulo} tone={tone}>
      <ul className={styles.grid} role="list" data-count={section.itens.length}>
        {section.itens.map((item) => (
          <li key={item.titulo} className={styles.card}>
            <span className={styles.icon}>
              <Icon name={item.icone} />
            </span>
            <h3 className={styles.title}>{item.titulo}</h3>
            <p className={styles.text}>{item.descricao}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
