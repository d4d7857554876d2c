// Serves the prerendered site (dist/client) like the production server does:
// static files, `/path` -> `/path/index.html`, `/path/` -> 301 to `/path`, and 404.html with status 404 for anything else.
import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import sirv from 'sirv'

const root = path.resolve(process.argv[2] ?? 'dist/client')
const port = Number(process.env.PORT ?? 3000)
const host = process.env.HOST ?? '127.0.0.1'

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`Nada para servir em ${root}: rode npm run build primeiro.`)
  process.exit(1)
}

const notFoundPage = fs.readFileSync(path.join(root, '404.html'))
const assets = sirv(root, {
  extensions: ['html'],
  gzip: false,
  etag: true,
  setHeaders(res, pathname) {
    res.setHeader('Cache-Control', pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    if (pathname.endsWith('/rss.xml')) res.setHeader('Content-Type', 'application/rss+xml; charset=utf-8')
  },
})

// One address per page, as deploy/nginx.conf has it: /empresas/ and /empresas/index.html redirect to /empresas, /index.html to /.
const SECOND_ADDRESS = /^(\/.+?)(?:\/index\.html|\/)$/

const server = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost')
  const page = url.pathname === '/index.html' ? '/' : SECOND_ADDRESS.exec(url.pathname)?.[1]
  if (page) {
    res.statusCode = 301
    res.setHeader('Location', `${page}${url.search}`)
    res.end()
    return
  }
  assets(req, res, () => {
    res.statusCode = 404
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('Cache-Control', 'no-cache')
    res.end(notFoundPage)
  })
})

server.listen(port, host, () => {
  console.log(`Site em http://localhost:${port} (servindo ${path.relative(process.cwd(), root) || root})`)
})
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)))
