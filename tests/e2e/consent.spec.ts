import { measureInitialAssets } from '../../lib/build/measureInitialAssets.ts'
import { routeHtmlFile } from '../../lib/build/routeFile.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

const KEY = 'nuvox:consentimento-cookies'
test.use({ storedConsent: null })

async function openPage(page: import('@playwright/test').Page, path = '/empresas') {
  // The page's clock stands still from the first script on: only runFor() moves it.
  await page.clock.install({ time: new Date('2025-11-20T10:00:00-03:00') })
  await page.clock.pauseAt(new Date('2025-11-20T10:01:00-03:00'))
  await page.goto(path)
  await waitForHydration(page)
}

const stored = (page: import('@playwright/test').Page) => page.evaluate((key) => localStorage.getItem(key), KEY)

test.describe('cookie dialog', () => {
  test('appears 1 second after load when no choice is stored', async ({ page }) => {
    await openPage(page)
    const dialog = page.getByRole('dialog', { name: 'Sua privacidade' })
    await expect(dialog).toBeHidden()
    await page.clock.runFor(999)
    await expect(dialog).toBeHidden()
    await page.clock.runFor(1)
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('link', { name: 'Política de Cookies' })).toHaveAttribute('href', '/politica-cookies')
  })

  test("the dialog's code is not part of the page's: it is fetched when the dialog is due", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the built files are the same for every viewport')
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await openPage(page)
    await page.waitForLoadState('networkidle')
    const initial = measureInitialAssets('dist/client', routeHtmlFile('dist/client', '/empresas')).scripts
    expect(scripts.filter((src) => !initial.includes(src))).toEqual([])
    await page.clock.runFor(1000)
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeVisible()
    expect(scripts.filter((src) => !initial.includes(src)).length).toBeGreaterThan(0)
  })

  test("'Aceitar Todos' stores accepted and the dialog stays closed on the next visit", async ({ page }) => {
    await openPage(page)
    await page.clock.runFor(1000)
    await page.getByRole('button', { name: 'Aceitar Todos' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await stored(page)).toBe('accepted')
    await page.reload()
    await waitForHydration(page)
    await page.clock.runFor(5000)
    await expect(page.getByRole('dialog')).toBeHidden()
  })

  test('a choice is kept 30 days: on a visit after that the dialog asks again', async ({ page }) => {
    const day = 24 * 60 * 60 * 1000
    await openPage(page)
    await page.clock.runFor(1000)
    await page.getByRole('button', { name: 'Recusar' }).click()
    const savedAt = Number(await page.evaluate((key) => localStorage.getItem(`${key}:salvo-em`), KEY))
    expect(savedAt).toBe(await page.evaluate(() => Date.now()))
    const age = async (days: number) => {
      await page.evaluate(([key, at]) => localStorage.setItem(`${key}:salvo-em`, at), [
        KEY,
        String(savedAt - days * day),
      ] as const)
      await page.reload()
      await waitForHydration(page)
      await page.clock.runFor(1000)
    }
    await age(29)
    await expect(page.getByRole('dialog')).toBeHidden()
    await age(30)
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeVisible()
    expect(await stored(page)).toBeNull()
  })

  test("'Preferências de cookies' in the footer opens the dialog again to change a stored choice", async ({ page }) => {
    await openPage(page)
    await page.clock.runFor(1000)
    await page.getByRole('button', { name: 'Aceitar Todos' }).click()
    expect(await stored(page)).toBe('accepted')
    const button = page.locator('footer').getByRole('button', { name: 'Preferências de cookies' })
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Sua privacidade' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Recusar' }).click()
    await expect(dialog).toBeHidden()
    expect(await stored(page)).toBe('rejected')
    await expect(button).toBeFocused()
    // And again, without waiting for any delay.
    await button.click()
    await expect(dialog).toBeVisible()
  })

  test("'Recusar' stores rejected, and is as easy as accepting (same layer, same size)", async ({ page }) => {
    await openPage(page)
    await page.clock.runFor(1000)
    const accept = await page.getByRole('button', { name: 'Aceitar Todos' }).boundingBox()
    const reject = await page.getByRole('button', { name: 'Recusar' }).boundingBox()
    expect(reject?.height).toBe(accept?.height)
    expect(Math.abs((reject?.width ?? 0) - (accept?.width ?? 0))).toBeLessThan(2)
    await page.getByRole('button', { name: 'Recusar' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await stored(page)).toBe('rejected')
  })

  for (const [how, close] of [
    ['the X button', (page: import('@playwright/test').Page) => page.getByRole('button', { name: 'Fechar' }).click()],
    ['the backdrop', (page: import('@playwright/test').Page) => page.mouse.click(5, 400)],
    ['Escape', (page: import('@playwright/test').Page) => page.keyboard.press('Escape')],
  ] as const) {
    test(`${how} closes without storing a choice`, async ({ page }) => {
      await openPage(page)
      await page.clock.runFor(1000)
      await expect(page.getByRole('dialog')).toBeVisible()
      await close(page)
      await expect(page.getByRole('dialog')).toBeHidden()
      expect(await stored(page)).toBeNull()
    })
  }

  test('its link to the cookie policy closes it without storing a choice, so the policy can be read and clicked', async ({
    page,
  }) => {
    await openPage(page)
    await page.clock.runFor(1000)
    await page.getByRole('dialog').getByRole('link', { name: 'Política de Cookies' }).click()
    await expect(page).toHaveURL(/\/politica-cookies$/)
    await expect(page.locator('h1')).toHaveText('Política de Cookies')
    await expect(page.getByRole('dialog')).toBeHidden()
    expect(await stored(page)).toBeNull()
    // Nothing modal left over the page: its own links answer.
    await page.locator('main').getByRole('link').first().click({ trial: true })
  })

  test('the details panel toggles and lists the categories with their durations', async ({ page }) => {
    await openPage(page)
    await page.clock.runFor(1000)
    const toggle = page.getByRole('button', { name: 'Ver detalhes' })
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await toggle.click()
    const details = page.getByRole('dialog').locator('ul')
    await expect(details).toBeVisible()
    for (const duration of ['Da sessão até 30 dias', '12 meses', '24 meses'])
      await expect(details).toContainText(duration)
    await page.getByRole('button', { name: 'Ocultar detalhes' }).click()
    await expect(details).toBeHidden()
  })

  test('traps focus while open and gives it back afterwards', async ({ page }) => {
    await openPage(page)
    await page.getByRole('link', { name: /Página inicial/ }).focus()
    await page.clock.runFor(1000)
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    // The title has the focus at first (no ring on the close button); Shift+Tab from it wraps to the last button.
    await expect(dialog.getByRole('heading', { name: 'Sua privacidade' })).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(dialog.getByRole('button', { name: 'Aceitar Todos' })).toBeFocused()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true)
    }
    await page.keyboard.press('Escape')
    await expect(page.getByRole('link', { name: /Página inicial/ })).toBeFocused()
  })

  test('a quote dialog opened within the first second keeps the focus: the cookie dialog waits until it closes', async ({
    page,
  }) => {
    await openPage(page, '/fale-conosco')
    await page.getByRole('button', { name: 'Solicite um Orçamento' }).click()
    const quote = page.getByRole('dialog', { name: 'Solicite um Orçamento' })
    const name = quote.getByLabel('Nome')
    await name.fill('Ana')
    await page.clock.runFor(3000)
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeHidden()
    await expect(name).toBeFocused()
    await page.keyboard.type(' Souza')
    await expect(name).toHaveValue('Ana Souza')
    await page.keyboard.press('Escape')
    await expect(quote).toBeHidden()
    await page.clock.runFor(250)
    const cookies = page.getByRole('dialog', { name: 'Sua privacidade' })
    await expect(cookies).toBeVisible()
    await cookies.getByRole('button', { name: 'Recusar' }).click()
    // The focus goes back to the quote button, where the quote dialog had left it.
    await expect(page.getByRole('button', { name: 'Solicite um Orçamento' })).toBeFocused()
  })

  test('a quote dialog left through one of its links (a client-side navigation, no close event): the cookie dialog still comes on the next page', async ({
    page,
  }) => {
    await openPage(page, '/fale-conosco')
    await page.getByRole('button', { name: 'Solicite um Orçamento' }).click()
    await page.clock.runFor(1500)
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeHidden()
    await page
      .getByRole('dialog', { name: 'Solicite um Orçamento' })
      .getByRole('link', { name: 'Termos de Uso' })
      .click()
    await expect(page).toHaveURL(/\/termos-de-uso$/)
    await page.clock.runFor(500)
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeVisible()
  })

  test('a city picker the visitor opened stays open: the cookie dialog waits until it is closed', async ({ page }) => {
    await openPage(page, '/')
    const city = page.getByRole('button', { name: /^Cidade:/ })
    await city.click()
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await page.clock.runFor(2000)
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeHidden()
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Escape')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    await page.clock.runFor(250)
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeVisible()
  })

  test('no cookie and no third-party request before consent', async ({ page, externalRequests }) => {
    await openPage(page, '/')
    await page.clock.runFor(1000)
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await page.evaluate(() => document.cookie)).toBe('')
    expect((await page.context().cookies()).length).toBe(0)
    // Only the intro video (first-party content, not tracking) may load at this point.
    expect(externalRequests.filter((url) => !/\.mp4(\?|$)/.test(url))).toEqual([])
  })
})
