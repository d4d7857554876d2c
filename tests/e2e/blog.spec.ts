import { XMLParser } from 'fast-xml-parser'
import type { Locator } from '@playwright/test'
import { findRelatedPosts } from '../../lib/blog/findRelatedPosts.ts'
import type { ContentPost as PostFile } from '../../lib/content/content.ts'
import { formatDateLong, formatRfc822Date } from '../../lib/format/formatDate.ts'
import { renderMarkdown } from '../../lib/markdown/renderMarkdown.ts'
import { canonicalOf, content } from './routes.ts'
import { expect, scrollIntoViewStill, test } from './fixtures.ts'
import { postMarkdown } from '../shared/postMarkdown.ts'
import { expectNoHorizontalScroll, openHydrated, readingMeasure } from './pageChecks.ts'

/** The blog's list and its posts, with their exact texts. */

const posts = content.posts
// 'Posts em Destaque': every post, the featured ones first.
const highlighted = [
  ...posts.filter((post) => post.frontmatter.featured),
  ...posts.filter((post) => !post.frontmatter.featured),
]
const recent = posts.slice(0, 5)
const fallbackImage = content.blog.imagemPadrao
const related = (post: PostFile) =>
  findRelatedPosts(
    { id: post.id, tags: post.frontmatter.tags },
    posts.map((p) => ({ ...p, tags: p.frontmatter.tags })),
    3,
  )
