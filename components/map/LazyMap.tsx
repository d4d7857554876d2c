import { lazy, Suspense, useRef, useState, type ComponentType } from 'react'
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
 * ones). An import that fails calls `onFail` and never settles: a rejected lazy import would
 * otherwise unmount the whole page.
 */
function loadMaps(onFail: () => void) {
  const orFail = <P,>(load: () => Promise<{ default: ComponentType<P> }>) =>
    lazy(() =>
      load().catch((error: unknown) => {
        console.error('Erro ao carregar o mapa:', error)
        onFail()
        return new Promise<never>(() => {})
      }),
    )
  return {
    CoverageMap: orFail(() => import('./CoverageMap.tsx')),
    CityCoverageMap: orFail(() => import('./CityCoverageMap.tsx')),
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
  const [failed, setFailed] = useState(false)
  // Kept in state, which React never drops (unlike a memo): new lazy components would load the map afresh.
  const [{ CoverageMap, CityCoverageMap }, setMaps] = useState(() => loadMaps(() => setFailed(true)))
  const retry = () => {
    setFailed(false)
    setMaps(loadMaps(() => setFailed(true)))
  }
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
      {failed ? (
        <div className={styles.failed} role="alert">
          <p>{mapTexts.erro}</p>
          <button type="button" className={buttons.secondary} onClick={retry}>
            {mapTexts.tentarNovamente}
          </button>
        </div>
      ) : near ? (
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
