import type { SecaoNumeros } from '../../lib/types/generated/product-pages.ts'
import { Section } from '../Section.tsx'
import styles from './Stats.module.css'

export function Stats({ section }: { section: SecaoNumeros }) {
  return (
    <Section id={section.id} title={section.titulo} lead={section.subtitulo} tone="brand">
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
