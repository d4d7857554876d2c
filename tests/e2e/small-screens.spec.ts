import { expect, test } from './fixtures.ts'
import { layOutEverySection } from './fullLayout.ts'
import { expectNoHorizontalScroll } from './pageChecks.ts'
import { routes } from './routes.ts'

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
        .filter((element) => [...element.children].every((child) => /^(inline|none)/.test(getComputedStyle(child).display)))
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .map((element) => `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 30)}" ${element.scrollWidth} > ${element.clientWidth}`),
    )
    expect(overflowing).toEqual([])
  })
}
