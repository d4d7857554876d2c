// Loaded lazily (React.lazy) only when the map nears the viewport: Leaflet never enters the initial bundle.
import 'leaflet/dist/leaflet.css'
import L from 'leaflet'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet'
import styles from './CoverageMap.module.css'

// Marker images are bundled with the site, so no CDN is needed for them.
L.Icon.Default.mergeOptions({ iconUrl: markerIcon, iconRetinaUrl: markerIcon2x, shadowUrl: markerShadow })
// The default icon reads its path from CSS; with explicit URLs that lookup must be off.
delete (L.Icon.Default.prototype as unknown as { _getIconUrl?: unknown })._getIconUrl

export interface MapCity {
  id: string
  nome: string
  pais: string
  lat: number
  lng: number
}

export interface CoverageMapProps {
  cities: readonly MapCity[]
  center: { lat: number; lng: number }
  zoom: number
  popupText: string
  tileUrl: string
  attribution: string
  label: string
}

export default function CoverageMap({ cities, center, zoom, popupText, tileUrl, attribution, label }: CoverageMapProps) {
  return (
    <MapContainer center={[center.lat, center.lng]} zoom={zoom} scrollWheelZoom={false} className={styles.map} aria-label={label}>
      <TileLayer url={tileUrl} attribution={attribution} />
      {cities.map((city) => (
        <Marker key={city.id} position={[city.lat, city.lng]} title={city.nome} alt={city.nome}>
          <Popup>
            <strong className={styles.city}>{city.nome}</strong>
            <span className={styles.country}>{city.pais}</span>
            <span className={styles.available}>{popupText}</span>
          </Popup>
        </Marker>
      ))}
    </MapContainer>
  )
}
