import type { Page } from '@playwright/test'
import { NAVIGATION_HEAD_SELECTOR } from '../../lib/seo/navigationHead.ts'
import { clickWhenStill, everyBlockRendered, expect, test, waitForHydration, whenStill } from './fixtures.ts'
import { offsetBelowHeader, positionSaved } from './pageChecks.ts'
import { content } from './routes.ts'

test('client-side navigation scrolls the page and every scrollable container to the top', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the sticky table of contents scrolls on its own only on desktop')
  await page.goto('/politica-privacidade')
  await waitForHydration(page)
  const toc = page.locator('nav[aria-labelledby="sumario-titulo"]')
  await page.evaluate(() => window.scrollTo(0, 1500))
  await toc.evaluate((element) => {
    element.style.maxHeight = '120px'
    element.scrollTop = 200
  })
  expect(await toc.evaluate((element) => element.scrollTop)).toBeGreaterThan(0)
  // A footer link: a client-side (push) navigation, no full reload.
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
  await clickWhenStill(page.locator('footer').getByRole('link', { name: 'Política de Cookies' }))
  await expect(page).toHaveURL(/\/politica-cookies$/)
  await expect(page.locator('h1')).toHaveText('Política de Cookies')
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  const scrolled = await page.evaluate(
    () => [...document.querySelectorAll('body *')].filter((element) => element.scrollTop !== 0).length,
  )
  expect(scrolled).toBe(0)
})

test('a link followed far down a page never paints the next page at the old scroll position (slow phone): it shows at its top at once', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: 100 * 1024,
    uploadThroughput: 50 * 1024,
  })
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000)
  // Before each frame is painted: which page's heading is on screen, and where.
  await page.evaluate(() => {
    const frames: [string, number][] = []
    ;(window as unknown as { __frames: typeof frames }).__frames = frames
    const record = () => {
      frames.push([document.querySelector('h1')?.textContent ?? '', Math.round(window.scrollY)])
      requestAnimationFrame(record)
    }
    requestAnimationFrame(record)
  })
  await clickWhenStill(page.locator('footer a[href="/pabx"]').first())
  const heading = content.productPages.paginas.find((item) => item.caminho === '/pabx')?.h1 ?? ''
  await expect(page.locator('h1')).toHaveText(heading)
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  const frames = await page.evaluate(() => (window as unknown as { __frames: [string, number][] }).__frames)
  const nextPage = frames.filter(([title]) => title === heading)
  expect(nextPage.length).toBeGreaterThan(0)
  expect(nextPage.filter(([, y]) => y !== 0)).toEqual([])
})

test("following a link moves the focus to the new page's content, so the next Tab starts at its top", async ({
  page,
}) => {
  await page.goto('/blog')
  await waitForHydration(page)
  const link = page.locator('footer').getByRole('link', { name: 'PABX Virtual' })
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page.locator('h1')).toHaveText(content.productPages.paginas.find((p) => p.caminho === '/pabx')?.h1 ?? '')
  await expect(page.locator('main')).toBeFocused()
  await page.keyboard.press('Tab')
  // The first stop inside the page's content, not the footer link after the one followed.
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(400)
})

