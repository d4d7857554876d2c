// Loaded lazily with Leaflet: the coverage map of the landing page, whose pins (every city of
// data/cities.yaml) come with this chunk instead of weighing on the page's HTML.
import markers from 'virtual:coverage-markers'
import CoverageMap, { type CoverageMapProps } from './CoverageMap.tsx'

export default function CityCoverageMap({ badge, ...props }: Omit<CoverageMapProps, 'markers'> & { badge: string }) {
  return <CoverageMap {...props} markers={markers.map((marker) => ({ ...marker, badge }))} />
}
