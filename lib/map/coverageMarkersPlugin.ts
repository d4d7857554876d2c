import path from 'node:path'
import type { Plugin } from 'vite'
import { loadContent } from '../content/loadContent.ts'
import { buildCoverageMarkers } from './buildCoverageMarkers.ts'

const ID = 'virtual:coverage-markers'
const RESOLVED = `\0${ID}`

/** `import markers from 'virtual:coverage-markers'`: the coverage map's pins, built from data/ at build time. */
export function coverageMarkersPlugin(root = process.cwd()): Plugin {
  return {
    name: 'nuvox:coverage-markers',
    resolveId: (source) => (source === ID ? RESOLVED : undefined),
    load(id) {
      if (id !== RESOLVED) return undefined
      for (const file of ['cities.yaml', 'countries.yaml']) this.addWatchFile(path.join(root, 'data', file))
      return `export default ${JSON.stringify(buildCoverageMarkers(loadContent(root)))}`
    },
  }
}
