import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser.ts'
import { expect, test } from './fixtures.ts'
import { content } from './routes.ts'

// The first card's image is the largest paint of /blog on a phone. The cards below it skip their rendering
// (data-deferred-render), so their lazy images leave it the connections and bandwidth: on a slow connection Chromium
// fetches lazy images up to 2,500 px below the screen, while a skipped block renders once it is 1.5 screens away.

// A browser of its own: the connection Chromium believes it has is a launch flag.
test.use({
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--force-effective-connection-type=3G'] },
})

test('/blog on a phone: a card more than 2.5 screens down fetches its image after the first paint, and shows it once scrolled to', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone-sized screen')
  await page.goto('/blog')
  const screen = page.viewportSize()?.height ?? 0
  const cards = page.locator('section#destaques > div > ul > li')
  await expect(cards).toHaveCount(content.posts.length)
  await expect(cards.nth(0)).not.toHaveAttribute('data-deferred-render')
  for (let index = 1; index < content.posts.length; index++)
    await expect(cards.nth(index)).toHaveAttribute('data-deferred-render', '')
  // The paint's entry is queued after the paint itself.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1)
  // What was fetched before the first paint, and where each card lies once every block is laid out.
  const { far, early } = await page.evaluate((screenHeight) => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0
    const fetchedEarly = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < fcp)
      .map((entry) => new URL(entry.name).pathname)
    document.documentElement.setAttribute('data-layout', 'full')
    const images = [...document.querySelectorAll<HTMLImageElement>('section#destaques li img')]
    const farImages = images
      .filter((img) => img.getBoundingClientRect().top > 2.5 * screenHeight)
      .map((img) => new URL(img.src).pathname.replace(/\.webp$/, ''))
    document.documentElement.removeAttribute('data-layout')
    return { far: farImages, early: fetchedEarly }
  }, screen)
  expect(far.length, 'cards more than 2.5 screens down').toBeGreaterThan(0)
  expect(early.filter((fetched) => far.some((stem) => fetched.startsWith(stem)))).toEqual([])
  const last = cards.last().locator('img')
  await last.scrollIntoViewIfNeeded()
  await expect.poll(() => last.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
})
