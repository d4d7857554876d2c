import fs from 'node:fs'
import { withNavigationHead } from './attachNavigationHead.ts'
import { hydrationDeferrer } from './deferHydration.ts'
import { listFiles } from './listFiles.ts'
import { pageContextFileOf } from './routeFile.ts'

/**
 * Finishes every prerendered page in one read of it: its scripts deferred until after its first
 * paint, and its head copied into its pageContext.json for client-side navigations. Returns how
 * many pages were rewritten and how many pageContext files received their head.
 */
export function finishPages(clientDir: string): { deferred: number; heads: number } {
  const defer = hydrationDeferrer(clientDir)
  const done = { deferred: 0, heads: 0 }
  for (const file of listFiles(clientDir, /\.html$/)) {
    const html = fs.readFileSync(file, 'utf8')
    const finished = defer(html)
    if (finished !== html) {
      fs.writeFileSync(file, finished)
      done.deferred++
    }
    const pageContextFile = pageContextFileOf(file)
    if (!fs.existsSync(pageContextFile)) continue
    fs.writeFileSync(pageContextFile, withNavigationHead(fs.readFileSync(pageContextFile, 'utf8'), finished))
    done.heads++
  }
  return done
}
