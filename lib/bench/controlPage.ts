// The control of the Lighthouse measurement: no script, stylesheet or image, served from 127.0.0.1 like the site.
// Its TBT comes from the task in which Chromium installs the document, which the simulator multiplies and puts just
// before the first paint: the floor of this host, not of any page (docs/decisions/lighthouse-control-page.md).
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
