import { Mail, Phone } from 'lucide-react'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { Section } from '../Section.tsx'
import styles from './ContactSection.module.css'

/** The quote section under #contato; the quote form itself lives here. */
export function ContactSection({ data }: { data: LandingPageData }) {
  const { contato } = data.home
  const site = data.layout.site
  return (
    <Section id="contato" title={contato.titulo} lead={contato.subtitulo} tone="alt">
      <div className={styles.channels}>
        {site.telefones.map((tel) => (
          <a key={tel.id} href={`tel:${tel.numero}`} className={styles.channel}>
            <Phone size={20} aria-hidden="true" />
            <span>
              <span className={styles.channelLabel}>{tel.rotulo}</span>
              <strong>{tel.exibicao}</strong>
            </span>
          </a>
        ))}
        <a href={`mailto:${site.emails.contato}`} className={styles.channel}>
          <Mail size={20} aria-hidden="true" />
          <span>
            <span className={styles.channelLabel}>{contato.rotuloEmail}</span>
            <strong>{site.emails.contato}</strong>
          </span>
        </a>
      </div>
    </Section>
  )
}
