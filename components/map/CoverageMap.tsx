// Loaded lazily (React.lazy) only when the map nears the viewport: Leaflet never enters the initial bundle.
import L from 'leaflet'
import leafletCss from 'leaflet/dist/leaflet.css?inline'
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png'
import markerIcon from 'leaflet/dist/images/marker-icon.png'
import markerShadow from 'leaflet/dist/images/marker-shadow.png'
import { useEffect, useMemo, type ComponentType, type ReactNode } from 'react'
import { AttributionControl, MapContainer, Marker, Popup, ZoomControl, useMap } from 'react-leaflet'
import mapTexts from 'virtual:map-texts'
import { adoptStyleSheet } from './adoptStyleSheet.ts'
import styles from './CoverageMap.module.css'
import { TilesOrFallback } from './TilesOrFallback.tsx'

adoptStyleSheet(leafletCss)

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
  /** The layer that holds the pins (CityCoverageMap.tsx groups near ones); by default, the map itself. */
  PinGroup?: ComponentType<{ children: ReactNode }>
}

/** One zoom ceiling for every map: a group of pins is worked out for each zoom up to it. */
const MAX_ZOOM = 18

function OnMap({ children }: { children: ReactNode }) {
  return children
}

/** Leaflet's map box takes the focus (arrow keys pan it) but has no name: give it one. */
function MapName({ label }: { label: string }) {
  const map = useMap()
  useEffect(() => {
    const container = map.getContainer()
    container.setAttribute('role', 'region')
    container.setAttribute('aria-label', mapTexts.rotulo.replace('{titulo}', label))
  }, [map, label])
  return null
}

/**
 * Leaflet (1.9) ends a zoom's animation on a timer that `remove()` leaves running: a map removed mid-zoom (a link
 * followed right after a tap on '+') threw "Cannot read properties of undefined (reading '_leaflet_pos')" from it.
 * The animation is marked over as the map unmounts, so the timer finds nothing to finish.
 */
function EndZoomOnRemove() {
  const map = useMap()
  // Runs as the map is unmounted, before or after react-leaflet's map.remove(): either way the timer then does nothing.
  useEffect(
    () => () => {
      ;(map as unknown as { _animatingZoom: boolean })._animatingZoom = false
    },
    [map],
  )
  return null
}

/**
 * A pin's popup from the keyboard: opened with Enter, its text takes the focus (so a screen reader
 * reads it); Escape, from the pin or the popup, closes it; closed, the focus goes back to the pin.
 * Its × button gets a Portuguese name instead of Leaflet's "Close popup".
 */
function usePopupKeyboard(closeLabel: string): L.LeafletEventHandlerFnMap {
  return useMemo(() => {
    const opened = new WeakMap<
      L.Popup,
      { pin: HTMLElement; fromKeyboard: boolean; onKey: (event: KeyboardEvent) => void }
    >()
    return {
      popupopen(event) {
        const { popup } = event as L.PopupEvent
        const pin = (event.target as L.Marker).getElement()
        const box = popup.getElement()
        if (!pin || !box) return
        const close = box.querySelector<HTMLElement>('.leaflet-popup-close-button')
        close?.setAttribute('aria-label', closeLabel)
        close?.setAttribute('title', closeLabel)
        const onKey = (key: KeyboardEvent) => {
          if (key.key !== 'Escape') return
          key.stopPropagation()
          ;(event.target as L.Marker).closePopup()
          pin.focus()
        }
        pin.addEventListener('keydown', onKey)
        box.addEventListener('keydown', onKey)
        // A click or a tap focuses the pin too, without showing its ring: only a pin focused from
        // the keyboard (Enter) hands the focus on, or a mouse user's page would scroll to the popup.
        const fromKeyboard = document.activeElement === pin && pin.matches(':focus-visible')
        opened.set(popup, { pin, fromKeyboard, onKey })
        if (fromKeyboard) {
          const text = box.querySelector<HTMLElement>('.leaflet-popup-content')
          if (text) {
            text.tabIndex = -1
            text.focus()
          }
        }
      },
      popupclose(event) {
        const { popup } = event as L.PopupEvent
        const state = opened.get(popup)
        if (!state) return
        opened.delete(popup)
        state.pin.removeEventListener('keydown', state.onKey)
        const box = popup.getElement()
        box?.removeEventListener('keydown', state.onKey)
        // The popup took the focus with it (its × pressed, or its text focused): give it back to the pin.
        requestAnimationFrame(() => {
          const lost =
            document.activeElement === null ||
            document.activeElement === document.body ||
            (box?.contains(document.activeElement) ?? false)
          if (state.fromKeyboard && lost) state.pin.focus()
        })
      },
    }
  }, [closeLabel])
}

export default function CoverageMap({
  markers,
  center,
  zoom,
  tileUrl,
  attribution,
  label,
  pinsFocusable = true,
  PinGroup = OnMap,
}: CoverageMapProps) {
  const popupKeys = usePopupKeyboard(mapTexts.fechar)
  return (
    // No wheel zoom, and on phones no one-finger dragging: a swipe over the map scrolls the page
    // instead of trapping it (the map is most of a phone's screen). Pinch and the buttons still zoom.
    <MapContainer
      center={[center.lat, center.lng]}
      zoom={zoom}
      maxZoom={MAX_ZOOM}
      scrollWheelZoom={false}
      dragging={!L.Browser.mobile}
      zoomControl={false}
      attributionControl={false}
      className={styles.map}
    >
      <MapName label={label} />
      <EndZoomOnRemove />
      <ZoomControl zoomInTitle={mapTexts.aproximar} zoomOutTitle={mapTexts.afastar} />
      {/* Leaflet's own credit, without its English tooltip. */}
      <AttributionControl prefix='<a href="https://leafletjs.com">Leaflet</a>' />
      <TilesOrFallback url={tileUrl} attribution={attribution} />
      <PinGroup>
        {markers.map((marker) => (
          <Marker
            key={marker.id}
            position={[marker.lat, marker.lng]}
            title={marker.title}
            alt={marker.title}
            keyboard={pinsFocusable}
            eventHandlers={popupKeys}
          >
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
      </PinGroup>
    </MapContainer>
  )
}
