import { Icon } from '../Icon.tsx'
import { useEffect, useState } from 'react'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'
import { useAudience } from '../audience/AudienceContext.tsx'
import { AccessibilityButton } from './AccessibilityButton.tsx'
import { PickerMenu } from './PickerMenu.tsx'
import styles from './TopBar.module.css'
// Drawn flags, one hashed file fetched when the country menu first opens (emoji flags show as letters on Windows).
import FLAGS_URL from '../../lib/icons/flags.svg?url'

export type TopBarCity = LayoutData['cities'][number]

/** 'PMEs (Pequenas e Médias Empresas)': the short name shown on phones, then the whole one, then its 'Novo' badge if it shows one. */
function spokenName(
  audience: { rotulo: string; rotuloCurto: string; novo?: boolean } | undefined,
  badge: string,
): string {
  if (!audience) return ''
  const name =
    audience.rotuloCurto === audience.rotulo ? audience.rotulo : `${audience.rotuloCurto} (${audience.rotulo})`
  return audience.novo ? `${name} ${badge}` : name
}

/** Fixed bar above the header: audience, accessibility (coming soon), city and country. */
export function TopBar({ layout, onCityChange }: { layout: LayoutData; onCityChange?: (city: TopBarCity) => void }) {
  const texts = layout.texts.barraSuperior
  const { audience, setAudience } = useAudience()
  const publicos = layout.audiences.publicos
  const index = Math.max(
    0,
    publicos.findIndex((p) => p.id === audience),
  )
  const current = publicos[index] ?? publicos[0]
  // The tooltip shows on hover and focus; Escape hides it (WCAG 1.4.13) until the pointer or the focus leaves.
  const [hintDismissed, setHintDismissed] = useState(false)
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setHintDismissed(true)
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [])
  const step = (delta: number) => {
    const next = publicos[(index + delta + publicos.length) % publicos.length]
    if (next) setAudience(next.id)
  }
  const [city, setCity] = useState<TopBarCity | undefined>(layout.cities[0])
  // The first city is chosen at load and announced to the parent, as any later choice is.
  useEffect(() => {
    if (layout.cities[0]) onCityChange?.(layout.cities[0])
  }, [layout.cities, onCityChange])

  return (
    <div className={styles.bar} role="region" aria-label={texts.rotulo}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.audiences}>
          <span className={styles.label} id="topbar-publico">
            {texts.publico}
          </span>
          <div className={styles.desktopAudiences} role="group" aria-labelledby="topbar-publico">
            {publicos.map((p) => (
              <button
                key={p.id}
                type="button"
                className={styles.audience}
                aria-pressed={p.id === audience}
                onClick={() => setAudience(p.id)}
              >
                {p.rotulo}
                {p.novo ? <span className={styles.newBadge}>{texts.novo}</span> : null}
              </button>
            ))}
          </div>
          <div className={styles.mobileAudiences} role="group" aria-labelledby="topbar-publico">
            <button type="button" className={styles.arrow} aria-label={texts.publicoAnterior} onClick={() => step(-1)}>
              <Icon name="chevron-left" size={16} />
            </button>
            {/* Tapped, it moves on to the next audience: its name says so, not only which one is current.
                It starts with the name on screen, so a voice command ("clicar PMEs") finds it. */}
            <button
              type="button"
              className={styles.audienceCurrent}
              onClick={() => step(1)}
              aria-label={texts.publicoAtual.replace('{publico}', spokenName(current, texts.novo))}
              aria-live="polite"
            >
              <span className={styles.audienceName}>{current?.rotuloCurto}</span>
              {current?.novo ? <span className={styles.newBadge}>{texts.novo}</span> : null}
            </button>
            <button type="button" className={styles.arrow} aria-label={texts.publicoProximo} onClick={() => step(1)}>
              <Icon name="chevron-right" size={16} />
            </button>
          </div>
        </div>
        <div className={styles.tools}>
          <span
            className={styles.tooltipHost}
            data-dismissed={hintDismissed ? 'true' : undefined}
            onPointerLeave={() => setHintDismissed(false)}
            onBlur={() => setHintDismissed(false)}
          >
            {/* Its word shows from desktop width; hidden below it, not display: none, it stays in the button's name. */}
            <AccessibilityButton
              texts={texts}
              describedBy="topbar-a11y-dica"
              iconSize={16}
              classNames={{ button: styles.a11y, badge: styles.soonBadge }}
            />
            <span role="tooltip" id="topbar-a11y-dica" className={styles.tooltip}>
              {texts.acessibilidadeDica}
            </span>
          </span>
          <PickerMenu
            label={texts.cidade}
            menuLabel={texts.escolherCidade}
            current={
              <>
                <Icon name="map-pin" size={14} />
                <span data-testid="cidade-atual" className={styles.cityName}>
                  <span className="sr-only-below-30rem">{city?.nome}, </span>
                  {city?.uf}
                </span>
              </>
            }
            options={layout.cities.map((c) => ({
              id: c.id,
              text: `${c.nome}, ${c.uf}`,
              label: `${c.nome}, ${c.uf}`,
              selected: c.id === city?.id,
            }))}
            onChoose={(id) => {
              const chosen = layout.cities.find((c) => c.id === id)
              if (chosen) {
                setCity(chosen)
                onCityChange?.(chosen)
              }
            }}
            align="end"
          />
          <PickerMenu
            label={texts.pais}
            menuLabel={texts.escolherPais}
            current={
              <>
                <Icon name="globo" size={14} />
                <span>{layout.countries[0]?.codigo}</span>
              </>
            }
            options={layout.countries.map((country, index) => ({
              id: country.codigo,
              // The first country is this site's own, the one the button shows.
              selected: index === 0,
              text: country.nome,
              label: (
                <>
                  <svg className={styles.flag} width={20} height={14} aria-hidden="true" focusable="false">
                    <use href={`${FLAGS_URL}#${country.codigo.toLowerCase()}`} />
                  </svg>
                  {country.nome}
                  {/* Chosen, it opens that country's site in a new tab: say so, as every other such link does. */}
                  {country.status === 'disponivel' ? (
                    <span className="sr-only"> {layout.texts.comum.novaAba}</span>
                  ) : null}
                </>
              ),
              disabled: country.status !== 'disponivel',
              badge: country.status !== 'disponivel' ? texts.emBreve : undefined,
            }))}
            onChoose={(code) => {
              const country = layout.countries.find((c) => c.codigo === code)
              if (country?.status === 'disponivel') window.open(country.url, '_blank', 'noopener,noreferrer')
            }}
            align="end"
          />
        </div>
      </div>
    </div>
  )
}
