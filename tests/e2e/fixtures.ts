import path from 'node:path'
import { test as base, expect } from '@playwright/test'

const VIDEO_FIXTURE = path.join(process.cwd(), 'tests/fixtures/media/video.mp4')
/** `E2E_CPU_SLOWDOWN`: how many times slower Chromium runs every page (1: not throttled). */
const CPU_SLOWDOWN = Math.max(1, Number(process.env.E2E_CPU_SLOWDOWN ?? 1))
const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
)

/**
 * Every test runs offline from third parties: the tile server answers a transparent tile,
 * the media host a tiny mp4, and anything else is refused. Tests see what was asked
 * (`externalRequests`) and every uncaught page error (`pageErrors`).
 */
export const test = base.extend<{
  externalRequests: string[]
  pageErrors: Error[]
  storedConsent: 'accepted' | 'rejected' | null
  consentInit: void
  cspViolations: string[]
  cpuSlowdown: void
}>({
  /**
   * `E2E_CPU_SLOWDOWN=4 npm run test:e2e` runs every page on a CPU four times slower (Chromium's
   * own throttling), like a slow CI machine or a cheap phone: a test that acts before the page has
   * hydrated, or a page that ignores a tap until then, shows up here.
   */
  cpuSlowdown: [
    async ({ page }, use) => {
      if (CPU_SLOWDOWN > 1)
        await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
      await use()
    },
    { auto: true },
  ],
  /** Every test fails on a Content-Security-Policy violation (the site is served with its production CSP). */
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
      })
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text))
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          void (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(
            `${event.violatedDirective} bloqueou ${event.blockedURI}`,
          )
        })
      })
      await use(violations)
      expect(violations, 'violações da Content-Security-Policy').toEqual([])
    },
    { auto: true },
  ],
  /** The cookie dialog is tested on its own; elsewhere a stored choice keeps it from covering the page. */
  storedConsent: ['accepted', { option: true }],
  consentInit: [
    async ({ page, storedConsent }, use) => {
      if (storedConsent)
        await page.addInitScript((choice) => localStorage.setItem('nuvox:consentimento-cookies', choice), storedConsent)
      await use()
    },
    { auto: true },
  ],
  externalRequests: [
    async ({ page }, use) => {
      const requests: string[] = []
      await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, async (route) => {
        const url = route.request().url()
        requests.push(url)
        if (/tile\.openstreetmap\.org/.test(url))
          return route.fulfill({ status: 200, contentType: 'image/png', body: TRANSPARENT_PNG })
        if (/\.mp4(\?|$)/.test(url))
          return route.fulfill({ status: 200, contentType: 'video/mp4', path: VIDEO_FIXTURE })
        return route.abort('blockedbyclient')
      })
      await use(requests)
    },
    { auto: true },
  ],
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = []
      page.on('pageerror', (error) => errors.push(error))
      await use(errors)
    },
    { auto: true },
  ],
})

/**
 * Waits until React has hydrated the prerendered page (renderer/+onHydrationEnd.ts): within 10 s, stretched by
 * E2E_CPU_SLOWDOWN. How fast a page hydrates is the budgets' business (npm run bench), not this wait's, which
 * leaves room for a busy CI host running two workers.
 */
export async function waitForHydration(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true', { timeout: 10_000 * CPU_SLOWDOWN })
}

/**
 * Waits until every block that skipped its rendering at load is rendered (lib/navigation/renderSkippedBlocks.ts): until
 * then their real heights replacing the estimates can move the page under a measurement or a click.
 */
export async function everyBlockRendered(page: import('@playwright/test').Page): Promise<void> {
  await expect(page.locator('[data-deferred-render]:not([data-rendered])')).toHaveCount(0)
}

/**
 * Waits until the element's place holds for two frames: after a jump down a page, the sections
 * jumped over are drawn a frame later and can move it; a map glides its pins to a new place.
 */
export async function whenStill(element: import('@playwright/test').Locator): Promise<void> {
  const stillForTwoFrames = () =>
    element.evaluate(
      (node) =>
        new Promise<boolean>((resolve) => {
          const { top, left } = node.getBoundingClientRect()
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const now = node.getBoundingClientRect()
              resolve(now.top === top && now.left === left)
            }),
          )
        }),
    )
  await expect.poll(stillForTwoFrames).toBe(true)
}

/**
 * Scrolls the element into view and waits until the page under it has settled: the sections jumped over get their real
 * heights once the page is idle, and can move it under a measurement, a screenshot or a click (which, finding it
 * moving, scrolls it to another edge of the screen to try again).
 */
export async function scrollIntoViewStill(element: import('@playwright/test').Locator): Promise<void> {
  await element.scrollIntoViewIfNeeded()
  await everyBlockRendered(element.page())
  await whenStill(element)
}

/**
 * Clicks a link far down the page (the footer's) once it holds still, as a visitor does after jumping there: under
 * load a click between the press and the release of a move reached no link.
 */
export async function clickWhenStill(
  link: import('@playwright/test').Locator,
  options?: Parameters<import('@playwright/test').Locator['click']>[0],
): Promise<void> {
  await scrollIntoViewStill(link)
  await link.click(options)
}

export { expect }
