import type { PageContextClient, PageContextServer } from 'vike/types'
import type { RoutedKind } from './pageKind.ts'

/**
 * The route function (https://vike.dev/route-function) of the page that renders one kind, matching exactly the paths
 * the route list gives that kind. Vike also runs it in the browser and loads it at config time, where no module built
 * from data/ resolves, so it reads them from the global context (renderer/+onCreateGlobalContext.ts).
 */
export function routeOfKind(kind: RoutedKind) {
  return (pageContext: PageContextServer | PageContextClient) =>
    pageContext.globalContext.routePaths[kind].includes(pageContext.urlPathname)
}
