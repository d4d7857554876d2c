// Loaded lazily (React.lazy) only when the map nears the viewport: Leaflet never enters the initial bundle.
import L from 'leaflet'
import leafletCss from 'leaflet/dist/leaflet.css?inline'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import { useEffect } from 'react'
import { MapContainer, Marker, Popup, TileLayer, ZoomControl, useMap } from 'react-leaflet'
import { layoutData } from '../layout/layoutData.ts'
import styles from './CoverageMap.module.css'

// Leaflet's stylesheet travels with this lazy chunk instead of weighing on every page's
// render-blocking CSS. A constructed sheet (not a <style> element) keeps the strict CSP.
const leafletSheet = new CSSStyleSheet()
leafletSheet.replaceSync(leafletCss)
document.adoptedStyleSheets = [...document.adoptedStyleSheets, leafletSheet]

// Marker images are bundled with the site, so no CDN is needed for them.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow })
// The default icon reads its path from CSS; with explicit URLs that lookup must be off.
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl

export interface MapMarker {
  id: string
  title: string
  /** Lines under the title in the popup (country, address...). */
  lines: readonly string[]
  /** Optional highlighted text at the bottom of the popup ('Serviços Disponíveis'). */
  badge?: string
  lat: number
  lng: number
}

export interface CoverageMapProps {
  markers: readonly MapMarker[]
  center: { lat: number; lng: number }
  zoom: number
  tileUrl: string
  attribution: string
  label: string
  /**
   * Pins as Tab stops (Enter opens their popup). Off for a map of many pins, whose places a
   * list beside the map names: 150 Tab stops would trap a keyboard in the map.
   */
  pinsFocusable?: boolean
}

/** Leaflet's map box takes the focus (arrow keys pan it) but has no name: give it one. */
function MapName({ label }: { label: string }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', layoutData.texts.mapa.rotulo.replace('{titulo}', label))
  }, [map, label])
  return null
}

export default function CoverageMap({ markers, center, zoom, tileUrl, attribution, label, pinsFocusable = true }: CoverageMapProps) {
  const texts = layoutData.texts.mapa
  return (
    // No wheel zoom, and on phones no one-finger dragging: a swipe over the map scrolls the page
    // instead of trapping it (the map is most of a phone's screen). Pinch and the buttons still zoom.
    <MapContainer center={[center.lat, center.lng]} zoom={zoom} scrollWheelZoom={false} dragging={!L.Browser.mobile} zoomControl={false} className={styles.map}>
      <MapName label={label} />
      <ZoomControl zoomInTitle={texts.aproximar} zoomOutTitle={texts.afastar} />
      <TileLayer url={tileUrl} attribution={attribution} />
      {markers.map((marker) => (
        <Marker key={marker.id} position={[marker.lat, marker.lng]} title={marker.title} alt={marker.title} keyboard={pinsFocusable}>
          <Popup>
            <strong className={styles.city}>{marker.title}</strong>
            {marker.lines.map((line) => (
              <span key={line} className={styles.country}>
                {line}
              </span>
            ))}
            {marker.badge ? <span className={styles.available}>{marker.badge}</span> : null}
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  )
}
