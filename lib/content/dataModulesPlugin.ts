import fs from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'
import { buildCoverageCityList } from '../map/buildCoverageCityList.ts'
import { buildCoverageMarkers } from '../map/buildCoverageMarkers.ts'
import { buildFallbackBasemap } from '../map/buildFallbackBasemap.ts'
import { buildCookieDialogData } from '../pageData/buildCookieDialogData.ts'
import { buildLayoutData } from '../pageData/buildLayoutData.ts'
import { buildRouteList } from '../routes/buildRouteList.ts'
import { buildRoutePaths } from '../routes/buildRoutePaths.ts'
import type { Content } from './content.ts'
import { loadContent } from './loadContent.ts'

/**
 * Data the browser gets as modules built from data/ (one cached copy instead of JSON in every page),
 * each in the chunk of the code that shows it; the fallback basemap comes from a package, not data/.
 */
const DATA_MODULES: Record<string, (content: Content) => unknown> = {
  'virtual:layout-data': buildLayoutData,
  'virtual:cookie-dialog': buildCookieDialogData,
  'virtual:map-texts': (content) => content.interface.mapa,
  'virtual:coverage-markers': buildCoverageMarkers,
  'virtual:coverage-cities': buildCoverageCityList,
  'virtual:route-paths': (content) => buildRoutePaths(buildRouteList(content)),
}
/** Built from packages, not data/: they neither read nor watch the YAML files. */
const PACKAGE_MODULES: Record<string, () => unknown> = {
  'virtual:fallback-basemap': buildFallbackBasemap,
}

// JSON.parse of a string literal parses faster than the same data as an object literal.
const asModule = (value: unknown) => `export default JSON.parse(${JSON.stringify(JSON.stringify(value))})`

export function dataModulesPlugin(root = process.cwd()): Plugin {
  return {
    name: 'nuvox:data-modules',
    resolveId: (source) => (source in DATA_MODULES || source in PACKAGE_MODULES ? `\0${source}` : undefined),
    load(id) {
      if (!id.startsWith('\0')) return undefined
      const fromPackage = PACKAGE_MODULES[id.slice(1)]
      if (fromPackage) return asModule(fromPackage())
      const build = DATA_MODULES[id.slice(1)]
      if (!build) return undefined
      const dataDir = path.join(root, 'data')
      for (const file of fs.readdirSync(dataDir, { recursive: true, encoding: 'utf8' }))
        if (file.endsWith('.yaml')) this.addWatchFile(path.join(dataDir, file))
      // None of these modules shows a post: reading and checking thousands of them here took the
      // build's peak memory from 480 to 880 MiB with 4,000 posts (they were checked before the build).
      return asModule(build(loadContent(root, null)))
    },
  }
}
