import { lazy, Suspense, useMemo, useRef, useState } from 'react'
import { ErrorBoundary } from 'react-error-boundary'
import { ClientOnly } from 'vike-react/ClientOnly'
import buttons from '../Button.module.css'
import { layoutData } from '../layout/layoutData.ts'
import { useNearViewport } from '../useNearViewport.ts'
import type { CoverageMapProps } from './CoverageMap.tsx'
import styles from './LazyMap.module.css'

type LazyMapProps = Omit<CoverageMapProps, 'markers'> & { loadingText: string } & (
    | { markers: CoverageMapProps['markers'] }
    /** The cities of data/cities.yaml, loaded with the map's code; `badge` closes each popup. */
    | { cities: { badge: string } }
  )

/** A fresh lazy component per attempt: React.lazy keeps a failed import, so a retry needs a new one. */
function loadMaps() {
  return { CoverageMap: lazy(() => import('./CoverageMap.tsx')), CityCoverageMap: lazy(() => import('./CityCoverageMap.tsx')) }
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
  const { CoverageMap, CityCoverageMap } = useMemo(() => loadMaps(), [attempt])
  const texts = layoutData.texts.mapa
  const fallback = (
    <p className={styles.loading} role="status">
      {loadingText}
    </p>
  )
  return (
    <div ref={ref} className={styles.box}>
      {near ? (
        <ClientOnly fallback={fallback}>
          <ErrorBoundary
            resetKeys={[attempt]}
            onError={(error) => console.error('Erro ao carregar o mapa:', error)}
            fallbackRender={() => (
              <div className={styles.failed} role="alert">
                <p>{texts.erro}</p>
                <button type="button" className={buttons.secondary} onClick={() => setAttempt((n) => n + 1)}>
                  {texts.tentarNovamente}
                </button>
              </div>
            )}
          >
            <Suspense fallback={fallback}>
              {'cities' in props ? <CityCoverageMap {...props} badge={props.cities.badge} /> : <CoverageMap {...props} />}
            </Suspense>
          </ErrorBoundary>
        </ClientOnly>
      ) : (
        fallback
      )}
    </div>
  )
}
