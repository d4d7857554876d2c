import { Icon } from '../Icon.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { calculateComparison, clampQuantity } from '../../lib/calculator/calculateComparison.ts'
import { formatBrl, formatInteger } from '../../lib/format/formatBrl.ts'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import buttons from '../Button.module.css'
import { ExternalLink } from '../ExternalLink.tsx'
import { Section } from '../Section.tsx'
import { useValuesTypedEarly } from '../useValuesTypedEarly.ts'
import styles from './Calculator.module.css'

/** How long the figures must stay the same before screen readers hear the new result. */
const ANNOUNCE_DELAY_MS = 700

/** Price comparison: our total against competitors A/B/C, with monthly and annual savings. */
export function Calculator({ data }: { data: LandingPageData }) {
  const { calculator } = data
  const t = calculator.textos
  const { minima, maxima, inicial, atalhos } = calculator.quantidade
  const [serviceId, setServiceId] = useState(calculator.servicos[0]?.id ?? '')
  const [quantity, setQuantity] = useState(inicial)
  const [draft, setDraft] = useState(String(inicial))
  const quantityId = useId()
  const service = calculator.servicos.find((s) => s.id === serviceId) ?? calculator.servicos[0]
  const comparison = calculateComparison(service?.precoBase ?? 0, quantity, calculator.concorrentes)
  const best = comparison.competitors.reduce(
    (a, b) => (b.annualSavingsCents > a.annualSavingsCents ? b : a),
    comparison.competitors[0] ?? { annualSavingsCents: 0 },
  )
  // Screen readers hear one sentence once the figures settle, not every cell of the table on each keystroke.
  const summary = t.resumo
    .replace('{quantidade}', formatInteger(comparison.quantity))
    .replace('{servico}', service?.rotulo ?? '')
    .replace('{total}', formatBrl(comparison.ourMonthlyCents))
    .replace('{economia}', formatBrl(best.annualSavingsCents))
  const [announced, setAnnounced] = useState('')
  const changed = useRef(false)
  useEffect(() => {
    if (!changed.current) {
      changed.current = true
      return
    }
    const timer = window.setTimeout(() => setAnnounced(summary), ANNOUNCE_DELAY_MS)
    return () => window.clearTimeout(timer)
  }, [summary])
  const commit = (value: unknown) => {
    const next = clampQuantity(value, minima, maxima)
    setQuantity(next)
    setDraft(String(next))
  }
  // While the field is being typed in, its text may be empty or out of range: it is kept as typed.
  const type = (value: string) => {
    setDraft(value)
    if (value.trim() !== '') setQuantity(clampQuantity(value, minima, maxima))
  }
  // A service chosen or a quantity typed before the page was ready (a slow phone) is the one computed.
  const panel = useRef<HTMLDivElement>(null)
  useValuesTypedEarly(panel, (field) => {
    if (field.type === 'radio') setServiceId(field.value)
    else if (field === document.activeElement) type(field.value)
    else commit(field.value)
  })

  if (!service) return null

  return (
    <Section id="planos" title={calculator.titulo} lead={calculator.subtitulo} tone="alt">
      <div ref={panel} className={styles.panel}>
        <div className={styles.controls}>
          <fieldset className={styles.services}>
            <legend className={styles.label}>{t.servico}</legend>
            {calculator.servicos.map((s) => (
              <label key={s.id} className={styles.serviceOption} data-checked={s.id === service.id ? 'true' : 'false'}>
                <input
                  type="radio"
                  name="calculadora-servico"
                  value={s.id}
                  checked={s.id === service.id}
                  onChange={() => setServiceId(s.id)}
                />
                <span className={styles.serviceName}>{s.rotulo}</span>
                <span className={styles.servicePrice}>
                  {formatBrl(Math.round(s.precoBase * 100))}
                  {s.marcaNota} {t.porMes}
                </span>
              </label>
            ))}
          </fieldset>
          <div>
            <label className={styles.label} htmlFor={quantityId}>
              {t.quantidade.replace('{unidade}', service.unidade)}
            </label>
            <div className={styles.stepper}>
              <button
                type="button"
                className={styles.stepButton}
                aria-label={t.diminuir}
                onClick={() => commit(quantity - 1)}
                disabled={quantity <= minima}
              >
                <Icon name="minus" size={18} />
              </button>
              <input
                id={quantityId}
                className={styles.quantity}
                type="number"
                inputMode="numeric"
                min={minima}
                max={maxima}
                value={draft}
                onChange={(event) => type(event.target.value)}
                onBlur={() => commit(draft)}
                // The wheel scrolls the page: over a focused number field it would change the quantity instead.
                onWheel={(event) => event.currentTarget.blur()}
              />
              <button
                type="button"
                className={styles.stepButton}
                aria-label={t.aumentar}
                onClick={() => commit(quantity + 1)}
                disabled={quantity >= maxima}
              >
                <Icon name="plus" size={18} />
              </button>
            </div>
            <div className={styles.presets} role="group" aria-label={t.atalhos}>
              {atalhos.map((preset) => (
                <button
                  key={preset}
                  type="button"
                  className={styles.preset}
                  aria-pressed={quantity === preset}
                  onClick={() => commit(preset)}
                >
                  {preset}
                </button>
              ))}
            </div>
          </div>
        </div>
        <p className="sr-only" aria-live="polite">
          {announced}
        </p>
        <div className={styles.results}>
          <div className={styles.ours}>
            <p className={styles.oursLabel}>{t.nossoPreco}</p>
            <p className={styles.oursValue} data-testid="nosso-total">
              {formatBrl(comparison.ourMonthlyCents)}
              <span>{t.porMes}</span>
            </p>
            <p className={styles.unit}>
              {formatBrl(comparison.unitCents)} {t.precoUnitario} × {formatInteger(comparison.quantity)}
            </p>
          </div>
          <table className={styles.table}>
            <caption className="sr-only">{t.legendaTabela}</caption>
            <thead>
              <tr>
                <th scope="col">{t.concorrente}</th>
                <th scope="col">{t.precoConcorrente}</th>
                <th scope="col">{t.economiaMensal}</th>
                <th scope="col">{t.economiaAnual}</th>
              </tr>
            </thead>
            <tbody>
              {comparison.competitors.map((competitor) => (
                <tr key={competitor.id} data-testid={`concorrente-${competitor.id}`}>
                  <th scope="row">
                    <span className={styles.competitor}>{competitor.label}</span>{' '}
                    <span className={styles.percent}>+{competitor.percentAbove}%</span>
                  </th>
                  <td>{formatBrl(competitor.monthlyCents)}</td>
                  <td>{formatBrl(competitor.monthlySavingsCents)}</td>
                  <td className={styles.annual}>{formatBrl(competitor.annualSavingsCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className={styles.highlight}>
            {t.destaqueEconomia} <strong data-testid="maior-economia">{formatBrl(best.annualSavingsCents)}</strong>{' '}
            {t.destaqueEconomiaPeriodo}
          </p>
          <ExternalLink href={data.links.appCadastro} className={buttons.primary}>
            {t.botao}
          </ExternalLink>
        </div>
      </div>
      <ul className={styles.notes} role="list">
        {calculator.notas.map((nota) => (
          <li key={nota}>{nota}</li>
        ))}
      </ul>
    </Section>
  )
}
