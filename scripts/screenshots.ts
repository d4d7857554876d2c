// Full-page screenshots of routes at 390 px and 1280 px, for looking at pages as a visitor does.
// Usage: tsx scripts/screenshots.ts [baseUrl] [path ...]  (writes reports/screenshots/*.png)
import fs from 'node:fs'
import { chromium } from '@playwright/test'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/browser.ts'
import { layOutEverySection } from '../tests/e2e/fullLayout.ts'

const [base = 'http://localhost:3000', ...paths] = process.argv.slice(2)
const routes = paths.length > 0 ? paths : ['/']
fs.mkdirSync('reports/screenshots', { recursive: true })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
for (const width of [390, 1280]) {
  const context = await browser.newContext({
    viewport: { width, height: width === 390 ? 844 : 800 },
    deviceScaleFactor: 1,
  })
  const page = await context.newPage()
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1)/, (route) => route.abort())
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: 'load' })
    await layOutEverySection(page)
    await page.waitForTimeout(400)
    const name = `${route === '/' ? 'inicio' : route.replace(/^\//, '').replace(/\//g, '_')}-${width}.png`
    await page.screenshot({ path: `reports/screenshots/${name}`, fullPage: process.env.FULL !== '0' })
    console.log(`reports/screenshots/${name}`)
  }
  await context.close()
}
await browser.close()
