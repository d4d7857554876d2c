import { useRef, useState, type KeyboardEvent } from 'react'
import {
  countPartnersByCategory,
  filterPartners,
  PARTNER_TABS,
  partnerCategoryLabel,
  type PartnerTab,
} from '../../lib/partners/countPartnersByCategory.ts'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { Section } from '../Section.tsx'
import styles from './Integrations.module.css'

/** 'Integrações e Parceiros': filter tabs with counts over the partner cards. */
export function Integrations({ data }: { data: LandingPageData }) {
  const { partners } = data
  const [tab, setTab] = useState<PartnerTab>(partners.categoriaPadrao)
  const counts = countPartnersByCategory(partners.parceiros)
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([])
  const visible = filterPartners(partners.parceiros, tab)

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = PARTNER_TABS.indexOf(tab)
    const moves: Record<string, number> = {
      ArrowRight: 1,
      ArrowLeft: -1,
      Home: -index,
      End: PARTNER_TABS.length - 1 - index,
    }
    const move = moves[event.key]
    if (move === undefined) return
    event.preventDefault()
    const next = (index + move + PARTNER_TABS.length) % PARTNER_TABS.length
    const nextTab = PARTNER_TABS[next]
    if (nextTab) {
      setTab(nextTab)
      tabRefs.current[next]?.focus()
    }
  }

  return (
    <Section id="integracoes" title={partners.titulo} lead={partners.subtitulo}>
      <div className={styles.tabs} role="tablist" aria-label={partners.titulo}>
        {PARTNER_TABS.map((key, index) => (
          <button
            key={key}
            ref={(element) => {
              tabRefs.current[index] = element
            }}
            type="button"
            role="tab"
            id={`aba-${key}`}
            aria-selected={tab === key}
            aria-controls="parceiros-lista"
            tabIndex={tab === key ? 0 : -1}
            className={styles.tab}
            onClick={() => setTab(key)}
            onKeyDown={onKeyDown}
          >
            {partners.abas[key]}
            <span className={styles.count}>{counts[key]}</span>
          </button>
        ))}
      </div>
      <div id="parceiros-lista" role="tabpanel" aria-labelledby={`aba-${tab}`}>
        <ul className={styles.grid} role="list">
          {visible.map((partner) => {
            const status = partner.status ?? 'compativel'
            return (
              <li key={partner.id} className={styles.card}>
                <span className={styles.logo} aria-hidden="true">
                  {partner.logo}
                </span>
                <h3 className={styles.name}>{partner.nome}</h3>
                <p className={styles.text}>{partner.descricao}</p>
                <p className={styles.badges}>
                  <span className={styles.category}>
                    {partnerCategoryLabel(partners.rotulosCategoria, partner.categoria)}
                  </span>
                  <span className={styles.status} data-status={status}>
                    {partners.rotulosStatus[status]}
                  </span>
                </p>
              </li>
            )
          })}
        </ul>
      </div>
    </Section>
  )
}