test('Back returns the focus to the link that was followed, so the next Tab goes on from there', async ({ page }) => {
  const post = content.posts[0]
  if (!post) throw new Error('sem posts')
  await page.goto('/blog')
  await waitForHydration(page)
  const link = page.locator('main').locator(`a[href="/blog/${post.id}"]`).first()
  await link.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`))
  await expect(page.locator('main')).toBeFocused()
  await page.goBack()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(link).toBeFocused()
})

/** Everything in the head that describes the page: title, description, canonical, Open Graph, Twitter card, article tags, RSS link, robots, JSON-LD. */
function pageHead(page: Page) {
  return page.evaluate(
    (selector) => [
      document.title,
      ...[
        ...document.head.querySelectorAll(
          `${selector}, meta[name="description"], meta[property="og:title"], meta[property="og:description"]`,
        ),
      ]
        .map((element) => element.outerHTML)
        .sort(),
    ],
    NAVIGATION_HEAD_SELECTOR,
  )
}

test("a client-side navigation leaves the head exactly as the new page's own HTML has it", async ({ page }) => {
  const post = content.posts[0]
  if (!post) throw new Error('sem posts')
  const expected = new Map<string, string[]>()
  for (const path of [`/blog/${post.id}`, '/politica-privacidade', '/']) {
    await page.goto(path)
    expected.set(path, await pageHead(page))
  }
  await page.goto('/blog')
  await waitForHydration(page)
  const blogHead = await pageHead(page)
  await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))

  // A post: its canonical, og:type article, article:* tags and BlogPosting replace the list's.
  await page.locator(`a[href="/blog/${post.id}"]`).first().click()
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`))
  await expect.poll(() => pageHead(page)).toEqual(expected.get(`/blog/${post.id}`))
  expect(await pageHead(page)).not.toEqual(blogHead)
  // A page without a feed and with a WebPage: nothing of the post stays behind.
  await clickWhenStill(page.locator('footer').getByRole('link', { name: 'Política de Privacidade' }))
  await expect(page).toHaveURL(/\/politica-privacidade$/)
  await expect.poll(() => pageHead(page)).toEqual(expected.get('/politica-privacidade'))
  // Back to a page already visited.
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`))
  await expect.poll(() => pageHead(page)).toEqual(expected.get(`/blog/${post.id}`))
  await page.locator('header').getByRole('link', { name: content.site.nome }).first().click()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => pageHead(page)).toEqual(expected.get('/'))
  expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
})

// A link from outside (an e-mail, a search result, the blog's 'Solicitar Orçamento') opens home at
// an anchor: the browser scrolls before any script runs, so every block above the section must
// already have its final height (no lazy placeholder that grows, no skipped rendering).
for (const anchor of ['servicos', 'integracoes', 'planos', 'cobertura', 'contato']) {
  test(`a page opened at #${anchor} lands on the section, just below the fixed header, and stays there`, async ({
    page,
  }) => {
    // Every position the page scrolls through, read inside the page: a jump is one position, an
    // animated scroll (even a short one, over before the test could look) passes through many.
    await page.addInitScript((id) => {
      const offsets: number[] = ((window as unknown as { __scrollOffsets: number[] }).__scrollOffsets = [])
      window.addEventListener('scroll', () => {
        const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
        offsets.push((document.getElementById(id)?.getBoundingClientRect().top ?? Number.NaN) - padding)
      })
    }, anchor)
    const scrollOffsets = () =>
      page.evaluate(() => (window as unknown as { __scrollOffsets: number[] }).__scrollOffsets.map(Math.abs))
    await page.goto(`/#${anchor}`)
    const offset = async () => Math.abs(await offsetBelowHeader(page, anchor))
    // Within a pixel: the header's height is a fraction of a rem.
    expect(await offset()).toBeLessThanOrEqual(1)
    await waitForHydration(page)
    // Hydration, the video poster, the map's box and the carousel are all in place by now.
    await page.waitForTimeout(500)
    expect(await offset()).toBeLessThanOrEqual(1)
    // Straight there: the page never stood anywhere between the top and the section.
    expect((await scrollOffsets()).filter((value) => value > 1)).toEqual([])
  })
}

/**
 * Scrolls the way a visitor does, at most half a screen at a time, until the section's top is just
 * below the header: every section passed on the way renders, as it would under a finger or a wheel.
 */
async function scrollDownTo(page: import('@playwright/test').Page, id: string): Promise<void> {
  for (let step = 0; step < 100; step++) {
    const offset = await offsetBelowHeader(page, id)
    if (Math.abs(offset) < 1) return
    await page.evaluate(async (by) => {
      window.scrollBy({ top: Math.min(by, window.innerHeight / 2), behavior: 'instant' })
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    }, offset)
  }
  throw new Error(`#${id} não foi alcançado`)
}

// Sections off screen skip their rendering and count with an estimated height until then
// (components/Section.module.css): a position restored by the browser or by the router must still
// show what the visitor was reading.
test('a reload in the middle of home comes back to the same place', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await scrollDownTo(page, 'cobertura')
  const before = await offsetBelowHeader(page, 'cobertura')
  await page.reload()
  await waitForHydration(page)
  await page.waitForTimeout(500)
  expect(Math.abs((await offsetBelowHeader(page, 'cobertura')) - before)).toBeLessThanOrEqual(1)
})

