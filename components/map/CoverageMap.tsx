// Loaded lazily (React.lazy) only when the map nears the viewport: Leaflet never enters the initial bundle.
import L from 'leaflet'
import leafletCss from 'leaflet/dist/leaflet.css?inline'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
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
}

export default function CoverageMap({ markers, center, zoom, tileUrl, attribution, label }: CoverageMapProps) {
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={zoom} scrollWheelZoom={false} className={styles.map} aria-label={label}>
      <TileLayer url={tileUrl} attribution={attribution} />
      {markers.map((marker) => (
        <Marker key={marker.id} position={[marker.lat, marker.lng]} title={marker.title} alt={marker.title}>
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
