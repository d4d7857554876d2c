// Serves the prerendered site (dist/client) like the production server does (deploy/nginx.conf):
// static files, `/path` -> `/path/index.html`, `/path/` -> 301 to `/path`, 404.html with status 404
// for anything else, and the same security headers.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../lib/deploy/buildSecurityHeaders.ts'
import { ADMIN_PATH } from '../lib/routes/routePaths.ts'

const root = path.resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`Nada para servir em ${root}: rode npm run build primeiro.`)
  process.exit(1)
}

// The security headers production sends (CSP included), from the include the build writes for nginx
// (dist/security-headers.conf): a page that breaks the CSP breaks here too, before it is deployed.
// /admin has its own (dist/admin-security-headers.conf).
function readHeaders(file: string): (readonly [string, string])[] {
  const headersFile = path.join(root, '..', file)
  return fs.existsSync(headersFile)
    ? [...fs.readFileSync(headersFile, 'utf8').matchAll(/^add_header (\S+) "([^"]*)" always;$/gm)].map(
        ([, name, value]) => [name ?? '', value ?? ''] as const,
      )
    : []
}
const securityHeaders = readHeaders('security-headers.conf')
const adminHeaders = readHeaders('admin-security-headers.conf')
const isAdmin = (pathname: string) => pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`)

/** The Cache-Control production sends (deploy/nginx.conf). */
function cacheControlOf(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE
}

// Addresses nginx answers with 404 that sirv would resolve to a file: the 404 page itself, pages
// asked for by file name (/index, /empresas/index), and hidden files.
const NOT_A_PAGE = /^\/404(?:\.html)?$|(?:^|\/)index$|^\/_headers$|(?:^|\/)\./
// `dev`: every request looks at the files as they are now, so a rebuild shows without restarting the server. The
// build's .br and .gz files are sent to browsers that accept them, as nginx does: slow-connection checks against this
// server measure what production sends.
const assets = sirv(root, {
  dev: true,
  extensions: ['html'],
  brotli: true,
  gzip: true,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', cacheControlOf(pathname))
    if (pathname.endsWith('/rss.xml')) res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8')
  },
})

// One address per page, as deploy/nginx.conf has it: /empresas/ and /empresas/index.html redirect to /empresas, /index.html to /.
// Only addresses made of a page address's characters: never a Location a browser reads as another site's.
const SECOND_ADDRESS = /^((?:\/[A-Za-z0-9._~-]+)+)(?:\/index\.html|\/)$/

function decodePath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return undefined
  }
}

function notFound(res: http.ServerResponse) {
  res.statusCode = 404
  res.setHeader('Content-Type', 'text/html; charset=utf-8')
  res.setHeader('Cache-Control', REVALIDATE_CACHE)
  res.end(fs.readFileSync(path.join(root, '404.html')))
}

const server = http.createServer((req, res) => {
  // Prefixed, not resolved against a base: '//empresas/' is a path here, not another host.
  const url = new URL(`http://localhost${req.url ?? '/'}`)
  for (const [name, value] of isAdmin(url.pathname) ? adminHeaders : securityHeaders) res.setHeader(name, value)
  // Tested as sirv will read it: decoded (/%5fheaders is /_headers).
  const decoded = decodePath(url.pathname)
  if (decoded === undefined || NOT_A_PAGE.test(decoded)) {
    notFound(res)
    return
  }
  // As nginx matches it: decoded, with runs of slashes merged (/empresas//, /empresa%73/).
  const normal = decoded.replace(/\/{2,}/g, '/')
  const page = normal === '/index.html' ? '/' : SECOND_ADDRESS.exec(normal)?.[1]
  if (page) {
    res.statusCode = 301
    res.setHeader('Location', `${page}${url.search}`)
    res.end()
    return
  }
  assets(req, res, () => notFound(res))
})

server.listen(port, host, () => {
  console.log(`Site em http://localhost:${port} (servindo ${path.relative(process.cwd(), root) || root})`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
