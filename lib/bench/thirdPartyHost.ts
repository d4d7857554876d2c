// A local HTTPS server that plays the site's third parties (tile server, video host, Turnstile) while Lighthouse
// measures, so the page behaves as it does online and the figures do not depend on the internet. Chromium reaches it
// through the `chromeFlags` it returns: --host-resolver-rules, and --ignore-certificate-errors for its throwaway cert.
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import os from 'node:os'
import path from 'node:path'

/** A 256x256 light-grey PNG tile. */
const TILE_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAQAAAAEAAQMAAABmvDolAAAAA1BMVEXm5uZLWILvAAAAH0lEQVR42u3BAQ0AAADCoPdPbQ43oAAAAAAAAAAAvg0h' +
    'AAABYOSdlwAAAABJRU5ErkJggg==',
  'base64',
)

/** Renders an inert box where Turnstile's widget would be; the measured pages never submit. */
const TURNSTILE_SCRIPT = [
  'window.turnstile={',
  "render(c){const b=document.createElement('div');b.textContent='Turnstile';c.appendChild(b);return 'w0'},",
  "reset(){},remove(){},getResponse(){return ''}",
  '};',
].join('')

export interface ThirdPartyHost {
  port: number
  /** Chromium flags that send the given hosts here and nothing else to the internet. */
  chromeFlags: string[]
  close(): Promise<void>
}

export async function startThirdPartyHost(hosts: readonly string[], videoFile: string): Promise<ThirdPartyHost> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-third-parties-'))
  const key = path.join(dir, 'key.pem')
  const cert = path.join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=third-parties.test',
    ],
    { stdio: 'ignore' },
  )
  const video = fs.readFileSync(videoFile)
  const server = https.createServer({ key: fs.readFileSync(key), cert: fs.readFileSync(cert) }, (request, response) => {
    const url = new URL(request.url ?? '/', 'https://fixture')
    if (url.pathname.endsWith('.png')) {
      response.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=86400' })
      response.end(TILE_PNG)
    } else if (url.pathname.endsWith('.mp4')) {
      response.writeHead(200, { 'Content-Type': 'video/mp4', 'Content-Length': video.length, 'Accept-Ranges': 'none' })
      response.end(video)
    } else if (url.pathname.startsWith('/turnstile/')) {
      response.writeHead(200, { 'Content-Type': 'text/javascript' })
      response.end(TURNSTILE_SCRIPT)
    } else {
      response.writeHead(404, { 'Content-Type': 'text/plain' })
      response.end('not found')
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const rules = [...new Set(hosts)].map((host) => `MAP ${host} 127.0.0.1:${port}`)
  return {
    port,
    chromeFlags: [
      `--host-resolver-rules=${[...rules, 'MAP * ~NOTFOUND', 'EXCLUDE 127.0.0.1'].join(', ')}`,
      '--ignore-certificate-errors',
    ],
    close: async () => {
      // Chromium keeps its connections alive: dropped, they let the server close and the run end.
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}