const postWithManyTagsRelated = posts.find((post) => related(post).some((other) => other.frontmatter.tags.length > 3))

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The first paragraph of a post's markdown as the page shows it (markdown marks removed). */
function firstParagraph(post: PostFile): string {
  const line =
    postMarkdown(post)
      .split('\n')
      .find((text) => /^[\p{L}\d]/u.test(text.trim())) ?? ''
  return line.replace(/\*\*|\*|`/g, '').slice(0, 80)
}

async function expectCard(card: Locator, post: PostFile, maxTags: number) {
  const fm = post.frontmatter
  await expect(card.locator('img').first()).toHaveAttribute('src', fm.image ?? fallbackImage)
  await expect(card).toContainText(fm.category)
  await expect(card.locator('time')).toHaveText(formatDateLong(fm.publishDate))
  await expect(card.locator('time')).toHaveAttribute('datetime', fm.publishDate)
  await expect(card).toContainText(fm.readTime)
  await expect(card.getByRole('heading', { name: fm.title })).toBeVisible()
  await expect(card).toContainText(fm.excerpt)
  const tags = card.locator('ul li')
  const shown = fm.tags.slice(0, maxTags)
  for (const [index, tag] of shown.entries()) await expect(tags.nth(index)).toHaveText(tag)
  return { tags, shown }
}

test.describe('/blog', () => {
  test('hero: Solicitar Orçamento goes to /#contato, Acessar Portal opens the portal login in a new tab', async ({
    page,
  }) => {
    await page.goto('/blog')
    const hero = page.locator('main > div').first()
    await expect(hero.getByRole('link', { name: 'Solicitar Orçamento' })).toHaveAttribute('href', '/#contato')
    const portal = hero.getByRole('link', { name: /Acessar Portal/ })
    await expect(portal).toHaveAttribute('href', content.site.links.portalCliente)
    await expect(portal).toHaveAttribute('target', '_blank')
    await expect(portal).toHaveAttribute('rel', /noopener/)
  })

  test("'Posts em Destaque': a card for every post, featured first, with image, category, pt-BR date, read time, title, excerpt, up to 3 tags and 'Ler Mais'", async ({
    page,
  }) => {
    await page.goto('/blog')
    const section = page.locator('section#destaques')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Posts em Destaque')
    const cards = section.locator('article')
    await expect(cards).toHaveCount(posts.length)
    for (const [index, post] of highlighted.entries()) {
      const card = cards.nth(index)
      const { tags, shown } = await expectCard(card, post, 3)
      await expect(tags).toHaveCount(shown.length)
      await expect(card.getByRole('link', { name: /^Ler Mais/ })).toHaveAttribute('href', `/blog/${post.id}`)
    }
  })

  test("'Posts em Destaque' leaves no card alone in its last row, whatever the number of posts: the first card takes the spare cells and lays out as a row", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'one column on a phone')
    // Hydrated first: React must not meet the list the test cuts down.
    await openHydrated(page, '/blog')
    const grid = page.locator('section#destaques ul').first()
    for (const width of [800, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      for (let count = 3; count <= Math.min(posts.length, 9); count++) {
        const measure = () =>
          grid.evaluate((list, keep) => {
            // Removed, not hidden: the layout counts the list's items, hidden or not.
            const holder = list as HTMLElement & { allItems?: HTMLElement[] }
            holder.allItems ??= [...list.children] as HTMLElement[]
            const shown = holder.allItems.slice(0, keep)
            list.replaceChildren(...shown)
            const last = shown[shown.length - 1]?.getBoundingClientRect()
            const first = shown[0]?.querySelector('a')?.getBoundingClientRect()
            const title = shown[0]?.querySelector('h3')?.getBoundingClientRect()
            return {
              listRight: list.getBoundingClientRect().right,
              lastRight: last?.right ?? 0,
              firstWidth: shown[0]?.getBoundingClientRect().width ?? 0,
              cellWidth: Math.min(...shown.slice(1).map((item) => item.getBoundingClientRect().width)),
              imageBesideTitle: first && title ? first.right <= title.left : false,
            }
          }, count)
        let layout = await measure()
        // The last card ends at the grid's right edge: no empty cell after it (measured again until
        // the browser has applied the new viewport).
        await expect
          .poll(
            async () => {
              layout = await measure()
              return Math.abs(layout.listRight - layout.lastRight)
            },
            { message: `${count} posts at ${width} px` },
          )
          .toBeLessThan(1)
        const widened = layout.firstWidth > layout.cellWidth + 1
        if (widened)
          expect(layout.imageBesideTitle, `${count} posts at ${width} px: the wide first card is a row`).toBe(true)
      }
    }
  })

  test("'Posts Recentes': the 5 newest posts with author, up to 4 tags and 'Ler Artigo Completo'", async ({ page }) => {
    await page.goto('/blog')
    const section = page.locator('section#recentes')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Posts Recentes')
    const cards = section.locator('article')
    await expect(cards).toHaveCount(5)
    const dates = recent.map((post) => post.frontmatter.publishDate)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const [index, post] of recent.entries()) {
      const card = cards.nth(index)
      const { tags, shown } = await expectCard(card, post, 4)
      await expect(tags).toHaveCount(shown.length)
      await expect(card).toContainText(post.frontmatter.author)
      await expect(card.getByRole('link', { name: /^Ler Artigo Completo/ })).toHaveAttribute('href', `/blog/${post.id}`)
    }
  })

  test("'Posts Recentes' as rows: each image sits in the middle of the panel beside the text, no blank band under it", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'rows from the tablet width up')
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/blog')
      const panels = await page.locator('section#recentes article a[aria-hidden="true"]').evaluateAll((links) =>
        links.map((link) => {
          const panel = link.getBoundingClientRect()
          const image = (link.querySelector('img') as HTMLImageElement).getBoundingClientRect()
          return {
            above: Math.round(image.top - panel.top),
            below: Math.round(panel.bottom - image.bottom),
            beside: image.width < panel.width * 2,
          }
        }),
      )
      expect(panels).toHaveLength(5)
      for (const panel of panels) {
        expect(panel.beside, `${width} px: a row`).toBe(true)
        expect(
          Math.abs(panel.above - panel.below),
          `${width} px: ${panel.above} px above the image, ${panel.below} px below`,
        ).toBeLessThanOrEqual(1)
      }
    }
  })

  test("newsletter 'Fique por Dentro das Novidades': e-mail input, 'Inscrever-se' and the no-spam note", async ({
    page,
    isMobile,
  }) => {
    await page.goto('/blog')
    const block = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Fique por Dentro das Novidades' }) })
    await expect(block.locator('input')).toHaveAttribute('type', 'email')
    await expect(block.getByRole('button', { name: 'Inscrever-se' })).toBeVisible()
    await expect(block).toContainText(/sem spam/i)
    // On a phone the button sits under the field at its width, as every stacked call to action does.
    if (isMobile) {
      const [field, button] = await Promise.all([
        block.locator('input').boundingBox(),
        block.getByRole('button', { name: 'Inscrever-se' }).boundingBox(),
      ])
      expect(Math.round(button?.width ?? 0)).toBe(Math.round(field?.width ?? -1))
    }
  })

  test("'Inscrever-se' does not validate the e-mail and says the address was not kept, without moving the page", async ({
    page,
  }) => {
    await openHydrated(page, '/blog')
    const block = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: 'Fique por Dentro das Novidades' }) })
    const status = block.getByRole('status')
    await expect(status).toBeEmpty()
    const button = block.getByRole('button', { name: 'Inscrever-se' })
    await block.locator('input').fill('nao-e-um-email')
    // Settled first: a click that finds the button moving scrolls it to the screen's bottom edge (336 px) to try again.
    await scrollIntoViewStill(button)
    const before = await button.boundingBox()
    await button.click()
    await expect(status).toHaveText(content.blog.newsletter.aviso)
    await expect(page).toHaveURL(/\/blog$/)
    await expect(block.locator('input')).toHaveValue('nao-e-um-email')
    // Within a pixel: a section below rendering for the first time can move layout by 1/64 px.
    expect(Math.abs(((await button.boundingBox())?.y ?? Infinity) - (before?.y ?? NaN))).toBeLessThan(1)
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })
    test("'Inscrever-se' never puts the address in the URL", async ({ page }) => {
      await page.goto('/blog')
      const block = page
        .locator('section')
        .filter({ has: page.getByRole('heading', { name: 'Fique por Dentro das Novidades' }) })
      await block.locator('input').fill('cliente@empresa.com.br')
      await block.getByRole('button', { name: 'Inscrever-se' }).click()
      await page.waitForLoadState('load')
      expect(page.url()).not.toContain('empresa.com.br')
    })
  })

  test('announces the RSS feed in the head; pages outside the blog do not', async ({ page }) => {
    const feedLink = 'link[rel="alternate"][type="application/rss+xml"]'
    await page.goto('/blog')
    await expect(page.locator(feedLink)).toHaveAttribute('href', '/blog/rss.xml')
    await expect(page.locator(feedLink)).toHaveAttribute('title', content.blog.feed.rotuloLink)
    await page.goto(`/blog/${posts[0]?.id}`)
    await expect(page.locator(feedLink)).toHaveAttribute('href', '/blog/rss.xml')
    await page.goto('/empresas')
    await expect(page.locator(feedLink)).toHaveCount(0)
  })
})

test.describe('/blog/rss.xml', () => {
  test('is RSS 2.0 with one item per post, newest first, dated by the newest post', async ({ request }) => {
    const response = await request.get('/blog/rss.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/rss+xml')
    const { rss } = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', parseTagValue: false }).parse(
      await response.text(),
    ) as {
      rss: { '@_version': string; channel: Record<string, unknown> & { item: Record<string, unknown>[] } }
    }
    expect(rss['@_version']).toBe('2.0')
    const { channel } = rss
    expect(channel['atom:link']).toMatchObject({ '@_href': canonicalOf('/blog/rss.xml'), '@_rel': 'self' })
    expect(channel.link).toBe(canonicalOf('/blog'))
    expect(channel.language).toBe('pt-BR')
    expect(channel.lastBuildDate).toBe(formatRfc822Date(posts[0]?.frontmatter.publishDate ?? ''))
    expect(channel.item.map((item) => item.link)).toEqual(posts.map((post) => canonicalOf(`/blog/${post.id}`)))
    const first = posts[0]
    expect(channel.item[0]).toMatchObject({
      title: first?.frontmatter.title,
      description: first?.frontmatter.excerpt,
      category: first?.frontmatter.category,
      'dc:creator': first?.frontmatter.author,
    })
  })
})

test.describe('/blog/{id}', () => {
  const post = postWithManyTagsRelated ?? posts[0]
  if (!post) throw new Error('sem posts')
  const fm = post.frontmatter
  const url = canonicalOf(`/blog/${post.id}`)

  test("header: 'Voltar ao Blog', category, date, read time, author, title and excerpt; hero image with its size", async ({
    page,
  }) => {
    await page.goto(`/blog/${post.id}`)
    const header = page.locator('article > header')
    await expect(header.getByRole('link', { name: 'Voltar ao Blog' })).toHaveAttribute('href', '/blog')
    for (const text of [fm.category, formatDateLong(fm.publishDate), fm.readTime, fm.author, fm.excerpt])
      await expect(header).toContainText(text)
    await expect(header.getByRole('heading', { level: 1 })).toHaveText(fm.title)
    const hero = page.locator('article img').first()
    await expect(hero).toHaveAttribute('src', fm.image ?? fallbackImage)
    await expect(hero).toHaveAttribute('width', '1200')
    await expect(hero).toHaveAttribute('height', '630')
  })

  test('the body is rendered, and the page carries it once: not in its pageContext JSON, nor in index.pageContext.json', async ({
    page,
    request,
  }) => {
    const text = firstParagraph(post)
    const html = await (await request.get(`/blog/${post.id}`)).text()
    expect(html.split(text).length - 1).toBe(1)
    const json = await (await request.get(`/blog/${post.id}/index.pageContext.json`)).text()
    expect(json).not.toContain(text)
    expect(json).not.toContain('bodyHtml')
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await openHydrated(page, `/blog/${post.id}`)
    await expect(page.locator(`[data-post-body="${post.id}"]`)).toContainText(text)
    await expect(page.locator('[data-post-body] h2').first()).toBeVisible()
    expect(errors).toEqual([])
  })

  test('the body reads at 16–18 px with at most 75 characters a line, also on a tablet (the panel below it)', async ({
    page,
    isMobile,
  }) => {
    await page.goto(`/blog/${post.id}`)
    for (const width of isMobile ? [390, 768, 844] : [1280, 1024, 820]) {
      await page.setViewportSize({ width, height: 1000 })
      const { fontSizes, lineLengths } = await readingMeasure(page, '[data-post-body] p')
      expect(lineLengths.length).toBeGreaterThan(10)
      expect(
        fontSizes.filter((size) => size < 16 || size > 18),
        `${width} px`,
      ).toEqual([])
      expect(Math.max(...lineLengths), `${width} px`).toBeLessThanOrEqual(75)
    }
  })

  test('a code block, a block quote and a long address written in a post stay inside the page, styled as such', async ({
    page,
  }) => {
    await openHydrated(page, `/blog/${post.id}`)
    const pasted = renderMarkdown(
      [
        '```',
        `curl -X POST https://api.nuvox.com.br/v1/chamadas -H "Authorization: Bearer ${'a1b2c3d4'.repeat(8)}" -d '{"origem":"1000"}'`,
        '```',
        '',
        '> Reduzimos a conta de telefone pela metade.',
        '',
        'Escreva para atendimento.corporativo.empresarial@nuvoxtelecom.com.br.',
      ].join('\n'),
    )
    await page.locator('[data-post-body]').evaluate((body, html) => body.insertAdjacentHTML('beforeend', html), pasted)
    await expectNoHorizontalScroll(page)
    const body = page.locator('[data-post-body]')
    await expect(body.locator('pre')).toHaveCSS('white-space', 'pre-wrap')
    await expect(body.locator('pre')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await expect(body.locator('blockquote')).toHaveCSS('border-left-style', 'solid')
  })

  test("'Informações do Post' with date, '{readTime} de leitura', author and category; tags with '#'", async ({
    page,
  }) => {
    await page.goto(`/blog/${post.id}`)
    const panel = page
      .locator('aside > div')
      .filter({ has: page.getByRole('heading', { name: 'Informações do Post' }) })
    await expect(panel).toContainText(formatDateLong(fm.publishDate))
    await expect(panel).toContainText(`${fm.readTime} de leitura`)
    // A screen reader hears the term, then '5 min' (not 'Tempo de leitura, 5 min de leitura').
    await expect(panel.locator('dl > div').filter({ hasText: fm.readTime })).toMatchAriaSnapshot(`
      - term: Tempo de leitura
      - definition: ${fm.readTime}
    `)
    await expect(panel).toContainText(fm.author)
    await expect(panel).toContainText(fm.category)
    for (const tag of fm.tags)
      await expect(page.getByRole('listitem').filter({ hasText: new RegExp(`^#${escapeRegExp(tag)}$`) })).toHaveCount(1)
  })

  test('share buttons open 600x400 popups with the post URL (and the title for X)', async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[][] = []
      ;(window as unknown as { __opened: string[][] }).__opened = calls
      window.open = (target?: string | URL, name?: string, features?: string) => {
        calls.push([String(target), name ?? '', features ?? ''])
        return null
      }
    })
    await openHydrated(page, `/blog/${post.id}`)
    const encoded = encodeURIComponent(url)
    const expected = [
      ['Facebook', `https://www.facebook.com/sharer/sharer.php?u=${encoded}`],
      ['X (Twitter)', `https://twitter.com/intent/tweet?url=${encoded}&text=${encodeURIComponent(fm.title)}`],
      ['LinkedIn', `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`],
    ] as const
    for (const [label, href] of expected) {
      const button = page.getByRole('link', { name: `Compartilhar no ${label}` })
      // Like every link that opens elsewhere, it says so.
      await expect(button).toHaveAccessibleName(`Compartilhar no ${label} ${content.interface.comum.novaAba}`)
      await expect(button).toHaveAttribute('href', href)
      await button.click()
    }
    const opened = await page.evaluate(() => (window as unknown as { __opened: string[][] }).__opened)
    expect(opened.map((call) => call[0])).toEqual(expected.map(([, href]) => href))
    for (const [, , features] of opened) {
      expect(features).toMatch(/(^|,)width=600(,|$)/)
      expect(features).toMatch(/(^|,)height=400(,|$)/)
    }
  })

  test("'Copiar Link' copies the URL and shows 'Copiado!' for 2 seconds", async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await openHydrated(page, `/blog/${post.id}`)
    // The installed clock follows real time; pause it so only runFor() moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    const button = page.getByRole('button', { name: 'Copiar Link' })
    await button.click()
    const copied = page.getByRole('button', { name: 'Copiado!' })
    await expect(copied).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url)
    await page.clock.runFor(1_999)
    await expect(copied).toBeVisible()
    await page.clock.runFor(1)
    await expect(page.getByRole('button', { name: 'Copiar Link' })).toBeVisible()
    await expect(copied).toHaveCount(0)
  })

  test("a copy failure logs 'Erro ao copiar link:' and shows no confirmation", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new Error('negado')) },
        configurable: true,
      })
    })
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await openHydrated(page, `/blog/${post.id}`)
    await page.getByRole('button', { name: 'Copiar Link' }).click()
    await expect.poll(() => errors.some((text) => text.startsWith('Erro ao copiar link:'))).toBe(true)
    await expect(page.getByRole('button', { name: 'Copiado!' })).toHaveCount(0)
  })

  test("'Pronto para Começar?' and the 'Posts Relacionados' panel", async ({ page }) => {
    await page.goto(`/blog/${post.id}`)
    const cta = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Pronto para Começar?' }) })
    await expect(cta.getByRole('link', { name: 'Solicitar Orçamento' })).toHaveAttribute('href', '/#contato')
    const panel = page.locator('aside > div').filter({ has: page.getByRole('heading', { name: 'Posts Relacionados' }) })
    await expect(panel).toContainText('Em breve: mais artigos...')
    const allPosts = panel.getByRole('link', { name: 'Ver todos os posts' })
    await expect(allPosts).toHaveAttribute('href', '/blog')
    // A link on its own line: a target at least 24 px tall (WCAG 2.5.8), however small its text.
    expect((await allPosts.boundingBox())?.height).toBeGreaterThanOrEqual(24)
  })

  test("related grid: up to 3 posts by shared tags, each card with up to 3 tags and '+N mais'", async ({ page }) => {
    const expected = related(post)
    expect(expected.length).toBeGreaterThan(0)
    await page.goto(`/blog/${post.id}`)
    const grid = page.locator('section[aria-labelledby="relacionados-titulo"]')
    // Its own title, so it does not repeat the side panel's 'Posts Relacionados' (which says more are coming).
    await expect(grid.getByRole('heading', { level: 2 })).toHaveText('Leia Também')
    await expect(page.getByRole('heading', { name: 'Posts Relacionados' })).toHaveCount(1)
    const cards = grid.locator('article')
    await expect(cards).toHaveCount(expected.length)
    for (const [index, other] of expected.entries()) {
      const card = cards.nth(index)
      const { tags } = await expectCard(card, other, 3)
      const hidden = other.frontmatter.tags.length - 3
      if (hidden > 0) {
        await expect(tags).toHaveCount(4)
        await expect(tags.nth(3)).toHaveText(`+${hidden} mais`)
      } else {
        await expect(tags).toHaveCount(other.frontmatter.tags.length)
      }
      await expect(card.getByRole('link', { name: other.frontmatter.title })).toHaveAttribute(
        'href',
        `/blog/${other.id}`,
      )
    }
  })

  test("'Leia Também' on a tablet: one card a line, its image beside the text, instead of three cramped columns", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a tablet width')
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto(`/blog/${post.id}`)
    const cards = await page.locator('section[aria-labelledby="relacionados-titulo"] article').evaluateAll((articles) =>
      articles.map((article) => {
        const image = (article.querySelector('img') as HTMLImageElement).getBoundingClientRect()
        const title = (article.querySelector('h3') as HTMLElement).getBoundingClientRect()
        return { left: Math.round(article.getBoundingClientRect().left), imageBesideTitle: image.right <= title.left }
      }),
    )
    expect(cards.length).toBeGreaterThan(1)
    expect(new Set(cards.map((card) => card.left)).size).toBe(1)
    expect(cards.every((card) => card.imageBesideTitle)).toBe(true)
  })

  test('an unknown id shows the 404 page', async ({ page }) => {
    const response = await page.goto('/blog/post-que-nao-existe')
    expect(response?.status()).toBe(404)
    await expect(page.locator('h1')).toHaveText('Oops! Page not found')
    await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/')
  })
})

