import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

/** The build-time configuration the suite was built with (tests/e2e/e2e.env). */
export const e2eEnv = Object.fromEntries(
  fs
    .readFileSync(path.join(process.cwd(), 'tests/e2e/e2e.env'), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
) as Record<'VITE_LEAD_WEBHOOK_URL' | 'VITE_LEAD_WEBHOOK_TOKEN' | 'VITE_TURNSTILE_SITE_KEY', string>

export type WebhookMode = 'ok' | 'forbidden' | 'server-error' | 'proxy-error' | 'hang' | 'close'

/** What a proxy in front of the webhook answers when the webhook is down: an HTML page with a long unbroken line. */
export const PROXY_ERROR_BODY = `<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1><p>${'upstream_connect_error_'.repeat(120)}</p></body></html>`

export interface ReceivedRequest {
  method: string
  path: string
  headers: http.IncomingHttpHeaders
  body: unknown
}

/**
 * A real HTTP server on 127.0.0.1 playing the automation webhook, with CORS like a real one
 * (the site posts to it from another origin). Its answer is chosen per test.
 */
export function startFakeWebhook(port: number) {
  const received: ReceivedRequest[] = []
  const hanging = new Set<http.ServerResponse>()
  let mode: WebhookMode = 'ok'
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'POST, OPTIONS',
    'Access-Control-Allow-Headers': 'authorization, content-type',
  }
  const server = http.createServer((req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end()
      return
    }
    let raw = ''
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')))
    req.on('end', () => {
      let body: unknown = raw
      try {
        body = JSON.parse(raw)
      } catch {
        // Not JSON: kept as text so the test shows what arrived.
      }
      received.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body })
      if (mode === 'ok') res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"recebido":true}')
      else if (mode === 'forbidden')
        res.writeHead(403, { ...cors, 'Content-Type': 'text/plain' }).end('Authorization data is wrong!')
      else if (mode === 'server-error')
        res.writeHead(500, { ...cors, 'Content-Type': 'text/plain' }).end('Workflow could not be started')
      else if (mode === 'proxy-error')
        res.writeHead(502, { ...cors, 'Content-Type': 'text/html' }).end(PROXY_ERROR_BODY)
      else if (mode === 'close') req.socket.destroy()
      else hanging.add(res)
    })
  })
  const ready = new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    ready,
    received,
    setMode(next: WebhookMode) {
      mode = next
    },
    clear() {
      received.length = 0
    },
    /** Answers the requests 'hang' is holding with an ok, as a slow webhook finally does. */
    release() {
      for (const res of hanging)
        res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('{"recebido":true}')
      hanging.clear()
    },
    async close() {
      for (const res of hanging) res.destroy()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

/**
 * A stand-in for Cloudflare's api.js, served at its real URL by page.route. It behaves like
 * Cloudflare's documented test site keys (1x… passes at once, 2x… always fails, 3x… waits for
 * an interaction) and lets a test drive success, error and expiry through window.__turnstile.
 */
export const TURNSTILE_STUB = `
(() => {
  const widgets = []
  window.__turnstile = {
    widgets,
    renders: 0,
    resets: 0,
    succeed(token) { const w = widgets.at(-1); w.token = token; w.options.callback && w.options.callback(token) },
    fail() { const w = widgets.at(-1); w.token = null; w.options['error-callback'] && w.options['error-callback']('110100') },
    expire() { const w = widgets.at(-1); w.token = null; w.options['expired-callback'] && w.options['expired-callback']() },
  }
  window.turnstile = {
    render(container, options) {
      window.__turnstile.renders++
      const id = 'w' + widgets.length
      widgets.push({ id, options, container, token: null })
      const box = document.createElement('div')
      box.textContent = 'Verificação (simulada)'
      box.setAttribute('data-sitekey', options.sitekey)
      box.setAttribute('data-theme', options.theme)
      box.setAttribute('data-size', options.size)
      container.appendChild(box)
      if (!window.__turnstileManual && String(options.sitekey).startsWith('1x')) setTimeout(() => window.__turnstile.succeed('XXXX.DUMMY.TOKEN.' + widgets.length), 0)
      if (String(options.sitekey).startsWith('2x')) setTimeout(() => window.__turnstile.fail(), 0)
      return id
    },
    reset(id) {
      window.__turnstile.resets++
      const w = widgets.find((x) => x.id === id)
      if (w && !window.__turnstileManual && String(w.options.sitekey).startsWith('1x')) setTimeout(() => window.__turnstile.succeed('XXXX.DUMMY.TOKEN.reset' + window.__turnstile.resets), 0)
    },
    remove() {},
  }
})()
`
