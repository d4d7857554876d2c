import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { checkStrictCspMarkup, SECRET_PATTERN } from '../../../lib/build/checkBuiltSite.ts'
import { compressionLevels, precompress, shareByCost } from '../../../lib/build/precompress.ts'
import {
  buildAdminContentSecurityPolicy,
  buildContentSecurityPolicy,
  buildHeadersFile,
  buildNginxHeadersInclude,
  buildSecurityHeaders,
} from '../../../lib/deploy/buildSecurityHeaders.ts'
import { buildNginxModuleIncludes } from '../../../lib/deploy/nginxModules.ts'
import { readBuildEnv } from '../../../lib/deploy/readBuildEnv.ts'

const SOURCES = {
  tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  videoUrl: 'https://media.nuvox.com.br/video/a.mp4',
  webhookUrl: 'https://automacao.exemplo.com/webhook/abc',
}

describe('Content-Security-Policy', () => {
  const csp = buildContentSecurityPolicy(SOURCES)
  const directive = (name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `))

  it.each([
    ['default-src', "default-src 'none'"],
    ['script-src', "script-src 'self' https://challenges.cloudflare.com"],
    ['style-src', "style-src 'self'"],
    ['img-src', "img-src 'self' data: https://tile.openstreetmap.org"],
    ['connect-src', "connect-src 'self' https://automacao.exemplo.com"],
    ['media-src', 'media-src https://media.nuvox.com.br'],
    ['frame-src', 'frame-src https://challenges.cloudflare.com'],
    ['base-uri', "base-uri 'none'"],
    ['form-action', "form-action 'self'"],
    ['frame-ancestors', "frame-ancestors 'none'"],
    ['object-src', "object-src 'none'"],
  ])('%s', (name, expected) => {
    expect(directive(name)).toBe(expected)
  })

  it("never allows 'unsafe-inline' or 'unsafe-eval', and data: only for images", () => {
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(csp.split('; ').filter((part) => part.includes('data:'))).toEqual([directive('img-src')])
  })

  it('leaves the webhook out of connect-src when the build has none', () => {
    expect(buildContentSecurityPolicy({ ...SOURCES, webhookUrl: undefined })).toContain("connect-src 'self';")
  })
})

describe('headers files', () => {
  it('sends HSTS, nosniff, the referrer policy and CORP', () => {
    expect(Object.fromEntries(buildSecurityHeaders(SOURCES))).toMatchObject({
      'Strict-Transport-Security': expect.stringContaining('max-age='),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Cross-Origin-Resource-Policy': 'same-origin',
    })
  })

  it('_headers caches hashed assets forever, with the security headers everywhere', () => {
    const file = buildHeadersFile(SOURCES)
    expect(file).toContain('/assets/*\n  Cache-Control: public, max-age=31536000, immutable')
    expect(file).toContain(`  Content-Security-Policy: ${buildContentSecurityPolicy(SOURCES)}`)
  })

  it('_headers has the same few rules whatever the number of pages: Cloudflare Pages reads at most 100', () => {
    const rules = buildHeadersFile(SOURCES)
      .split('\n')
      .filter((line) => line.startsWith('/'))
    expect(rules).toEqual(['/*', '/admin', '/admin/*', '/assets/*', '/blog/rss.xml'])
  })

  it('nginx gets the same headers', () => {
    const include = buildNginxHeadersInclude(SOURCES)
    for (const [name, value] of buildSecurityHeaders(SOURCES))
      expect(include).toContain(`add_header ${name} "${value}" always;`)
  })

  it('deploy/nginx.conf serves 404.html with status 404, immutable assets and the headers include', () => {
    const conf = fs.readFileSync('deploy/nginx.conf', 'utf8')
    expect(conf).toContain('error_page 404 /404.html;')
    expect(conf).toContain('try_files $uri $uri/index.html =404;')
    expect(conf).toContain('public, max-age=31536000, immutable')
    expect(conf).toContain('include security-headers.conf;')
    expect(conf).toContain('gzip_static on;')
  })

  it("/admin swaps the site's policy for the editor's own, never indexed, in _headers and for nginx", () => {
    const admin = buildAdminContentSecurityPolicy()
    expect(admin).toMatch(/(^|; )script-src 'self'(;|$)/)
    expect(admin).not.toMatch(/unsafe-eval/)
    const file = buildHeadersFile(SOURCES)
    // Cloudflare Pages sends every matching rule's headers: the site-wide CSP is dropped first.
    expect(file).toContain(
      `/admin/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${admin}\n  X-Robots-Tag: noindex, nofollow\n  Cache-Control: no-cache`,
    )
    expect(file).toContain('/admin\n  ! Content-Security-Policy\n')
    const include = buildNginxHeadersInclude(SOURCES, 'admin')
    expect(include).toContain(`add_header Content-Security-Policy "${admin}" always;`)
    expect(include).not.toContain(buildContentSecurityPolicy(SOURCES))
    expect(fs.readFileSync('deploy/nginx.conf', 'utf8')).toMatch(
      /location \^~ \/admin\/ \{\s+include admin-security-headers\.conf;/,
    )
  })

  it('loads brotli only where its modules exist', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-mod-'))
    expect(buildNginxModuleIncludes(dir).modules).not.toContain('load_module')
    fs.writeFileSync(path.join(dir, 'ngx_http_brotli_filter_module.so'), '')
    fs.writeFileSync(path.join(dir, 'ngx_http_brotli_static_module.so'), '')
    expect(buildNginxModuleIncludes(dir).modules).toContain(`load_module ${dir}/ngx_http_brotli_static_module.so;`)
    expect(buildNginxModuleIncludes(dir).brotli).toContain('brotli_static on;')
  })
})

describe('checkStrictCspMarkup', () => {
  it.each([
    ['<script>alert(1)</script>', '<script> inline executável (type=""): proibido pela CSP'],
    ['<script type="module">import("/x.js")</script>', '<script> inline executável (type="module"): proibido pela CSP'],
    ['<div style="color:red"></div>', 'atributo style="" em <div>: proibido pela CSP'],
    ['<button onclick="x()"></button>', 'atributo onclick em <button>: proibido pela CSP'],
    [
      '<a href="https://x.com" target="_blank">x</a>',
      'link com target="_blank" sem rel="noopener noreferrer": https://x.com',
    ],
    [
      '<a href="https://x.com" target="_blank" rel="noreferrer">x</a>',
      'link com target="_blank" sem rel="noopener noreferrer": https://x.com',
    ],
    [
      '<a href="https://x.com" target="_blank" rel="noopener">x</a>',
      'link com target="_blank" sem rel="noopener noreferrer": https://x.com',
    ],
  ])('%s', (html, message) => {
    expect(checkStrictCspMarkup(html)).toEqual([message])
  })

  it('accepts JSON data scripts, external scripts and safe new-tab links', () => {
    expect(
      checkStrictCspMarkup(
        '<script type="application/json">{}</script><script type="application/ld+json">{}</script><script src="/a.js" type="module"></script><a href="x" target="_blank" rel="noopener noreferrer">x</a>',
      ),
    ).toEqual([])
  })
})

describe('SECRET_PATTERN', () => {
  it.each([
    ['headers:{Authorization:`Bearer ${t}`}', false],
    ['"Bearer ".concat(token)', false],
    ['Authorization:"Bearer eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.e30.abc"', true],
    ['Bearer e2e-bearer-token', true],
  ])('%s -> %s', (text, found) => {
    expect(SECRET_PATTERN.test(text)).toBe(found)
  })
})

describe('compressionLevels', () => {
  const MiB = 1024 * 1024
  it.each([
    ['dist/client/blog/sms-marketing/index.html', 60_000, { brotli: 6, gzip: null }],
    ['dist/client/blog/sms-marketing/index.pageContext.json', 12_000, { brotli: 6, gzip: null }],
    ['dist/client/index.html', 60_000, { brotli: 10, gzip: 9 }],
    ['dist/client/assets/chunks/chunk-a.js', 200_000, { brotli: 10, gzip: 9 }],
    ['dist/client/blog/index.html', MiB, { brotli: 10, gzip: 9 }],
    ['dist/client/blog/index.html', MiB + 1, { brotli: 9, gzip: 9 }],
  ])('%s (%i bytes)', (file, bytes, levels) => {
    expect(compressionLevels(file, () => bytes)).toEqual(levels)
  })
})

describe('shareByCost', () => {
  const POST = { brotli: 6, gzip: 6 }
  const FIXED = { brotli: 10, gzip: 9 }
  it("gives each compression thread about the same time: not every post's page to one thread and its data to the other", () => {
    const posts = Array.from({ length: 100 }, (_, index) => [
      { file: `p${index}.html`, bytes: 45_000, levels: POST },
      { file: `p${index}.json`, bytes: 12_000, levels: POST },
    ]).flat()
    const shares = shareByCost([...posts, { file: 'index.html', bytes: 60_000, levels: FIXED }], 2)
    const costs = shares.map((share) =>
      share.reduce((sum, file) => sum + file.bytes * (file.levels.brotli >= 10 ? 15 : 1), 0),
    )
    expect(shares.flat()).toHaveLength(201)
    expect(Math.abs((costs[0] ?? 0) - (costs[1] ?? 0))).toBeLessThanOrEqual(45_000)
  })
})

describe('precompress', () => {
  it('writes .gz and .br beside text files of 512 bytes or more, and only .br beside a post page', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'))
    fs.writeFileSync(path.join(dir, 'a.js'), 'x'.repeat(2000))
    fs.writeFileSync(path.join(dir, 'b.css'), 'y')
    fs.writeFileSync(path.join(dir, 'c.webp'), 'z'.repeat(2000))
    const post = path.join(dir, 'blog', 'um-post', 'index.html')
    fs.mkdirSync(path.dirname(post), { recursive: true })
    fs.writeFileSync(post, 'p'.repeat(2000))
    expect(await precompress(dir)).toBe(2)
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${post}.br`)).toString()).toBe('p'.repeat(2000))
    expect(fs.existsSync(`${post}.gz`)).toBe(false)
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, 'a.js.gz'))).toString()).toBe('x'.repeat(2000))
    expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, 'a.js.br'))).toString()).toBe('x'.repeat(2000))
    expect(fs.existsSync(path.join(dir, 'b.css.gz'))).toBe(false)
    expect(fs.existsSync(path.join(dir, 'c.webp.gz'))).toBe(false)
  })
})

