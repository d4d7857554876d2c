import type { SecaoNumeros } from '../../lib/types/generated/product-pages.ts'
import { Section } from '../Section.tsx'
import styles from './Stats.module.css'

/** The page's figures, as cards on the section's light band: the call to action and the footer after it are the dark ones. */
export function Stats({ section, tone }: { section: SecaoNumeros; tone: 'default' | 'alt' }) {
  return (
    <Section id={section.id} title={section.titulo} lead={section.subtitulo} tone={tone}>
      <dl className={styles.stats}>
        {section.itens.map((item) => (
          <div key={item.rotulo} className={styles.stat}>
            <dt className={styles.label}>{item.rotulo}</dt>
            <dd className={styles.value}>{item.valor}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}