test('back and forward return to where the visitor was on each page', async ({ page }) => {
  await page.goto('/')
  await waitForHydration(page)
  await scrollDownTo(page, 'cobertura')
  const onHome = await offsetBelowHeader(page, 'cobertura')
  await positionSaved(page)
  // Clicked where it is, without scrolling to it first: the position left behind stays the visitor's.
  await page
    .locator('footer')
    .getByRole('link', { name: 'Política de Cookies' })
    .evaluate((link: HTMLElement) => link.click())
  await expect(page.locator('h1')).toHaveText('Política de Cookies')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
  await positionSaved(page)
  await page.goBack()
  await expect(page.locator('h1')).toHaveId('inicio-titulo')
  await expect.poll(async () => Math.abs((await offsetBelowHeader(page, 'cobertura')) - onHome)).toBeLessThanOrEqual(1)
  await positionSaved(page)
  await page.goForward()
  await expect(page.locator('h1')).toHaveText('Política de Cookies')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(600)
})

test('a link followed right after a scroll: Back returns to where the visitor was when they tapped it, not to where they were before', async ({
  page,
}) => {
  await page.goto('/blog')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo({ top: 1200, behavior: 'instant' }))
  await positionSaved(page)
  // Within Vike's 300 ms: its own save of the new position has not run yet.
  await page.evaluate(() => {
    window.scrollBy({ top: 500, behavior: 'instant' })
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main a[href^="/blog/"]')].find((a) => {
      const box = a.getBoundingClientRect()
      return box.top > 120 && box.bottom < window.innerHeight
    })
    if (!link) throw new Error('nenhum link de post na tela')
    link.click()
  })
  await expect(page).toHaveURL(/\/blog\/[^/]+$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/blog$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1700)
})

test('a jump on home right after a scroll: Back returns to where the visitor was when they tapped it', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  // Every section drawn, so no height changes under the positions compared.
  await everyBlockRendered(page)
  await page.evaluate(() => window.scrollTo({ top: 600, behavior: 'instant' }))
  await positionSaved(page)
  // Within the router's 300 ms: its own save of the new position has not run yet.
  await page.evaluate(() => {
    window.scrollBy({ top: 300, behavior: 'instant' })
    document.querySelector<HTMLAnchorElement>('footer a[href="/#integracoes"]')?.click()
  })
  await expect(page).toHaveURL(/\/#integracoes$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/$/)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(900)
})

test('after a jump to the bottom (sections passed over never drawn), Back returns to the same content, not the same pixel count on a page grown taller', async ({
  page,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }))
  const link = page.locator('footer a[href="/vagas"]')
  // Where the visitor sees it: once the sections jumped over are drawn (a frame later, they can move it).
  await whenStill(link)
  const before = (await link.boundingBox())?.y ?? NaN
  await link.evaluate((element: HTMLElement) => element.click())
  await expect(page.locator('h1')).not.toHaveId('inicio-titulo')
  await page.goBack()
  await expect(page.locator('h1')).toHaveId('inicio-titulo')
  // Back must show the same content. At the very bottom of the page, a few pixels of page height
  // that settle later move the link as much: one CI run on this 2-core host measured 3 px, which
  // no visitor sees.
  await expect.poll(async () => Math.abs(((await link.boundingBox())?.y ?? Infinity) - before)).toBeLessThanOrEqual(8)
})

test('Back to a post returns to the paragraph the reader left, not to the related posts at its end (its body is shown at once, the page at its full height)', async ({
  page,
}) => {
  const post = content.posts[0]
  if (!post) throw new Error('sem posts')
  const bodyRequests: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'fetch' && request.url().endsWith(`/blog/${post.id}`))
      bodyRequests.push(request.url())
  })
  await page.goto(`/blog/${post.id}`)
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo({ top: 2000, behavior: 'instant' }))
  await positionSaved(page)
  const paragraph = page.locator('[data-post-body] p')
  const inView = await paragraph.evaluateAll((items) =>
    items.findIndex((item) => item.getBoundingClientRect().top > 150),
  )
  await page.locator('header a[href="/"]').first().click()
  await expect(page.locator('h1')).toHaveId('inicio-titulo')
  await page.goBack()
  await expect(page.locator('h1')).toHaveText(post.frontmatter.title)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(2000)
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => window.scrollY)).toBe(2000)
  expect(
    await paragraph.evaluateAll((items) => items.findIndex((item) => item.getBoundingClientRect().top > 150)),
  ).toBe(inView)
  expect(bodyRequests).toEqual([])
})

