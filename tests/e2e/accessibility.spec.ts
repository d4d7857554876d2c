import AxeBuilder from '@axe-core/playwright'
import { chromium } from '@playwright/test'
import sharp from 'sharp'
import { routes } from './routes.ts'
import { expect, scrollIntoViewStill, test, waitForHydration } from './fixtures.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts'
import { layOutEverySection } from './fullLayout.ts'
import { faintFields, overlappingTexts, WCAG_TEXT_SPACING, weakFocusRings } from './pageChecks.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const pages = [
  ...routes.filter((route) => route.canonical === route.path).map((route) => route.path),
  '/pagina-inexistente',
]

test.describe('WCAG 2.2 A/AA (axe)', () => {
  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      // axe reads colours from what is painted at each spot: it checks the sections as they will show.
      await layOutEverySection(page)
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      const summary = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.nodes
            .map((node) => node.target.join(' '))
            .slice(0, 5)
            .join(', ')}`,
      )
      expect(summary).toEqual([])
    })
  }
})

// Chromium leaves blocks that skip their rendering (content-visibility: auto) out of the accessibility tree until
// they are rendered for good once the page is idle (lib/navigation/renderSkippedBlocks.ts). Read from Chromium's
// own tree, which is what a screen reader is given (axe and Playwright read the DOM).
async function accessibleNames(page: import('@playwright/test').Page, role: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { role?: { value?: string }; name?: { value?: string }; ignored?: boolean }[]
  }
  await cdp.detach()
  return nodes.filter((node) => !node.ignored && node.role?.value === role).map((node) => node.name?.value ?? '')
}

/** The headings of `expected` the accessibility tree does not have (yet). */
async function missingHeadings(page: import('@playwright/test').Page, expected: string[]): Promise<string[]> {
  const inTree = new Set(await accessibleNames(page, 'heading'))
  return expected.filter((name) => !inTree.has(name))
}

const domHeadings = (page: import('@playwright/test').Page) =>
  page
    .locator('main h2, main h3, footer h2, footer h3')
    .evaluateAll((headings) =>
      headings
        .filter((heading) => heading.closest('[hidden], dialog:not([open])') === null)
        .map((heading) => heading.textContent?.trim() ?? ''),
    )
const footerLinks = (page: import('@playwright/test').Page) =>
  page
    .locator('footer a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''))

test.describe("the whole page in the browser's accessibility tree", () => {
  for (const path of ['/', '/empresas', '/0800', '/blog', '/blog/portabilidade-numerica', '/termos-de-uso']) {
    test(`${path}: once the page is idle, every section and card heading and footer link is there, without a scroll`, async ({
      page,
    }) => {
      await page.goto(path)
      await waitForHydration(page)
      const headings = await domHeadings(page)
      const links = await footerLinks(page)
      expect(headings.length).toBeGreaterThan(2)
      await expect.poll(() => missingHeadings(page, headings), { timeout: 10_000 }).toEqual([])
      const inTree = new Set(await accessibleNames(page, 'link'))
      expect(links.filter((name) => !inTree.has(name))).toEqual([])
      expect(await page.evaluate(() => window.scrollY)).toBe(0)
    })
  }
})

test.describe('focus ring', () => {
  for (const path of pages) {
    test(`${path}: every focus ring stands out 3:1 from the surface around it`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await layOutEverySection(page)
      expect(await weakFocusRings(page)).toEqual([])
    })
  }

  test('menus and dialogs: the rings inside their white panels stand out too', async ({ page, isMobile }) => {
    await page.goto('/')
    await waitForHydration(page)
    // The city and country pickers hang from the navy top bar.
    for (const name of [/^Cidade:/, /^País:/]) {
      const trigger = page.getByRole('button', { name })
      await trigger.click()
      const menu = `[id="${await trigger.getAttribute('aria-controls')}"]`
      await expect(page.locator(menu)).toBeVisible()
      expect(await weakFocusRings(page, menu), String(name)).toEqual([])
      await page.keyboard.press('Escape')
    }
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menu' }).click()
      expect(await weakFocusRings(page, '#menu-principal')).toEqual([])
      await page.keyboard.press('Escape')
    }
    // The quote dialog opens from the contact page's navy hero.
    await page.goto('/fale-conosco')
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Solicite um Orçamento' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(await weakFocusRings(page, '[role="dialog"], dialog[open]')).toEqual([])
  })
})

test.describe('form fields', () => {
  // The lead form and the calculator (home), the DID search, the newsletter (blog), the quote dialog.
  for (const path of ['/', '/did', '/blog', '/fale-conosco']) {
    test(`${path}: each field's edge stands out 3:1 and its placeholder reads 4.5:1`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      await layOutEverySection(page)
      const dialogButton = page.getByRole('button', { name: 'Solicite um Orçamento' })
      if ((await dialogButton.count()) > 0) await dialogButton.click()
      expect(await page.locator('input:not([type="hidden"]), textarea').count()).toBeGreaterThan(0)
      expect(await faintFields(page)).toEqual([])
    })
  }
})

