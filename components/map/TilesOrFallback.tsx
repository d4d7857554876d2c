import type { LeafletEventHandlerFnMap } from 'leaflet'
import { useEffect, useMemo, useState } from 'react'
import { GeoJSON, Pane, TileLayer, useMap } from 'react-leaflet'
import type { FallbackBasemap } from '../../lib/map/buildFallbackBasemap.ts'
import mapTexts from 'virtual:map-texts'
import styles from './CoverageMap.module.css'

/** On the map's container while the simplified map is drawn (its stylesheet paints the sea). */
const FALLBACK_ATTRIBUTE = 'data-basemap'

/**
 * The tile server's map and, once a tile has failed (server down, blocked by a firewall, out of reach), a simplified
 * one under it instead of a blank grey box (lib/map/buildFallbackBasemap.ts): any tile that does load covers it.
 * Until one has loaded, a notice on the map says why it looks simpler.
 */
export function TilesOrFallback({ url, attribution }: { url: string; attribution: string }) {
  const map = useMap()
  // Booleans: a state set again to the value it has renders nothing, so a tile's events cost no render.
  const [failed, setFailed] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [basemap, setBasemap] = useState<FallbackBasemap | null>(null)
  const events = useMemo<LeafletEventHandlerFnMap>(
    () => ({ tileerror: () => setFailed(true), tileload: () => setLoaded(true) }),
    [],
  )

  useEffect(() => {
    if (!failed) return
    let current = true
    import('virtual:fallback-basemap').then(
      (module) => current && setBasemap(module.default),
      // Out of reach too (the visitor is offline): the pins stay on the grey box, as before.
      (error: unknown) => console.warn('Mapa simplificado indisponível:', error),
    )
    return () => {
      current = false
    }
  }, [failed])

  useEffect(() => {
    if (!basemap) return
    const container = map.getContainer()
    container.setAttribute(FALLBACK_ATTRIBUTE, 'simplificado')
    return () => container.removeAttribute(FALLBACK_ATTRIBUTE)
  }, [basemap, map])

  return (
    <>
      <TileLayer url={url} attribution={attribution} eventHandlers={events} />
      {basemap ? (
        // Under the tiles (their pane is at 200), above the container's sea.
        <Pane name="mapa-simplificado" className={styles.fallbackPane}>
          <GeoJSON
            data={basemap.land}
            style={{ className: styles.land }}
            interactive={false}
            attribution={mapTexts.creditoMapaSimplificado}
          />
          <GeoJSON data={basemap.borders} style={{ className: styles.border }} interactive={false} />
        </Pane>
      ) : null}
      {basemap && !loaded ? (
        <p className={styles.notice} role="status">
          {mapTexts.mapaSimplificado}
        </p>
      ) : null}
    </>
  )
}
