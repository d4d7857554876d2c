import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/browser.ts'
const [path, widthArg, name] = process.argv.slice(2)
const width = Number(widthArg)
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const context = await browser.newContext({ viewport: { width, height: width < 500 ? 844 : 800 }, deviceScaleFactor: 1, isMobile: width < 500, hasTouch: width < 500 })
const page = await context.newPage()
await page.addInitScript(() => localStorage.setItem('nuvox:consentimento-cookies', 'accepted'))
await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
await page.goto('http://127.0.0.1:8181' + path, { waitUntil: 'load' })
await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
// scroll through so lazy things load
const total = await page.evaluate(() => document.documentElement.scrollHeight)
for (let y = 0; y < total; y += 600) { await page.evaluate((v) => window.scrollTo(0, v), y); await page.waitForTimeout(60) }
await page.evaluate(() => window.scrollTo(0, 0)); await page.waitForTimeout(300)
const h = await page.evaluate(() => document.documentElement.scrollHeight)
const step = 1800
for (let y = 0, i = 0; y < h; y += step, i++) {
  await page.screenshot({ path: `/tmp/crops/${name}-${i}.png`, fullPage: true, clip: { x: 0, y, width, height: Math.min(step, h - y) } })
}
console.log(h)
await browser.close()
