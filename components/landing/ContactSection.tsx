import { Icon } from '../Icon.tsx'
import { formatPhone } from '../../lib/format/formatPhone.ts'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { DeferredQuoteForm } from '../lead/DeferredQuoteForm.tsx'
import { Section } from '../Section.tsx'
import { layoutData } from '../layout/layoutData.ts'
import styles from './ContactSection.module.css'

/** The quote section under #contato: contact channels and what happens next, beside the quote form. */
export function ContactSection({ data }: { data: LandingPageData }) {
  const { contato } = data.home
  const site = layoutData.site
  return (
    <Section id="contato" title={contato.titulo} lead={contato.subtitulo} tone="alt">
      <div className={styles.layout}>
        <div className={styles.aside}>
          <ul className={styles.channels} role="list">
            {site.telefones.map((tel) => (
              <li key={tel.id}>
                <a href={`tel:${tel.numero}`} className={styles.channel}>
                  <Icon name="telefone" size={20} />
                  <span>
                    <span className={styles.channelLabel}>{tel.rotulo}</span>
                    <strong>{formatPhone(tel.numero)}</strong>
                  </span>
                </a>
              </li>
            ))}
            <li>
              <a href={`mailto:${site.emails.contato}`} className={styles.channel}>
                <Icon name="mail" size={20} />
                <span>
                  <span className={styles.channelLabel}>{contato.rotuloEmail}</span>
                  <strong>{site.emails.contato}</strong>
                </span>
              </a>
            </li>
          </ul>
          <div className={styles.nextSteps}>
            <h3 className={styles.nextStepsTitle}>{contato.proximosPassos.titulo}</h3>
            <ol className={styles.nextStepsList} role="list">
              {contato.proximosPassos.passos.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </div>
        </div>
        <DeferredQuoteForm texts={data.leadForm} source={data.leadSource} />
      </div>
    </Section>
  )
}
