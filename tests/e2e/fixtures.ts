import { test as base, expect } from '@playwright/test'

/**
 * Every test runs offline from third parties: anything that is not this site is answered
 * by a stub (tiles, the video host, Turnstile, the webhook...) or refused, and the test
 * records what was asked.
 */
export const test = base.extend<{ externalRequests: string[] }>({
  externalRequests: async ({ page }, use) => {
    const requests: string[] = []
    await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
      const url = route.request().url()
      requests.push(url)
      if (/tile\.openstreetmap\.org/.test(url)) {
        // A 1x1 transparent PNG stands in for every map tile.
        await route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64') })
        return
      }
      await route.abort('blockedbyclient')
    })
    await use(requests)
  },
})

export { expect }
