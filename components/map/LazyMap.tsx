import { lazy, Suspense, useMemo, useRef, useState, type ComponentType } from 'react'
import { ClientOnly } from 'vike-react/ClientOnly'
import buttons from '../Button.module.css'
import mapTexts from 'virtual:map-texts'
import { useNearViewport } from '../useNearViewport.ts'
import type { CoverageMapProps } from './CoverageMap.tsx'
import styles from './LazyMap.module.css'

type LazyMapProps = Omit<CoverageMapProps, 'markers'> & { loadingText: string } & (
    | { markers: CoverageMapProps['markers'] }
    /**
     * The cities of data/cities.yaml, loaded with the map's code; `badge` closes each popup,
     * `groupLabel` names a group of nearby pins ({n}: how many).
     */
    | { cities: { badge: string; groupLabel: string } }
  )

/**
 * Fresh lazy components per attempt (React.lazy keeps a failed import, so a retry needs new
 * ones). An import that fails resolves to `failed` instead of throwing: a rejected lazy import
 * would otherwise unmount the whole page.
 */
function loadMaps(failed: ComponentType) {
  const orFailed = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
    lazy(() =>
      load().catch((error: unknown) => {
        console.error('Erro ao carregar o mapa:', error)
        return { default: failed as ComponentType<P> }
      }),
    )
  return {
    CoverageMap: orFailed(() => import('./CoverageMap.tsx')),
    CityCoverageMap: orFailed(() => import('./CityCoverageMap.tsx')),
  }
}

/**
 * A map box of fixed height (so nothing shifts) that shows `loadingText` until it nears
 * the viewport, then loads Leaflet and the tiles. If the map's code cannot be fetched (offline,
 * or a deploy replaced it), the box says so and offers a retry; the rest of the page stays.
 */
export function LazyMap({ loadingText, ...props }: LazyMapProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '400px')
  const [attempt, setAttempt] = useState(0)
  const { CoverageMap, CityCoverageMap } = useMemo(
    () =>
      loadMaps(() => (
        <div className={styles.failed} role="alert">
          <p>{mapTexts.erro}</p>
          <button type="button" className={buttons.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {mapTexts.tentarNovamente}
          </button>
        </div>
      )),
    // Each attempt gets new imports.
    [attempt],
  )
  // Without JavaScript the loading text would never end: the box says why there is no map.
  const fallback = (
    <>
      <p className={styles.loading} role="status">
        {loadingText}
      </p>
      <p className={styles.noScript}>{mapTexts.semJavascript}</p>
    </>
  )
  return (
    <div ref={ref} className={styles.box}>
      {near ? (
        <ClientOnly fallback={fallback}>
          <Suspense fallback={fallback}>
            {'cities' in props ? <CityCoverageMap {...props} {...props.cities} /> : <CoverageMap {...props} />}
          </Suspense>
        </ClientOnly>
      ) : (
        fallback
      )}
    </div>
  )
}
