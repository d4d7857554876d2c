import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CRAFTED_PATHS, rawGet } from '../../shared/rawGet.ts'

// scripts/serve.ts (`npm start`) answers like deploy/nginx.conf: the e2e suite checks nginx, this checks the local server.
let dir = ''
let server: ChildProcess | undefined
let base = ''

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-serve-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  write('client/index.html', 'inicio')
  // Fake compressed copies: their text says which one was sent.
  write('client/index.html.br', 'brotli')
  write('client/index.html.gz', 'gzip')
  write('client/.env', 'SEGREDO=1')
  write('client/assets/.segredo', 'x')
  write('client/404.html', 'nao encontrada')
  write('client/empresas/index.html', 'empresas')
  write('client/_headers', '/*')
  write(
    'security-headers.conf',
    `# comentário\nadd_header Content-Security-Policy "default-src 'none'" always;\nadd_header X-Content-Type-Options "nosniff" always;\n`,
  )
  const port = 40_000 + Math.floor(Math.random() * 20_000)
  base = `http://127.0.0.1:${port}`
  server = spawn(path.resolve('node_modules/.bin/tsx'), [path.resolve('scripts/serve.ts'), path.join(dir, 'client')], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Site em')) resolve()
    })
    server?.on('exit', (code) => reject(new Error(`serve.ts saiu com ${code}`)))
  })
})

afterAll(() => {
  server?.kill()
  fs.rmSync(dir, { recursive: true, force: true })
})

const status = async (address: string) => (await fetch(`${base}${address}`, { redirect: 'manual' })).status

describe('scripts/serve.ts', () => {
  it('serves each page at one address and redirects the others to it', async () => {
    expect(await status('/')).toBe(200)
    expect(await status('/empresas')).toBe(200)
    for (const [asked, page] of [
      ['/empresas/', '/empresas'],
      ['/empresas/index.html', '/empresas'],
      ['/index.html', '/'],
      // As nginx reads a path: decoded, with its slashes merged.
      ['/empresas//', '/empresas'],
      ['//empresas/', '/empresas'],
      ['/empresa%73/', '/empresas'],
      ['/%65mpresas/index.html', '/empresas'],
    ] as const) {
      const { status, location } = await rawGet(base, asked)
      expect(status, asked).toBe(301)
      expect(location, asked).toBe(page)
    }
  })

  it('never redirects to another host, whatever a crafted link puts in the path', async () => {
    for (const path of CRAFTED_PATHS) {
      const { status, location } = await rawGet(base, path)
      if (location !== undefined)
        expect(new URL(location, 'https://www.nuvox.com.br/').origin, path).toBe('https://www.nuvox.com.br')
      expect([301, 404], path).toContain(status)
    }
  })

  it('answers 404 with the 404 page where nginx does, file names included', async () => {
    for (const address of [
      '/nao-existe',
      '/404',
      '/404.html',
      '/index',
      '/empresas/index',
      '/_headers',
      '/%5fheaders',
      '/ind%65x',
      '/%34%30%34',
      '/.env',
      '/assets/.segredo',
      '/%2eenv',
    ]) {
      const response = await fetch(`${base}${address}`, { redirect: 'manual' })
      expect(response.status, address).toBe(404)
      expect(await response.text(), address).toBe('nao encontrada')
    }
  })

  it("sends the build's compressed copy to a browser that accepts it, as nginx does", async () => {
    for (const [accepted, encoding, body] of [
      ['br, gzip', 'br', 'brotli'],
      ['gzip', 'gzip', 'gzip'],
      ['identity', null, 'inicio'],
    ] as const) {
      const response = await new Promise<{ encoding?: string; body: string }>((resolve, reject) => {
        const { hostname, port } = new URL(base)
        http
          .get({ hostname, port, path: '/', headers: { 'Accept-Encoding': accepted } }, (res) => {
            let text = ''
            res.on('data', (chunk: Buffer) => (text += chunk.toString()))
            res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: text }))
          })
          .on('error', reject)
      })
      expect(response.encoding ?? null, accepted).toBe(encoding)
      expect(response.body, accepted).toBe(body)
    }
  })

  it('serves a page the build added after the server started (a new post), without a restart', async () => {
    expect(await status('/blog/novo')).toBe(404)
    fs.mkdirSync(path.join(dir, 'client/blog/novo'), { recursive: true })
    fs.writeFileSync(path.join(dir, 'client/blog/novo/index.html'), 'novo post')
    expect(await status('/blog/novo')).toBe(200)
  })

  it("sends production's security headers, read from the build's nginx include", async () => {
    const response = await fetch(`${base}/empresas`)
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await fetch(`${base}/nao-existe`)).headers.get('content-security-policy')).toBe("default-src 'none'")
  })
})
