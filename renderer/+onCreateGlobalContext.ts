// https://vike.dev/onCreateGlobalContext
import type { GlobalContext } from 'vike/types'
import routePaths from 'virtual:route-paths'

/** The paths of each parameterized route (lib/routes/routeOfKind.ts), on the server and in the browser, built from data/. */
export function onCreateGlobalContext(globalContext: GlobalContext) {
  globalContext.routePaths = routePaths
}
