import type { RouteEntry } from './buildRouteList.ts'
import { ROUTED_KINDS, type RoutedKind } from './pageKind.ts'

/** The paths of each parameterized route, aliases included: what its route function matches and its prerender hook lists. */
export type RoutePaths = Record<RoutedKind, string[]>

export function buildRoutePaths(routes: readonly RouteEntry[]): RoutePaths {
  const pathsOf = (kind: RoutedKind) => routes.filter((route) => route.kind === kind).map((route) => route.path)
  return Object.fromEntries(ROUTED_KINDS.map((kind) => [kind, pathsOf(kind)])) as RoutePaths
}
