import { Icon } from '../Icon.tsx'
import { useId, useRef, useState } from 'react'
import { searchDidCities } from '../../lib/did/searchDidCities.ts'
import type { DidMobileData } from '../../lib/types/generated/did-mobile.ts'
import type { InterfaceData } from '../../lib/types/generated/interface.ts'
import type { SecaoDidMovel } from '../../lib/types/generated/product-pages.ts'
import { Section } from '../Section.tsx'
import { useValuesTypedEarly } from '../useValuesTypedEarly.ts'
import styles from './DidAvailability.module.css'

/** Mobile DID availability: highlighted cities plus a searchable list (by city, state or area code). */
export function DidAvailability({
  section,
  list,
  texts,
  tone,
}: {
  section: SecaoDidMovel
  list: DidMobileData
  texts: InterfaceData['did']
  tone?: 'default' | 'alt'
}) {
  const [query, setQuery] = useState('')
  const inputId = useId()
  // A city typed before the page was ready (a slow phone) filters the list once it is.
  const search = useRef<HTMLDivElement>(null)
  useValuesTypedEarly(search, (field) => setQuery(field.value))
  const highlights = searchDidCities(list.destaques, query)
  const others = searchDidCities(list.outras, query)
  const total = highlights.length + others.length
  return (
    <Section id={section.id} title={list.titulo} lead={list.descricao} tone={tone}>
      <div ref={search} className={styles.search}>
        <label htmlFor={inputId} className={styles.label}>
          {section.busca}
        </label>
        <div className={styles.field}>
          <Icon name="search" size={18} />
          <input
            id={inputId}
            type="search"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={section.buscaExemplo}
            autoComplete="off"
          />
        </div>
        <p className={styles.count} role="status" aria-live="polite">
          {query.trim() === ''
            ? ''
            : total === 0
              ? section.semResultados
              : total === 1
                ? texts.resultado
                : texts.resultados.replace('{n}', String(total))}
        </p>
      </div>
      {highlights.length > 0 ? (
        <>
          <h3 className={styles.heading}>{texts.destaques}</h3>
          <ul className={styles.highlights} role="list">
            {highlights.map((city) => (
              <li key={`${city.cidade}-${city.uf}`} className={styles.highlight}>
                <span className={styles.ddd}>
                  <span className="sr-only">{texts.ddd} </span>
                  {city.ddd}
                </span>
                {/* The state on a line of its own: every card reads the same, however long the city's name. */}
                <span className={styles.place}>
                  <strong>{city.cidade}</strong> <span className={styles.uf}>{city.uf}</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {others.length > 0 ? (
        <>
          <h3 className={styles.heading}>{texts.outras}</h3>
          <ul className={styles.list} role="list">
            {others.map((city) => (
              <li key={`${city.cidade}-${city.uf}`} className={styles.item}>
                <span>
                  {/* No break before the state: 'Goytacazes RJ' wraps together, the state never alone. */}
                  {city.cidade}
                  {'\u00a0'}
                  <span className={styles.uf}>{city.uf}</span>
                </span>
                <span className={styles.dddSmall}>
                  {/* Phones and tablets: the number alone beside the city, so the names fit one line; the word is still read out. */}
                  <span className="sr-only-below-64rem">{texts.ddd} </span>
                  {city.ddd}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Section>
  )
}
