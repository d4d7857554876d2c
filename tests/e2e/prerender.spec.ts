import { canonicalOf, content, expectedTitle, routes } from './routes.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

test.describe('every route is prerendered (JavaScript disabled)', () => {
  test.use({ javaScriptEnabled: false })

  for (const route of routes) {
    test(`${route.path} shows its H1, title and canonical without JavaScript`, async ({ page }) => {
      const response = await page.goto(route.path)
      expect(response?.status()).toBe(200)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('h1')).toHaveText(route.h1)
      await expect(page).toHaveTitle(expectedTitle(route.title))
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(route.canonical))
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', route.description)
      await expect(page.locator('html')).toHaveAttribute('lang', 'pt-BR')
      // The layout is part of the prerendered HTML too.
      await expect(page.locator('header').first()).toBeVisible()
      await expect(page.locator('footer')).toContainText(content.site.razaoSocial)
    })
  }

  test('the quote form says why it cannot be sent, and where else to turn, instead of a button that does nothing', async ({
    page,
  }) => {
    await page.goto('/#contato')
    const form = page.locator('#contato form')
    await expect(form.locator('button[type="submit"]')).toBeDisabled()
    // (getByText does not look inside <noscript>.)
    const note = form.locator('noscript p')
    await expect(note).toBeVisible()
    await expect(note).toHaveText(content.leadForm.dicaEnvio.semJavascript)
  })
})

test('with JavaScript the no-JavaScript note of the quote form is not shown', async ({ page }) => {
  await page.goto('/#contato')
  // Under CI load the page's hydration alone can outlast expect's 5 s; the form's code comes after it.
  await waitForHydration(page)
  await expect(page.locator('#contato form')).toHaveAttribute('data-ready', 'true')
  await expect(page.locator('#contato form noscript')).toBeHidden()
})

test.describe('aliases', () => {
  for (const [alias, canonical] of [
    ['/home', '/'],
    ['/home-new', '/'],
    ['/numero0800', '/0800'],
  ] as const) {
    test(`${alias} shows the page of ${canonical} with its canonical`, async ({ page }) => {
      const main = routes.find((r) => r.path === canonical)
      await page.goto(alias)
      await expect(page.locator('h1')).toHaveText(main?.h1 ?? '')
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf(canonical))
    })
  }
})

test.describe('404', () => {
  test('an unknown path answers 404 with its texts and logs the path', async ({ page }) => {
    const messages: string[] = []
    page.on('console', (message) => messages.push(message.text()))
    const response = await page.goto('/pagina-que-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Oops! Page not found')
    const home = page.getByRole('link', { name: 'Return to Home' })
    await expect(home).toHaveAttribute('href', '/')
    // English on a Portuguese page: marked so, screen readers pronounce it in English.
    await expect(page.locator('h1')).toHaveAttribute('lang', 'en')
    await expect(home).toHaveAttribute('lang', 'en')
    await expect.poll(() => messages.some((text) => text.includes('/pagina-que-nao-existe'))).toBe(true)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex')
  })

  test('an unknown blog post is a 404 too', async ({ page }) => {
    const response = await page.goto('/blog/post-que-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Oops! Page not found')
  })
})

test.describe('SEO files', () => {
  test('sitemap.xml lists canonical routes only, each with its own lastmod', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    const expected = routes.filter((r) => r.canonical === r.path).map((r) => canonicalOf(r.path))
    expect(locs.sort()).toEqual(expected.sort())
    expect(xml).not.toContain('/home<')
    expect(xml).not.toContain('/numero0800')
    const lastmods = new Set([...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((m) => m[1]))
    expect(lastmods.size).toBeGreaterThan(1)
  })

  test('robots.txt points at the sitemap', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text()
    expect(text).toContain(`Sitemap: ${canonicalOf('/sitemap.xml')}`)
  })

  test('a post carries BlogPosting JSON-LD and Open Graph article tags', async ({ page }) => {
    const post = content.posts[0]
    if (!post) throw new Error('sem posts')
    await page.goto(`/blog/${post.id}`)
    const graph = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')[
      '@graph'
    ] as { '@type': string; headline?: string; datePublished?: string; keywords?: string }[]
    expect(graph.map((node) => node['@type'])).toEqual(
      expect.arrayContaining(['Organization', 'WebSite', 'BlogPosting', 'BreadcrumbList']),
    )
    const posting = graph.find((node) => node['@type'] === 'BlogPosting')
    expect(posting?.headline).toBe(post.frontmatter.title)
    // A date with São Paulo's offset, and the post's own tags as keywords.
    expect(posting?.datePublished).toBe(`${post.frontmatter.publishDate}T00:00:00-03:00`)
    expect(posting?.keywords).toBe(post.frontmatter.tags.join(', '))
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article')
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      `${post.frontmatter.publishDate}T00:00:00-03:00`,
    )
    // The sharing image is a JPEG the server has (LinkedIn does not preview WebP).
    const shared = new URL((await page.locator('meta[property="og:image"]').getAttribute('content')) ?? '')
    expect(shared.pathname).toMatch(/\.jpg$/)
    const image = await page.request.get(shared.pathname)
    expect(image.status()).toBe(200)
    expect(image.headers()['content-type']).toBe('image/jpeg')
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  test("the coverage map's box says the map needs JavaScript instead of 'Carregando mapa' for good (the contact pages: careers-contact.spec)", async ({
    page,
  }) => {
    await page.goto('/')
    const box = page.getByText(content.interface.mapa.semJavascript)
    await box.scrollIntoViewIfNeeded()
    await expect(box).toBeVisible()
    await expect(page.getByText('Carregando mapa')).toBeHidden()
  })
})

test("with JavaScript, the map box keeps 'Carregando mapa' and never shows the no-JavaScript notice", async ({
  page,
}) => {
  await page.goto('/fale-conosco')
  await expect(page.getByText(content.interface.mapa.semJavascript)).toBeHidden()
  await expect(page.getByRole('button', { name: 'Solicite um Orçamento' })).toBeVisible()
})
