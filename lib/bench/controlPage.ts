// The control of the Lighthouse measurement: a page with a heading and a paragraph, no script,
// no stylesheet, no image, served from 127.0.0.1 like the site. Nothing on it blocks the main
// thread, so what Lighthouse reports for it (TBT above all) is the floor of this host and this
// Chromium, not of any page: the task in which the renderer installs a new document (creating
// its V8 contexts) ran for 16–112 ms here on 2026-11-24, and Lantern, Lighthouse's simulator,
// multiplies it by 4 and schedules it after the HTML's download, just before the simulated
// first paint.
// `npm run bench` measures it next to the routes so the report can tell the two apart.
import http from 'node:http'
import { listenLocally } from './listenLocally.ts'

const CONTROL_PAGE_HTML = `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Página de controle</title>
<link rel="icon" href="data:,">
<meta name="description" content="Página sem script, estilo nem imagem: o piso das medições do Lighthouse nesta máquina.">
</head>
<body>
<main>
<h1>Página de controle</h1>
<p>Um título e um parágrafo, sem script, estilo nem imagem.</p>
</main>
</body>
</html>
`

export interface ControlPage {
  url: string
  close(): Promise<void>
}

export async function startControlPage(): Promise<ControlPage> {
  const server = http.createServer((request, response) => {
    if (new URL(request.url ?? '/', 'http://control').pathname !== '/') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' })
      response.end('não encontrado')
      return
    }
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
    response.end(CONTROL_PAGE_HTML)
  })
  const local = await listenLocally(server)
  return { url: `http://127.0.0.1:${local.port}/`, close: local.close }
}
