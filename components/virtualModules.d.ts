// Modules built from data/ at build time (lib/content/dataModulesPlugin.ts).
declare module 'virtual:coverage-markers' {
  const markers: import('../lib/map/buildCoverageMarkers.ts').CoverageMarker[]
  export default markers
}

declare module 'virtual:coverage-cities' {
  const countries: import('../lib/map/buildCoverageCityList.ts').CoverageCountry[]
  export default countries
}

declare module 'virtual:fallback-basemap' {
  const basemap: import('../lib/map/buildFallbackBasemap.ts').FallbackBasemap
  export default basemap
}

declare module 'virtual:cookie-dialog' {
  const texts: import('../lib/pageData/buildCookieDialogData.ts').CookieDialogData
  export default texts
}

declare module 'virtual:map-texts' {
  const texts: import('../lib/content/loadContent.ts').Content['interface']['mapa']
  export default texts
}

declare module 'virtual:layout-data' {
  const layout: import('../lib/pageData/buildLayoutData.ts').LayoutData
  export default layout
}

declare module 'virtual:route-paths' {
  const paths: import('../lib/routes/buildRoutePaths.ts').RoutePaths
  export default paths
}
