import { expect, test } from './fixtures.ts'
import { layOutEverySection } from './fullLayout.ts'
import { expectNoHorizontalScroll } from './pageChecks.ts'
import { content, routes } from './routes.ts'

/**
 * The smallest phone the site is drawn for, 320 px wide: no page scrolls sideways, and no text
 * runs out of its box (a long word in a narrow card, a price in its offer box).
 */
for (const { path } of routes) {
  test(`${path} fits a 320 px phone: no sideways scroll, no text out of its box`, async ({ page, isMobile }) => {
    test.skip(!isMobile, 'phone width')
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto(path)
    await layOutEverySection(page)
    await expectNoHorizontalScroll(page)
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        // Text boxes: shown blocks whose children are all inline (a paragraph with its <strong>, a label,
        // a price), that let their content show past their edge. A carousel that bleeds into the page's
        // margin on purpose is a block of blocks and stays out.
        .filter((element) => element.clientWidth > 0 && getComputedStyle(element).overflowX === 'visible')
        .filter((element) => !/^(inline|contents|table)/.test(getComputedStyle(element).display))
        .filter((element) =>
          [...element.children].every((child) => /^(inline|none)/.test(getComputedStyle(child).display)),
        )
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${element.scrollWidth} > ${element.clientWidth}`,
        ),
    )
    expect(overflowing).toEqual([])
  })
}

/**
 * A phone with the browser's text at 200% (WCAG 1.4.4): the top of home keeps every word on
 * screen, and nothing covers anything (the porting button used to cover its text).
 */
test('home with the text enlarged to 200% on a phone: no heading runs off the screen, the porting button covers no text', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone width')
  await page.goto('/')
  // As a browser's text size setting does: every rem doubles. (Through the CSSOM: the CSP allows no <style>.)
  await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%', 'important'))
  const width = page.viewportSize()?.width ?? 0
  for (const selector of ['main h1', 'main h1 + p', '[class*="porting"] p', '[class*="blackFriday"] ul']) {
    const box = await page.locator(selector).first().boundingBox()
    expect(box, selector).not.toBeNull()
    expect((box?.x ?? 0) + (box?.width ?? 0), selector).toBeLessThanOrEqual(width)
  }
  const text = await page.locator('[class*="porting"] p').first().boundingBox()
  const button = await page.getByRole('link', { name: /Portar Agora/ }).boundingBox()
  const overlap =
    text &&
    button &&
    text.x < button.x + button.width &&
    button.x < text.x + text.width &&
    text.y < button.y + button.height &&
    button.y < text.y + text.height
  expect(overlap).toBeFalsy()
  // Each Black Friday price fits its box.
  for (const price of await page.locator('[class*="blackFriday"] li').all()) {
    expect(await price.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0)
  }
})

/**
 * The browser's largest preset text size ("Muito grande", 24 px instead of 16) on a 390 px phone. Unlike the 200 %
 * above, set through the CSSOM, this is the browser's own setting: the rem-based breakpoints move with it, as they
 * do for a visitor.
 */
test('every page with the browser text size at its largest preset on a phone: no sideways scroll', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'phone width')
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 390, height: 844 })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } })
  for (const { path } of routes) {
    await page.goto(path)
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize), path).toBe('24px')
    await layOutEverySection(page)
    await test.step(path, () => expectNoHorizontalScroll(page))
  }
})

/**
 * A phone held sideways has 340–390 px of height: the fixed top bar and header, slimmer there,
 * take under a quarter of it, and everything in them still fits inside.
 */
for (const viewport of [
  { width: 844, height: 390 },
  { width: 667, height: 375 },
]) {
  test(`a phone held sideways (${viewport.width}×${viewport.height}): the fixed bars take under a quarter of the screen, their controls inside them`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone')
    await page.setViewportSize(viewport)
    await page.goto('/pabx')
    await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
    const header = await page.locator('header').first().boundingBox()
    expect((header?.y ?? 0) + (header?.height ?? Infinity)).toBeLessThanOrEqual(viewport.height * 0.25)
    for (const bar of [
      page.locator('header').first(),
      page.getByRole('region', { name: content.interface.barraSuperior.rotulo }),
    ]) {
      const box = await bar.boundingBox()
      for (const control of await bar.locator('button:visible, a:visible').all()) {
        const inner = await control.boundingBox()
        if (!inner || !box) throw new Error('sem caixa')
        expect(inner.y, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(box.y - 0.5)
        expect(inner.y + inner.height, (await control.textContent()) ?? '').toBeLessThanOrEqual(
          box.y + box.height + 0.5,
        )
      }
    }
  })
}