test('in forced colours (Windows high contrast) the chosen tab, calculator preset and audience still stand out, and a waiting button looks disabled', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' })
  await page.goto('/')
  await waitForHydration(page)
  const fills = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).backgroundColor))
  for (const [chosen, others] of [
    ['[role="tab"][aria-selected="true"]', '[role="tab"][aria-selected="false"]'],
    ['button[aria-pressed="true"]', 'button[aria-pressed="false"]'],
  ] as const) {
    const chosenFills = await fills(chosen)
    const otherFills = await fills(others)
    expect(chosenFills.length, chosen).toBeGreaterThan(0)
    for (const fill of chosenFills) expect(otherFills, chosen).not.toContain(fill)
  }
  // The quote form's button waits (terms not accepted): aria-disabled, it still looks disabled, in the system's GrayText.
  const grayText = await page.evaluate(() => {
    const probe = document.createElement('span')
    probe.style.forcedColorAdjust = 'none'
    probe.style.color = 'GrayText'
    document.body.append(probe)
    const color = getComputedStyle(probe).color
    probe.remove()
    return color
  })
  const waiting = page.locator('#contato button[type="submit"]')
  // The form's code loads as it nears the screen.
  await waiting.scrollIntoViewIfNeeded()
  await expect(waiting).toHaveAttribute('aria-disabled', 'true')
  // (Polled: the button's colour eases from one state to the next.)
  await expect.poll(() => waiting.evaluate((button) => getComputedStyle(button).color)).toBe(grayText)
})

/**
 * How much of a logo's wordmark (the right two thirds of its picture, past the mark) stands out
 * 3:1 from what is most of the picture, its background: the share of those pixels.
 */
async function wordmarkShare(logo: import('@playwright/test').Locator): Promise<number> {
  const { data, info } = await sharp(await logo.screenshot())
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  const pixel = (i: number) => [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0]
  const luminance = (rgb: number[]) => {
    const [r = 0, g = 0, b = 0] = rgb.map((c) =>
      c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
    )
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const counts = new Map<string, number>()
  for (let i = 0; i < data.length; i += 3) counts.set(pixel(i).join(), (counts.get(pixel(i).join()) ?? 0) + 1)
  const background = luminance(([...counts].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '0,0,0').split(',').map(Number))
  let standing = 0
  let total = 0
  for (let y = 0; y < info.height; y++) {
    for (let x = Math.floor(info.width / 3); x < info.width; x++) {
      const [light, dark] = [luminance(pixel((y * info.width + x) * 3)), background].sort((a, b) => b - a)
      total++
      if (((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) >= 3) standing++
    }
  }
  return standing / total
}

for (const colorScheme of ['dark', 'light'] as const) {
  test(`in a ${colorScheme} high contrast theme the logos of the header and the footer can still be read`, async ({
    page,
  }) => {
    await page.emulateMedia({ forcedColors: 'active', colorScheme })
    await page.goto('/')
    await waitForHydration(page)
    const footerLogo = page.locator('footer img').first()
    // A screenshot clips the page where the logo was measured: a page still moving under the fixed header put the
    // text behind it in the header logo's picture.
    await scrollIntoViewStill(footerLogo)
    await expect
      .poll(() => footerLogo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    // Images are left as drawn: the header's navy wordmark sat on black (dark), the footer's white one on white (light).
    for (const logo of [page.locator('header a img').first(), footerLogo]) {
      expect(await wordmarkShare(logo)).toBeGreaterThan(0.1)
    }
  })
}

// Chrome's auto dark mode on Android and Samsung Internet's dark mode repaint every site dark on
// guesses, through the same engine as this switch: the header's navy wordmark sank into a darkened
// header. A browser of its own: the switch is a launch setting.
test('a browser that darkens every site leaves the site in the colours it is drawn in', async ({
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'a phone-sized page in a browser of its own: once is enough')
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--blink-settings=forceDarkModeEnabled=true'],
  })
  try {
    const context = await browser.newContext({ baseURL, colorScheme: 'dark', viewport: { width: 390, height: 844 } })
    await context.addInitScript(() => localStorage.setItem('nuvox:consentimento-cookies', 'accepted'))
    await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort())
    const page = await context.newPage()
    await page.goto('/')
    await waitForHydration(page)
    expect(await wordmarkShare(page.locator('header a img').first())).toBeGreaterThan(0.1)
  } finally {
    await browser.close()
  }
})

