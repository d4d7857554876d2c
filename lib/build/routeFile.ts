import path from 'node:path'

/** Where Vike writes the HTML of a route: `/` -> index.html, `/empresas` -> empresas/index.html. */
export function routeHtmlFile(clientDir: string, routePath: string): string {
  return routePath === '/'
    ? path.join(clientDir, 'index.html')
    : path.join(clientDir, routePath.replace(/^\//, ''), 'index.html')
}

/** The data Vike writes beside a page's HTML for client-side navigation: `blog/index.pageContext.json`. */
export function pageContextFileOf(htmlFile: string): string {
  return htmlFile.replace(/\.html$/, '.pageContext.json')
}
