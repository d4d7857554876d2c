import path from 'node:path'

/** Where Vike writes the HTML of a route: `/` -> index.html, `/empresas` -> empresas/index.html. */
export function routeHtmlFile(clientDir: string, routePath: string): string {
  return routePath === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, routePath.replace(/^\//, ''), 'index.html')
}
