// Loaded lazily with Leaflet: the coverage map of the landing page, whose pins (every city of
// data/cities.yaml) come with this chunk instead of weighing on the page's HTML. The pins are not
// Tab stops: the page lists the cities under the map (components/landing/Coverage.tsx).
import markers from 'virtual:coverage-markers'
import CoverageMap, { type CoverageMapProps } from './CoverageMap.tsx'

export default function CityCoverageMap({ badge, ...props }: Omit<CoverageMapProps, 'markers'> & { badge: string }) {
  return <CoverageMap {...props} markers={markers.map((marker) => ({ ...marker, badge }))} pinsFocusable={false} />
}