test.describe('client-side navigation', () => {
  const target = recent[0]
  if (!target) throw new Error('sem posts')

  test("from /blog to a post and on to a related post: no reload, 'Carregando post...' then the full body", async ({
    page,
  }) => {
    // Hold the post's page (fetched for its body) until the loading text has been seen.
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**/blog/${target.id}`, async (route) => {
      if (route.request().resourceType() === 'fetch') await held
      await route.continue()
    })
    await openHydrated(page, '/blog')
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
    await page
      .locator('section#recentes article')
      .first()
      .getByRole('link', { name: /^Ler Artigo Completo/ })
      .click()
    await expect(page).toHaveURL(new RegExp(`/blog/${target.id}$`))
    await expect(page.locator('h1')).toHaveText(target.frontmatter.title)
    await expect(page.getByText('Carregando post...')).toBeVisible()
    release()
    await expect(page.locator(`[data-post-body="${target.id}"]`)).toContainText(firstParagraph(target))
    await expect(page).toHaveTitle(new RegExp(escapeRegExp(target.frontmatter.title)))

    const next = related(target)[0]
    if (!next) throw new Error(`${target.id} não tem relacionados`)
    await page
      .locator('section[aria-labelledby="relacionados-titulo"]')
      .getByRole('link', { name: next.frontmatter.title })
      .click()
    await expect(page).toHaveURL(new RegExp(`/blog/${next.id}$`))
    await expect(page.locator(`[data-post-body="${next.id}"]`)).toContainText(firstParagraph(next))
    await expect(page.locator('[data-post-body]')).toHaveCount(1)
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
  })

  test("'Copiado!' stays with the post it was copied on: the next post opened within 2 s offers 'Copiar Link'", async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.clock.install()
    await openHydrated(page, `/blog/${target.id}`)
    // Time stands still: the 2 s of the first post's 'Copiado!' never run out during the test.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    await page.getByRole('button', { name: 'Copiar Link' }).click()
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible()
    const next = related(target)[0]
    if (!next) throw new Error(`${target.id} não tem relacionados`)
    await page
      .locator('section[aria-labelledby="relacionados-titulo"]')
      .getByRole('link', { name: next.frontmatter.title })
      .click()
    await expect(page.locator('h1')).toHaveText(next.frontmatter.title)
    await expect(page.getByRole('button', { name: 'Copiar Link' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Copiado!' })).toHaveCount(0)
  })

  /**
   * Opens /blog, marks the window (a full page load would lose the mark) and follows the first
   * recent post's link; returns the console errors, as they come.
   */
  async function openFirstPostFromBlog(page: import('@playwright/test').Page): Promise<string[]> {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await openHydrated(page, '/blog')
    await page.evaluate(() => ((window as unknown as { __marker: boolean }).__marker = true))
    await page
      .locator('section#recentes article')
      .first()
      .getByRole('link', { name: /^Ler Artigo Completo/ })
      .click()
    return errors
  }

  test("if the site answers the body's request with an error, logs 'Erro ao carregar post:' and loads the page in full", async ({
    page,
  }) => {
    await page.route(`**/blog/${target.id}`, (route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({ status: 503, body: 'Indisponível' })
        : route.continue(),
    )
    const errors = await openFirstPostFromBlog(page)
    await expect(page.locator(`[data-post-body="${target.id}"]`)).toContainText(firstParagraph(target))
    expect(errors.some((text) => text.startsWith('Erro ao carregar post:'))).toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBeUndefined()
  })

  test("if nothing answers the body's request (connection dropped), the visitor stays, told so, with a retry that shows the body without a reload", async ({
    page,
    context,
  }) => {
    const texts = content.blog.post
    let answer = false
    await page.route(`**/blog/${target.id}`, (route) =>
      route.request().resourceType() !== 'fetch' || answer ? route.continue() : route.abort('internetdisconnected'),
    )
    const errors = await openFirstPostFromBlog(page)
    const notice = page.getByRole('alert').filter({ hasText: texts.erroConexao })
    await expect(notice).toBeVisible()
    expect(errors.some((text) => text.startsWith('Erro ao carregar post:'))).toBe(true)
    await expect(page).toHaveURL(new RegExp(`/blog/${target.id}$`))
    await expect(page.getByRole('heading', { level: 1, name: target.frontmatter.title })).toBeVisible()
    // Still failing: the notice stays, and its button keeps the focus.
    const retryButton = notice.getByRole('button', { name: texts.tentarNovamente })
    const failures = () => errors.filter((text) => text.startsWith('Erro ao carregar post:')).length
    const before = failures()
    await retryButton.focus()
    await page.keyboard.press('Enter')
    await expect.poll(failures).toBe(before + 1)
    await expect(notice).toBeVisible()
    await expect(retryButton).toBeFocused()
    answer = true
    await page.keyboard.press('Enter')
    await expect(page.locator(`[data-post-body="${target.id}"]`)).toContainText(firstParagraph(target))
    // The body took the button's place, and the focus: not dropped to the page's top.
    await expect(page.locator(`[data-post-body="${target.id}"]`)).toBeFocused()
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
    // Back online: the body is asked for again by itself. (Another post: this one's body, shown
    // once in this visit, now shows at once.)
    const other = recent[1]
    if (!other) throw new Error('um post recente só')
    let otherAnswers = false
    await page.route(`**/blog/${other.id}`, (route) =>
      route.request().resourceType() !== 'fetch' || otherAnswers
        ? route.continue()
        : route.abort('internetdisconnected'),
    )
    await page.goBack()
    await expect(page).toHaveURL(/\/blog$/)
    await page
      .locator('section#recentes article')
      .nth(1)
      .getByRole('link', { name: /^Ler Artigo Completo/ })
      .click()
    await expect(notice).toBeVisible()
    otherAnswers = true
    await context.setOffline(true)
    await context.setOffline(false)
    await expect(page.locator(`[data-post-body="${other.id}"]`)).toContainText(firstParagraph(other))
    expect(await page.evaluate(() => (window as unknown as { __marker?: boolean }).__marker)).toBe(true)
  })

  test('the related grid is hidden when a post has no related posts', async ({ page }) => {
    // No shipped post lacks related posts, so the post's data is served without them.
    await page.route(`**/blog/${target.id}/index.pageContext.json`, async (route) => {
      const response = await route.fetch()
      const json = (await response.json()) as { data: { related: unknown[] } }
      json.data.related = []
      await route.fulfill({ response, json })
    })
    await openHydrated(page, '/blog')
    await page
      .locator('section#recentes article')
      .first()
      .getByRole('link', { name: /^Ler Artigo Completo/ })
      .click()
    await expect(page.locator('h1')).toHaveText(target.frontmatter.title)
    await expect(page.locator(`[data-post-body="${target.id}"]`)).toBeVisible()
    await expect(page.locator('section[aria-labelledby="relacionados-titulo"]')).toHaveCount(0)
    await expect(page.locator('aside').getByText('Em breve: mais artigos...')).toBeVisible()
  })
})