test("a slow navigation says what is loading ('Carregando posts...' for the blog) and clears it when the page arrives", async ({
  page,
  isMobile,
}) => {
  const post = content.posts[0]
  if (!post) throw new Error('sem posts')
  await page.goto('/vagas')
  await waitForHydration(page)
  const status = page.getByRole('status').filter({ hasText: /^Carregando/ })
  await expect(status).toHaveCount(0)
  // Hold the page data of the next page back, as a slow connection would.
  let release: () => void = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/index\.pageContext\.json$/, async (route) => {
    await held
    await route.continue()
  })
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.locator('header').getByRole('link', { name: 'Blog' }).click({ noWaitAfter: true })
  await expect(status).toHaveText(content.blog.lista.carregando)
  await expect(status).toBeVisible()
  // The page it leaves is still shown, and nothing moved.
  await expect(page.locator('h1')).toHaveText('Trabalhe Conosco')
  release()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(status).toHaveCount(0)

  // A post has its own text.
  let releasePost: () => void = () => {}
  const heldPost = new Promise<void>((resolve) => (releasePost = resolve))
  await page.unrouteAll()
  await page.route(/\/index\.pageContext\.json$/, async (route) => {
    await heldPost
    await route.continue()
  })
  await page.locator(`a[href="/blog/${post.id}"]`).first().click({ noWaitAfter: true })
  await expect(status).toHaveText(content.blog.post.carregando)
  releasePost()
  await expect(page).toHaveURL(new RegExp(`/blog/${post.id}$`))
  await expect(page.locator('h1')).toHaveText(post.frontmatter.title)
})

test("a link whose next page's data fails hands the address to the browser, which loads the page itself", async ({
  page,
  isMobile,
}) => {
  await page.goto('/vagas')
  await waitForHydration(page)
  // The data fails once; the page's own HTML still arrives.
  await page.route('**/blog/index.pageContext.json', (route) => route.abort('internetdisconnected'), { times: 1 })
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.locator('header').getByRole('link', { name: 'Blog' }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.locator('h1')).toHaveText(content.pages.paginas.find((p) => p.caminho === '/blog')?.h1 ?? 'sem h1')
  expect(
    await page.evaluate(
      () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type,
    ),
  ).toBe('reload')
})

test("offline, a link shows the browser's offline page; Back brings the page back where the visitor left it", async ({
  page,
  context,
  isMobile,
}) => {
  // Back offline reads the page from the browser's cache, which any route turns off; this page asks nothing outside.
  await page.unrouteAll()
  await page.goto('/vagas')
  await waitForHydration(page)
  await page.evaluate(() => window.scrollTo(0, 600))
  await context.setOffline(true)
  if (isMobile) await page.getByRole('button', { name: 'Abrir menu' }).click()
  await page.locator('header').getByRole('link', { name: 'Blog' }).click({ noWaitAfter: true })
  await expect(page).toHaveURL(/^chrome-error:/)
  await page.goBack()
  await expect(page.locator('h1')).toHaveText('Trabalhe Conosco')
  await waitForHydration(page)
  expect(await page.evaluate(() => window.scrollY)).toBe(600)
  // Online again, further down, Forward and Back: the page comes back where the visitor was last, not at 600 px.
  await context.setOffline(false)
  await page.evaluate(() => window.scrollTo(0, 1500))
  await page.goForward()
  await expect(page.locator('h1')).toHaveText(content.pages.paginas.find((p) => p.caminho === '/blog')?.h1 ?? 'sem h1')
  await page.goBack()
  await expect(page.locator('h1')).toHaveText('Trabalhe Conosco')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1500)
})
