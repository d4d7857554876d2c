import type { Page } from '@playwright/test'
import { content } from './routes.ts'
import { expect, test } from './fixtures.ts'

/**
 * Holds the page's entry script until the returned function is called: the page is painted and
 * its buttons are on screen, but React has not started, as on a slow phone for a few seconds.
 */
async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/entries/entry-client-routing*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test.describe('taps before the page is ready (lib/build/client/hydrateAfterPaint.js)', () => {
  test("'Inscrever-se' tapped early sends nothing natively (no reload, the e-mail stays) and gives its answer once the page is ready", async ({ page }) => {
    const release = await holdHydration(page)
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url())
    })
    await page.goto('/blog')
    const block = page.locator('section').filter({ has: page.getByRole('heading', { name: content.blog.newsletter.titulo }) })
    const button = block.getByRole('button', { name: content.blog.newsletter.botao })
    await block.locator('input').fill('ana@empresa.com.br')
    await button.click()
    // Looks busy meanwhile.
    await expect(button).toHaveAttribute('data-waiting', '')
    await expect(button).toHaveCSS('cursor', 'progress')
    await block.locator('input').press('Enter')
    await page.waitForTimeout(500)
    expect(loads).toHaveLength(1)
    expect(page.url()).toMatch(/\/blog$/)
    release()
    await hydrated(page)
    await expect(block.getByRole('status')).toHaveText(content.blog.newsletter.aviso)
    await expect(button).not.toHaveAttribute('data-waiting')
    await expect(block.locator('input')).toHaveValue('ana@empresa.com.br')
    expect(loads).toHaveLength(1)
  })

  test('only the last early tap is carried out, once: the city picker opens, the audience arrow tapped before it does nothing', async ({ page, isMobile }) => {
    test.skip(!isMobile, "the phone's top bar has the audience arrows")
    const release = await holdHydration(page)
    await page.goto('/')
    const city = page.getByRole('button', { name: /^Cidade:/ })
    const next = page.getByRole('button', { name: 'Próximo público' })
    const current = page.locator('[role="group"] button[aria-live="polite"]')
    await expect(current).toHaveText('PMEs')
    await next.click()
    await city.click()
    await expect(next).not.toHaveAttribute('data-waiting')
    await expect(city).toHaveAttribute('data-waiting', '')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    release()
    await hydrated(page)
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await expect(city).not.toHaveAttribute('data-waiting')
    await expect(current).toHaveText('PMEs')
    // After that, taps are React's alone: a second tap closes the picker.
    await city.click()
    await expect(city).toHaveAttribute('aria-expanded', 'false')
  })

  test("if the page's script cannot load, a tap is no longer held: the button does not stay busy and the form is sent natively, as without the loader", async ({ page }) => {
    await page.route('**/assets/entries/entry-client-routing*.js', (route) => route.abort())
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('entry-client-routing'))
    await page.goto('/blog')
    await failed
    const block = page.locator('section').filter({ has: page.getByRole('heading', { name: content.blog.newsletter.titulo }) })
    const button = block.getByRole('button', { name: content.blog.newsletter.botao })
    await block.locator('input').fill('ana@empresa.com.br')
    const reload = page.waitForRequest((request) => request.resourceType() === 'document')
    await button.click()
    await reload
  })
})