test.describe('in forced colours (Windows high contrast)', () => {
  test.use({ storedConsent: null })
  /** Whether an element has an edge all round: an outline, or a border on each side (the mode draws either in the text colour). */
  const edged = (element: import('@playwright/test').Locator) =>
    element.evaluate((node) => {
      const style = getComputedStyle(node)
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1
      const borders = (['Top', 'Right', 'Bottom', 'Left'] as const).every(
        (side) =>
          style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
          parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
      )
      return outline || borders
    })

  // Each stood apart from the page by its shadow alone, which the mode drops: the cookie dialog
  // and the phone menu ran into the page behind them, a map popup into the map.
  test('what floats over the page keeps an edge: the cookie dialog, the menu or tooltip, a map popup', async ({
    page,
    isMobile,
  }) => {
    await page.emulateMedia({ forcedColors: 'active' })
    await page.goto('/')
    const dialog = page.getByRole('dialog', { name: 'Sua privacidade' })
    await expect(dialog).toBeVisible()
    expect(await edged(dialog)).toBe(true)
    await dialog.getByRole('button', { name: 'Recusar' }).click()
    await waitForHydration(page)
    if (isMobile) {
      await page.getByRole('button', { name: 'Abrir menu' }).click()
      const menu = page.locator('#menu-principal')
      await expect(menu).toBeVisible()
      expect(await edged(menu)).toBe(true)
      await page.keyboard.press('Escape')
    } else {
      await page.getByRole('button', { name: /Acessibilidade/ }).hover()
      const tooltip = page.getByRole('tooltip')
      await expect(tooltip).toBeVisible()
      expect(await edged(tooltip)).toBe(true)
    }
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    // A pin on its own (not in a group of nearby ones) opens its popup at once.
    await page.locator('#cobertura img.leaflet-marker-icon').first().dispatchEvent('click')
    const popup = page.locator('.leaflet-popup-content-wrapper')
    await expect(popup).toBeVisible()
    expect(await edged(popup)).toBe(true)
  })
})

test.describe('the cookie dialog (axe)', () => {
  test.use({ storedConsent: null })
  test('open, with its details shown, it has no violations', async ({ page }) => {
    await page.goto('/empresas')
    const dialog = page.getByRole('dialog', { name: 'Sua privacidade' })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Ver detalhes' }).click()
    await expect(dialog.locator('ul')).toBeVisible()
    const results = await new AxeBuilder({ page }).include('dialog[open]').withTags(WCAG_TAGS).analyze()
    expect(
      results.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
    ).toEqual([])
  })
})

test.describe('focus ring in the cookie dialog', () => {
  test.use({ storedConsent: null })
  test("every ring in the first visit's dialog stands out", async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('dialog', { name: 'Sua privacidade' })).toBeVisible()
    expect(await weakFocusRings(page, '[role="dialog"], dialog[open]')).toEqual([])
  })
})

test.describe('text spacing (WCAG 1.4.12)', () => {
  // The site's CSP refuses a user stylesheet put in by script; a reader's extension is not bound by it.
  test.use({ bypassCSP: true })
  const spaced = async (page: import('@playwright/test').Page, path: string) => {
    await page.goto(path)
    await waitForHydration(page)
    await layOutEverySection(page)
    await page.addStyleTag({ content: WCAG_TEXT_SPACING })
    return overlappingTexts(page, 'body')
  }
  for (const path of pages) {
    test(`${path}: with wider letters, words and lines, no text runs over other text`, async ({ page }) => {
      expect(await spaced(page, path)).toEqual([])
    })
  }
  test('at 1200 px, the narrowest width with the four audiences side by side, the top bar and the banners keep their text apart too', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the desktop top bar and banner layout')
    await page.setViewportSize({ width: 1200, height: 800 })
    expect(await spaced(page, '/')).toEqual([])
  })
})
