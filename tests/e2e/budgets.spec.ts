import fs from 'node:fs'
import path from 'node:path'
import { routeHtmlFile } from '../../lib/build/routeFile.ts'
import { ON_DEMAND_CSS_MODULES } from '../../lib/build/onDemandCssModules.ts'
import { createShortClassNames } from '../../lib/build/shortClassNames.ts'
import { INITIAL_JS_BUDGET_BYTES, measureInitialAssets } from '../../lib/build/measureInitialAssets.ts'
import { content, routes } from './routes.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

const CLIENT = 'dist/client'
const read = (href: string) => fs.readFileSync(path.join(CLIENT, href), 'utf8')

const shortName = createShortClassNames(process.cwd())
/** The built name of each module's first class, as its class map writes it (`key:`name``). */
const onDemandClassNames = ON_DEMAND_CSS_MODULES.map((file) => {
  const local = /^\.([A-Za-z][\w-]*)/m.exec(fs.readFileSync(file, 'utf8'))?.[1] ?? ''
  return { file, name: `\`${shortName(local, path.resolve(file))}\`` }
})

test.describe('byte budgets of the built pages', () => {
  test.skip(({ isMobile }) => isMobile, 'the built files are the same for every viewport')

  for (const route of routes) {
    test(`${route.path}: initial JavaScript within 120 KB gzip, no Leaflet, Turnstile, Embla or class map of code loaded on demand in it`, () => {
      const assets = measureInitialAssets(CLIENT, routeHtmlFile(CLIENT, route.path))
      expect(assets.scripts.length).toBeGreaterThan(0)
      expect(assets.jsGzipBytes).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES)
      const code = assets.scripts.map(read).join('\n')
      expect(code).not.toContain('leaflet-container')
      expect(code).not.toMatch(/turnstile\/v0\/api\.js['"]\s*,?\s*\w*\.async/)
      // Embla's option names: the carousel's code loads when the carousel nears the screen.
      expect(code).not.toContain('containScroll')
      for (const { file, name } of onDemandClassNames) expect(code, `the class map of ${file}`).not.toContain(name)
    })
  }
})

test('the class maps of code loaded on demand are in the built JavaScript (so the check of the initial code can fail)', ({
  isMobile,
}) => {
  test.skip(isMobile, 'the built files are the same for every viewport')
  const chunks = fs.readdirSync(path.join(CLIENT, 'assets/chunks')).map((file) => read(`assets/chunks/${file}`))
  // Otherwise the check above could not fail: a name computed unlike the build's is in no file.
  for (const { file, name } of onDemandClassNames)
    expect(
      chunks.some((code) => code.includes(name)),
      `the class map of ${file}`,
    ).toBe(true)
})

test.describe('labels of one kind of page come with its data or code, not with the layout data of every page', () => {
  test.skip(({ isMobile }) => isMobile, 'the built files are the same for every viewport')
  const { legal, did, planos, mapa } = content.interface
  const otherPagesLabels = [legal.encarregado, did.outras, planos.naoIncluido]

  for (const route of routes) {
    test(`${route.path}: the initial JavaScript holds no legal, DID or plan label, and the map texts only where the page has a map`, () => {
      const htmlFile = routeHtmlFile(CLIENT, route.path)
      const code = measureInitialAssets(CLIENT, htmlFile).scripts.map(read).join('\n')
      for (const label of otherPagesLabels) expect(code).not.toContain(label)
      // The text a map box shows without JavaScript: in the HTML of the pages with a map, and their code only.
      expect(code.includes(mapa.semJavascript)).toBe(fs.readFileSync(htmlFile, 'utf8').includes(mapa.semJavascript))
    })
  }
})

test.describe('the initial load is what the HTML announces', () => {
  for (const route of routes) {
    test(`${route.path}: no more JavaScript until the visitor scrolls, unless a lazy block is on the first screen`, async ({
      page,
    }) => {
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
      })
      await page.goto(route.path)
      await waitForHydration(page)
      await page.waitForLoadState('networkidle')
      const announced = measureInitialAssets(CLIENT, routeHtmlFile(CLIENT, route.path)).scripts
      const extra = scripts.filter((src) => !announced.includes(src))
      expect(scripts.some((src) => /challenges\.cloudflare\.com/.test(src))).toBe(false)
      if (extra.length === 0) return
      // A map whose box shows on the first screen is needed at once; one below it waits for a scroll.
      // Its code may still be starting when the network goes quiet: wait for the map, then ask where it is.
      const map = page.locator('.leaflet-container').first()
      await expect(map, `scripts beyond the HTML's and no map: ${extra.join(', ')}`).toBeAttached()
      expect(
        await map.evaluate((box) => box.getBoundingClientRect().top < window.innerHeight),
        `the map's code loaded for a map below the first screen: ${extra.join(', ')}`,
      ).toBe(true)
    })
  }
})

test('the page requests its JavaScript only after the first contentful paint, then hydrates', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop is enough')
  await page.goto('/')
  await waitForHydration(page)
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
    const entry = performance
      .getEntriesByType('resource')
      .find((resource) => resource.name.includes('/assets/entries/entry-client-routing'))
    return { fcp, entryStart: entry?.startTime }
  })
  expect(timing.fcp).toBeDefined()
  expect(timing.entryStart).toBeDefined()
  expect(timing.entryStart ?? 0).toBeGreaterThanOrEqual(timing.fcp ?? Infinity)
})

test("the SEO head is in the HTML once: the page's JSON keeps just title and description, and only pageContext.json (fetched by a client-side navigation) carries the rest", () => {
  const post = routes.find((route) => route.kind === 'post')
  for (const path of ['/', post?.path ?? '']) {
    const html = fs.readFileSync(routeHtmlFile(CLIENT, path), 'utf8')
    const json = /<script id="vike_pageContext" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? ''
    expect(html).toContain('<link rel="canonical"')
    expect(html.split('@context')).toHaveLength(2)
    expect(json).toContain('"seo"')
    expect(json).not.toContain('canonical')
    expect(json).not.toContain('@context')
    expect(json).not.toContain('navigationHead')
    const navigationJson = fs.readFileSync(routeHtmlFile(CLIENT, path).replace(/\.html$/, '.pageContext.json'), 'utf8')
    expect(navigationJson).toContain('"navigationHead"')
    expect(navigationJson).toContain('@context')
  }
})
