import type { RouteEntry } from '../routes/buildRouteList.ts'
import type { BenchOptions } from './parseBenchOptions.ts'

type Route = Pick<RouteEntry, 'path' | 'kind' | 'pageId'>

/**
 * The paths Lighthouse measures: every route, the ones `--routes` lists, or for `ci` /, the first
 * product page and the first post of the route list (the newest). A listed path the site lacks stops the run.
 */
export function chooseLighthouseRoutes(
  routes: readonly Route[],
  productPageIds: ReadonlySet<string>,
  wanted: BenchOptions['routes'],
): string[] {
  if (wanted === undefined) return routes.map((route) => route.path)
  if (wanted === 'ci') {
    return [
      '/',
      routes.find((route) => productPageIds.has(route.pageId))?.path,
      routes.find((route) => route.kind === 'post')?.path,
    ].filter((path): path is string => path !== undefined)
  }
  const unknown = wanted.filter((path) => !routes.some((route) => route.path === path))
  if (unknown.length > 0) throw new Error(`--routes: o site não tem ${unknown.join(', ')}`)
  return [...wanted]
}
