import { e2eEnv } from './fakeWebhook.ts'
import { expect, test } from './fixtures.ts'
import { CRAFTED_PATHS, rawGet } from '../shared/rawGet.ts'

test.describe('production server (nginx with deploy/nginx.conf)', () => {
  test('sends the strict CSP and the security headers', async ({ request }) => {
    const response = await request.get('/')
    const headers = response.headers()
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("default-src 'none'")
    expect(csp).toContain("script-src 'self' https://challenges.cloudflare.com")
    expect(csp).toContain(`connect-src 'self' ${new URL(e2eEnv.VITE_LEAD_WEBHOOK_URL).origin}`)
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/)
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['cross-origin-resource-policy']).toBe('same-origin')
    expect(headers['cache-control']).toBe('no-cache')
  })

  test('caches hashed assets for a year and compresses them', async ({ page, request }) => {
    await page.goto('/')
    // The largest CSS file of the page: big enough to be compressed.
    const hrefs = await page
      .locator('link[rel="stylesheet"][href^="/assets/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))
    const sizes = await Promise.all(
      hrefs.map(
        async (href) =>
          [
            href,
            (await (await request.get(href, { headers: { 'Accept-Encoding': 'identity' } })).body()).length,
          ] as const,
      ),
    )
    const script = [...sizes].sort((a, b) => b[1] - a[1])[0]?.[0]
    const gz = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(gz.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(gz.headers()['content-encoding']).toBe('gzip')
    expect(gz.headers()['content-security-policy']).toContain("default-src 'none'")
    const br = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br' } })
    expect(br.headers()['content-encoding']).toBe('br')
  })

  // A post page has only a .br beside it: nginx compresses it on the fly for a client without brotli.
  for (const path of ['/blog/sms-marketing', '/blog/sms-marketing/index.pageContext.json'])
    test(`compresses ${path} for a client with brotli and for one with gzip only`, async ({ request }) => {
      for (const encoding of ['br', 'gzip']) {
        const response = await request.get(path, { headers: { 'Accept-Encoding': encoding } })
        expect(response.status()).toBe(200)
        expect(response.headers()['content-encoding']).toBe(encoding)
      }
    })

  test("gives each page one address: a trailing slash or index.html (the home page's too) redirects permanently to it", async ({
    request,
  }) => {
    for (const [asked, page] of [
      ['/empresas/', '/empresas'],
      ['/empresas/index.html', '/empresas'],
      ['/blog/sms-marketing/?utm_source=x', '/blog/sms-marketing?utm_source=x'],
      ['/index.html', '/'],
      ['/index.html?utm_source=x', '/?utm_source=x'],
    ] as const) {
      const response = await request.get(asked, { maxRedirects: 0 })
      expect(response.status(), asked).toBe(301)
      expect(response.headers()['location'], asked).toBe(page)
      expect(response.headers()['content-security-policy'], asked).toContain("default-src 'none'")
    }
    // The home page and the files themselves are served as they are.
    expect((await request.get('/', { maxRedirects: 0 })).status()).toBe(200)
    expect((await request.get('/empresas', { maxRedirects: 0 })).status()).toBe(200)
  })

  test('never redirects to another host, whatever a crafted link puts in the path (nginx matches the decoded path)', async ({
    baseURL,
  }) => {
    for (const path of CRAFTED_PATHS) {
      const { status, location } = await rawGet(baseURL ?? '', path)
      if (location !== undefined)
        expect(new URL(location, 'https://www.nuvox.com.br/').origin, path).toBe('https://www.nuvox.com.br')
      expect([301, 404, 400], path).toContain(status)
    }
  })

  test('answers unknown paths with 404.html and status 404', async ({ request }) => {
    const response = await request.get('/nao/existe')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain('Oops! Page not found')
    // The static hosts' header file sits in dist/client but is no page of the site.
    expect((await request.get('/_headers')).status()).toBe(404)
  })
})