describe('the variables the security headers are built from', () => {
  const withProject = (files: Record<string, string>, run: (root: string) => void) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-env-'))
    try {
      for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(root, name), text)
      run(root)
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  }

  it('come from the .env files, as vike build reads them, so a webhook set in .env reaches connect-src', () => {
    withProject(
      {
        '.env':
          'VITE_LEAD_WEBHOOK_URL=https://hooks.exemplo.com.br/webhook/abc\nVITE_LEAD_WEBHOOK_TOKEN=segredo\nOUTRA=x\n',
      },
      (root) => {
        const env = readBuildEnv(root)
        expect(env.VITE_LEAD_WEBHOOK_URL).toBe('https://hooks.exemplo.com.br/webhook/abc')
        expect(env.VITE_LEAD_WEBHOOK_TOKEN).toBe('segredo')
        expect(env).not.toHaveProperty('OUTRA')
        expect(buildContentSecurityPolicy({ ...SOURCES, webhookUrl: env.VITE_LEAD_WEBHOOK_URL })).toContain(
          "connect-src 'self' https://hooks.exemplo.com.br;",
        )
      },
    )
  })

  it("the shell's value wins over the file's, and .env.production.local over .env", () => {
    const before = process.env.VITE_TURNSTILE_SITE_KEY
    process.env.VITE_TURNSTILE_SITE_KEY = 'da-shell'
    try {
      withProject(
        {
          '.env': 'VITE_TURNSTILE_SITE_KEY=do-arquivo\nVITE_LEAD_WEBHOOK_URL=https://a.exemplo.com/webhook/1\n',
          '.env.production.local': 'VITE_LEAD_WEBHOOK_URL=https://b.exemplo.com/webhook/2\n',
        },
        (root) => {
          const env = readBuildEnv(root)
          expect(env.VITE_TURNSTILE_SITE_KEY).toBe('da-shell')
          expect(env.VITE_LEAD_WEBHOOK_URL).toBe('https://b.exemplo.com/webhook/2')
        },
      )
    } finally {
      if (before === undefined) delete process.env.VITE_TURNSTILE_SITE_KEY
      else process.env.VITE_TURNSTILE_SITE_KEY = before
    }
  })
})
