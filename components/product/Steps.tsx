import type { SecaoPassos } from '../../lib/types/generated/product-pages.ts'
import { Section } from '../Section.tsx'
import styles from './Steps.module.css'

export function Steps({ section, tone }: { section: SecaoPassos; tone?: 'default' | 'alt' }) {
  return (
    <Section id={section.id} title={section.titulo} lead={section.subtitulo} tone={tone}>
      <ol className={styles.steps} data-count={section.itens.length}>
        {section.itens.map((step, index) => (
          <li key={step.titulo} className={styles.step}>
            <span className={styles.number} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.title}>{step.titulo}</h3>
            <p className={styles.text}>{step.descricao}</p>
          </li>
        ))}
      </ol>
    </Section>
  )
}
