import { expect, test } from './fixtures.ts'

test('client-side navigation scrolls the page and every scrollable container to the top', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the sticky table of contents scrolls on its own only on desktop')
  await page.goto('/politica-privacidade')
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
  const toc = page.locator('nav[aria-labelledby="sumario-titulo"]')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await toc.evaluate((element) => {
    element.style.maxHeight = '120px'
    element.scrollTop = 200
  })
  expect(await toc.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
  // A footer link: a client-side (push) navigation, no full reload.
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
  await page.locator('footer').getByRole('link', { name: 'Política de Cookies' }).click()
  await expect(page).toHaveURL(/\/politica-cookies$/)
  await expect(page.locator('h1')).toHaveText('Política de Cookies')
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  const scrolled = await page.evaluate(() => [...document.querySelectorAll('body *')].filter((element) => element.scrollTop !== 0).length)
  expect(scrolled).toBe(0)
})
