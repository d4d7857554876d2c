// Modules generated at build time by the plugins in vite.config.ts.
declare module 'virtual:coverage-markers' {
  import type { CoverageMarker } from '../../lib/map/buildCoverageMarkers.ts'
  const markers: CoverageMarker[]
  export default markers
}
