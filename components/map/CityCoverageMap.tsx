// Loaded lazily with Leaflet: the coverage map of the landing page, whose pins (every city of
// data/cities.yaml) come with this chunk instead of weighing on the page's HTML. The pins are not
// Tab stops: the page lists the cities under the map (components/landing/Coverage.tsx).
import L from 'leaflet'
import 'leaflet.markercluster'
import clusterCss from 'leaflet.markercluster/dist/MarkerCluster.css?inline'
import { useMemo, type ReactNode } from 'react'
import MarkerClusterGroup from 'react-leaflet-cluster'
import markers from 'virtual:coverage-markers'
import { prefersReducedMotion } from '../prefersReducedMotion.ts'
import { adoptStyleSheet } from './adoptStyleSheet.ts'
import styles from './CityCoverageMap.module.css'
import CoverageMap, { type CoverageMapProps } from './CoverageMap.tsx'

// The library's own sheet: the groups' glide as they split and join, the legs of pins spread apart.
adoptStyleSheet(clusterCss)
// A group is a Leaflet marker too, a Tab stop by default: no more than the pins (the list under the map names them).
L.MarkerCluster.mergeOptions({ keyboard: false })

/** A group's circle grows with its count, in three steps (its size given up front, so nothing shifts). */
function groupSize(count: number): number {
  if (count < 10) return 36
  if (count < 50) return 44
  return 52
}

/**
 * At zoom 4 the pins pile into a blob where none can be told apart, worst on a phone: pins close together on the
 * screen are drawn as one circle with their count, named by `groupLabel` ({n} becomes the count). A click zooms in
 * to its cities; at the closest zoom, pins still on one spot spread apart.
 */
function usePinGroup(groupLabel: string) {
  return useMemo(() => {
    const icon = (group: L.MarkerCluster) => {
      const count = group.getChildCount()
      const name = groupLabel.replace('{n}', String(count))
      const html = document.createElement('span')
      html.className = styles.count ?? ''
      html.setAttribute('role', 'img')
      html.setAttribute('aria-label', name)
      html.title = name
      html.textContent = String(count)
      const size = groupSize(count)
      return L.divIcon({ html, className: `marker-cluster ${styles.group}`, iconSize: L.point(size, size) })
    }
    return function PinGroup({ children }: { children: ReactNode }) {
      return (
        <MarkerClusterGroup
          iconCreateFunction={icon}
          showCoverageOnHover={false}
          // 180 pins are few: every group and pin stays in the page as the map pans, none re-made.
          removeOutsideVisibleBounds={false}
          animate={!prefersReducedMotion()}
        >
          {children}
        </MarkerClusterGroup>
      )
    }
  }, [groupLabel])
}

export default function CityCoverageMap({
  badge,
  groupLabel,
  ...props
}: Omit<CoverageMapProps, 'markers' | 'PinGroup'> & { badge: string; groupLabel: string }) {
  const PinGroup = usePinGroup(groupLabel)
  return (
    <CoverageMap
      {...props}
      markers={markers.map((marker) => ({ ...marker, badge }))}
      pinsFocusable={false}
      PinGroup={PinGroup}
    />
  )
}
