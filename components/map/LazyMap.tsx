import { lazy, Suspense, useRef } from 'react'
import { ClientOnly } from 'vike-react/ClientOnly'
import { useNearViewport } from '../useNearViewport.ts'
import type { CoverageMapProps } from './CoverageMap.tsx'
import styles from './LazyMap.module.css'

const CoverageMap = lazy(() => import('./CoverageMap.tsx'))
const CityCoverageMap = lazy(() => import('./CityCoverageMap.tsx'))

type LazyMapProps = Omit<CoverageMapProps, 'markers'> & { loadingText: string } & (
    | { markers: CoverageMapProps['markers'] }
    /** The cities of data/cities.yaml, loaded with the map's code; `badge` closes each popup. */
    | { cities: { badge: string } }
  )

/**
 * A map box of fixed height (so nothing shifts) that shows `loadingText` until it nears
 * the viewport, then loads Leaflet and the tiles.
 */
export function LazyMap({ loadingText, ...props }: LazyMapProps) {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '400px')
  const fallback = (
    <p className={styles.loading} role="status">
      {loadingText}
    </p>
  )
  return (
    <div ref={ref} className={styles.box}>
      {near ? (
        <ClientOnly fallback={fallback}>
          <Suspense fallback={fallback}>
            {'cities' in props ? <CityCoverageMap {...props} badge={props.cities.badge} /> : <CoverageMap {...props} />}
          </Suspense>
        </ClientOnly>
      ) : (
        fallback
      )}
    </div>
  )
}
