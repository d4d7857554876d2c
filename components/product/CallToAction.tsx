import type { SecaoChamada } from '../../lib/types/generated/product-pages.ts'
import buttons from '../Button.module.css'
import { ExternalLink } from '../ExternalLink.tsx'
import styles from './CallToAction.module.css'

/** Closing call to action: every button opens the customer app's sign-up in a new tab. */
export function CallToAction({ section, signupUrl }: { section: SecaoChamada; signupUrl: string }) {
  return (
    <section id={section.id} className={styles.cta} aria-labelledby={`${section.id}-titulo`}>
      <div className="container">
        <div className={styles.card}>
          <div className={styles.inner}>
            <h2 id={`${section.id}-titulo`} className={styles.title}>
              {section.titulo}
            </h2>
            {section.texto ? <p className={styles.text}>{section.texto}</p> : null}
            <div className={`${styles.actions} stack-below-30rem`}>
              {section.botoes.map((label, index) => (
                <ExternalLink key={label} href={signupUrl} className={index === 0 ? buttons.primary : buttons.onDark}>
                  {label}
                </ExternalLink>
              ))}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
