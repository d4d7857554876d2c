import { useState, type SyntheticEvent } from 'react'
import type { CoverageCountry } from '../../lib/map/buildCoverageCityList.ts'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { Icon } from '../Icon.tsx'
import { layoutData } from '../layout/layoutData.ts'
import { LazyMap } from '../map/LazyMap.tsx'
import { Section } from '../Section.tsx'
import styles from './Coverage.module.css'

function CountryCities({ country, className }: { country: CoverageCountry; className: string | undefined }) {
  return (
    <div className={className}>
      <h3>{country.pais}</h3>
      <ul role="list">
        {country.cidades.map((cidade) => (
          <li key={cidade}>{cidade}</li>
        ))}
      </ul>
    </div>
  )
}

/**
 * The coverage map, and under it every city as text: the pins are not Tab stops (there are more
 * than 150), so the list is how keyboard and screen-reader visitors read the map. The names are
 * fetched when the list is first opened, so they weigh on neither the page's HTML nor its hydration.
 */
export function Coverage({ data }: { data: LandingPageData }) {
  const { coverage, coverageCityCount } = data
  const [countries, setCountries] = useState<CoverageCountry[] | 'loading' | 'failed'>()
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open || (countries && countries !== 'failed')) return
    setCountries('loading')
    import('virtual:coverage-cities').then(
      (module) => setCountries(module.default),
      () => setCountries('failed'),
    )
  }
  return (
    <Section id="cobertura" title={coverage.titulo} lead={coverage.subtitulo}>
      <LazyMap
        cities={{ badge: coverage.popup, groupLabel: coverage.grupo }}
        center={coverage.centro}
        zoom={coverage.zoom}
        tileUrl={coverage.tiles.url}
        attribution={coverage.tiles.atribuicao}
        label={coverage.titulo}
        loadingText={coverage.carregando}
      />
      <details className={styles.cities} onToggle={onToggle}>
        <summary>
          {coverage.listaCidades.replace('{n}', String(coverageCityCount))}
          <Icon name="chevron-down" size={16} className={styles.chevron} />
        </summary>
        {Array.isArray(countries) ? (
          // The first country (Brazil, most of the cities) in columns; the others, a few cities
          // each, side by side in columns of their own.
          <>
            {countries.slice(0, 1).map((country) => (
              <CountryCities key={country.pais} country={country} className={styles.main} />
            ))}
            <div className={styles.abroad}>
              {countries.slice(1).map((country) => (
                <CountryCities key={country.pais} country={country} className={styles.other} />
              ))}
            </div>
          </>
        ) : countries === 'failed' ? (
          // Closing and opening the list again tries again.
          <p className={styles.failed} role="alert">
            {layoutData.texts.comum.semConexao}
          </p>
        ) : null}
      </details>
    </Section>
  )
}
