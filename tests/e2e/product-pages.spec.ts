import type { Locator, Page } from '@playwright/test'
import { carouselSlides } from '../../lib/partners/partnerPlaces.ts'
import { expect, test } from './fixtures.ts'
import { layOutEverySection } from './fullLayout.ts'
import {
  expectBreadcrumb,
  expectLastRowCentred,
  expectNoHorizontalScroll,
  expectSafeNewTabLinks,
  openHydrated,
  pathOf,
  readJsonLd,
  rowLengths,
} from './pageChecks.ts'
import { canonicalOf, content, routes } from './routes.ts'

type ProductPage = (typeof content.productPages.paginas)[number]
type Section = ProductPage['secoes'][number]
type SectionOf<T extends Section['tipo']> = Extract<Section, { tipo: T }>

const signupUrl = content.site.links.appCadastro
const texts = content.interface

function productPage(id: string): ProductPage {
  const page = content.productPages.paginas.find((p) => p.id === id)
  if (!page) throw new Error(`página de produto '${id}' não está em data/product-pages.yaml`)
  return page
}

function sectionsOf<T extends Section['tipo']>(id: string, tipo: T): SectionOf<T>[] {
  return productPage(id).secoes.filter((secao): secao is SectionOf<T> => secao.tipo === tipo)
}

function sectionOf<T extends Section['tipo']>(id: string, tipo: T): SectionOf<T> {
  const [section] = sectionsOf(id, tipo)
  if (!section) throw new Error(`a página '${id}' não tem seção do tipo ${tipo}`)
  return section
}

function plansOf(id: string) {
  return content.plans.planos.filter((plan) => plan.produto === productPage(id).produto)
}

/** A link that must open the customer app's sign-up in a new tab. */
async function expectSignupLink(link: Locator): Promise<void> {
  await expect(link).toBeVisible()
  await expect(link).toHaveAttribute('href', signupUrl)
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
}

/** The page's sign-up buttons, by their exact text: each opens the sign-up. */
async function expectSignupButtons(page: Page, labels: readonly string[]): Promise<void> {
  for (const label of labels) {
    const links = page.locator('main').getByRole('link', { name: label })
    expect(await links.count(), label).toBeGreaterThan(0)
    for (const link of await links.all()) await expectSignupLink(link)
  }
}

function cardTitles(page: Page, sectionId: string): Locator {
  return page.locator(`#${sectionId}`).getByRole('listitem').getByRole('heading', { level: 3 })
}

/**
 * What is fixed about each page's plans: the names (in order), the badge of the popular
 * plan and the claims each plan makes. Everything else is compared with data/plans.yaml.
 */
const EXPECTED_PLANS: Record<
  string,
  { names: RegExp[]; popular: { index: number; badge?: string }; claims: RegExp[][] }
> = {
  empresas: {
    names: [/^Startup$/, /^Business$/, /^Enterprise$/],
    popular: { index: 1, badge: 'Mais Vendido' },
    claims: [[/até 5 ramais/i], [/até 20 ramais/i], [/ramais ilimitados/i]],
  },
  pabx: {
    names: [/^Startup$/, /^Business$/, /^Enterprise$/],
    popular: { index: 1, badge: 'Mais Vendido' },
    claims: [[/até 5 ramais/i], [/até 20 ramais/i], [/ramais ilimitados/i]],
  },
  residencial: {
    names: [/^Residencial Básico$/, /Completo$/, /Premium$/],
    popular: { index: 1, badge: 'Mais Popular' },
    claims: [[], [], []],
  },
  '0800': {
    names: [/^0800 Básico$/, /Profissional$/, /Empresarial$/],
    popular: { index: 1 },
    claims: [[/até 500 minutos/i], [/até 2\.000 minutos/i], []],
  },
  provedores: {
    names: [/^Parceiro Básico$/, /Premium$/, /Enterprise$/],
    popular: { index: 1, badge: 'Recomendado' },
    claims: [[/até 1\.000 clientes/i], [/até 5\.000 clientes/i], [/clientes ilimitados/i]],
  },
  iptv: {
    names: [/Básico$/, /Premium$/, /Empresarial$/],
    popular: { index: 1 },
    claims: [
      [/mais de 150 canais/i, /^2 conexões simultâneas$/, /EPG\) de 7 dias/],
      [/mais de 250 canais/i, /^4 conexões simultâneas$/, /EPG\) de 14 dias/],
      [/mais de 300 canais/i, /^10 conexões simultâneas$/, /EPG\) de 14 dias/],
    ],
  },
  did: {
    names: [/^DID Básico$/, /^DID Profissional$/, /^DID Empresarial$/],
    popular: { index: 1 },
    claims: [[/^1 número$/, /até 1\.000 minutos/i], [/^3 números$/, /até 3\.000 minutos/i], [/^10 números$/]],
  },
}

test('a product with four or five plans: three cards a row, and the last row centred, not left alone on one side', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'the cards stack on a phone')
  await openHydrated(page, '/pabx')
  const grid = page.locator('#planos article').first().locator('xpath=..')
  for (const [added, rows] of [
    [1, [3, 1]],
    [1, [3, 2]],
  ] as const) {
    await grid.evaluate((element, count) => {
      for (let i = 0; i < count; i++) element.append(element.lastElementChild?.cloneNode(true) as Node)
    }, added)
    // Rows by their place in the grid: the popular card stands a little higher than its row.
    const perRow = await grid.evaluate((element) => {
      const rows: number[][] = []
      for (const top of [...element.children].map((child) => child.getBoundingClientRect().top)) {
        const row = rows.find((tops) => Math.abs((tops[0] ?? 0) - top) < 100)
        if (row) row.push(top)
        else rows.push([top])
      }
      return rows.map((tops) => tops.length)
    })
    expect(perRow).toEqual(rows)
    await expectLastRowCentred(grid)
  }
})

test('a feature, a name or a description with a long unbroken word (an e-mail address, a list joined by slashes) breaks inside its card', async ({
  page,
}) => {
  await openHydrated(page, '/pabx')
  const card = page.locator('#planos article').first()
  await card.evaluate((element) => {
    const long = 'atendimento.corporativo.empresarial@nuvoxtelecom.com.br'
    for (const text of [
      element.querySelector('h3'),
      element.querySelector('p'),
      element.querySelector('li span:last-child'),
    ]) {
      if (text) text.textContent = long
    }
  })
  await expectNoHorizontalScroll(page)
  const box = await card.boundingBox()
  for (const part of await card.locator('h3, p, li').all()) {
    const inner = await part.boundingBox()
    expect((inner?.x ?? 0) + (inner?.width ?? 0)).toBeLessThanOrEqual((box?.x ?? 0) + (box?.width ?? 0))
  }
})

test('every product page of the data has its plan expectations here', () => {
  expect(Object.keys(EXPECTED_PLANS).sort()).toEqual(content.productPages.paginas.map((p) => p.id).sort())
})

for (const { id } of content.productPages.paginas) {
  const path = pathOf(id)
  const plans = plansOf(id)
  const planSection = sectionOf(id, 'planos')
  const expected = EXPECTED_PLANS[id]

  test.describe(`${path}`, () => {
    test('plan cards: name, description, price, period, features with their marks, badge and sign-up', async ({
      page,
    }) => {
      await openHydrated(page, path)
      // The fixed claims hold in the data the cards are built from.
      expect(plans.map((plan) => plan.nome)).toHaveLength(expected?.names.length ?? -1)
      // The data keeps a number with its word by a non-breaking space ('0800 Básico'): read as a space.
      const plain = (text: string) => text.replaceAll('\u00a0', ' ')
      plans.forEach((plan, index) => {
        expect(plain(plan.nome)).toMatch(expected?.names[index] ?? /^$/)
        expect(plan.preco).toBe('Sob consulta')
        const features = plan.recursos.map((feature) => plain(typeof feature === 'string' ? feature : feature.texto))
        for (const claim of expected?.claims[index] ?? [])
          expect(
            features.some((text) => claim.test(text)),
            `${plan.nome}: ${claim}`,
          ).toBe(true)
      })
      expect(plans.filter((plan) => plan.popular)).toHaveLength(1)
      expect(plans[expected?.popular.index ?? -1]?.popular).toBe(true)
      if (expected?.popular.badge) expect(plans[expected.popular.index]?.selo).toBe(expected.popular.badge)

      const cards = page.locator(`#${planSection.id}`).getByRole('article')
      await expect(cards).toHaveCount(plans.length)
      const badges = plans.flatMap((plan) => (plan.selo ? [plan.selo] : []))
      for (const [index, plan] of plans.entries()) {
        const card = cards.nth(index)
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(plan.nome)
        await expect(card).toContainText(plan.descricao)
        await expect(card.getByText(plan.preco, { exact: true })).toBeVisible()
        // The period goes with a value ('R$ 11,99 /mês'), never with 'Sob consulta'.
        await expect(card.getByText(plan.periodo, { exact: true })).toHaveCount(/\d/.test(plan.preco) ? 1 : 0)

        const items = plan.recursos.map((feature) =>
          typeof feature === 'string' ? { texto: feature, incluido: true } : feature,
        )
        const features = card.getByRole('listitem')
        await expect(features).toHaveText(
          items.map((item) => `${item.incluido ? texts.planos.incluido : texts.planos.naoIncluido}: ${item.texto}`),
        )
        for (const [n, item] of items.entries()) {
          const decoration = await features
            .nth(n)
            .getByText(item.texto, { exact: true })
            .evaluate((element) => getComputedStyle(element).textDecorationLine)
          expect(decoration, item.texto).toBe(item.incluido ? 'none' : 'line-through')
        }

        if (plan.popular) {
          await expect(card.getByText(plan.selo ?? '', { exact: true })).toBeVisible()
        } else {
          for (const badge of badges) await expect(card.getByText(badge, { exact: true })).toHaveCount(0)
        }

        const cta = card.getByRole('link')
        await expect(cta).toHaveCount(1)
        await expect(cta).toContainText(texts.planos.contratar)
        await expectSignupLink(cta)
      }

      // The popular plan stands out: a thicker border than the others.
      const borders = await cards.evaluateAll((elements) =>
        elements.map((element) => parseFloat(getComputedStyle(element).borderTopWidth)),
      )
      const popularIndex = plans.findIndex((plan) => plan.popular)
      for (const [index, width] of borders.entries()) {
        if (index !== popularIndex) expect(width).toBeLessThan(borders[popularIndex] ?? 0)
      }
      // Included and excluded features both appear on the page.
      await expect(page.locator(`#${planSection.id}`).getByText(`${texts.planos.naoIncluido}:`).first()).toBeAttached()
    })

    test("side by side, the cards' price lines, feature lists and buttons start at the same height", async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'the cards stack on a phone')
      for (const width of [1024, 1280]) {
        await page.setViewportSize({ width, height: 800 })
        await openHydrated(page, path)
        await layOutEverySection(page)
        const section = page.locator(`#${planSection.id}`)
        await section.scrollIntoViewIfNeeded()
        const cards = section.getByRole('article')
        // Per card: the tops of its price line, feature list and button, and of the card itself.
        const measure = () =>
          cards.evaluateAll((elements) =>
            elements.map((card) => ({
              rows: ['p:has(> span)', 'ul', 'a'].map((selector) =>
                Math.round(card.querySelector(selector)?.getBoundingClientRect().top ?? -1),
              ),
              card: card.getBoundingClientRect().top,
            })),
          )
        // Polled: on a busy machine one reading once caught a card mid-layout (a price line at 0).
        await expect
          .poll(async () => new Set((await measure()).map(({ rows }) => rows.join(','))).size, {
            message: `${width} px`,
          })
          .toBe(1)
        const tops = await measure()
        // The popular plan still stands taller than its neighbours.
        const popularIndex = plans.findIndex((plan) => plan.popular)
        for (const [index, { card }] of tops.entries()) {
          if (index !== popularIndex) expect(card, `${width} px`).toBeGreaterThan(tops[popularIndex]?.card ?? Infinity)
        }
      }
    })

    test('on a tablet each card lists its features beside its name, so the stacked plans stay short', async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, 'a tablet width')
      await page.setViewportSize({ width: 768, height: 900 })
      await openHydrated(page, path)
      await layOutEverySection(page)
      const section = page.locator(`#${planSection.id}`)
      await section.scrollIntoViewIfNeeded()
      const cards = section.getByRole('article')
      const measure = () =>
        cards.evaluateAll((elements) =>
          elements.map((card) => {
            const box = (selector: string) => card.querySelector(selector)?.getBoundingClientRect()
            const price = card.querySelector('ul')?.previousElementSibling?.getBoundingClientRect()
            return {
              nameRight: box('h3')?.right ?? Infinity,
              featuresLeft: box('ul')?.left ?? 0,
              priceBottom: price?.bottom ?? 0,
              buttonTop: box('a')?.top ?? Infinity,
              buttonBottom: box('a')?.bottom ?? Infinity,
              cardBottom: card.getBoundingClientRect().bottom,
            }
          }),
        )
      // Polled, as the test above: on a busy CI machine one reading caught a card mid-layout (its button 2,814 px below its price).
      await expect
        .poll(async () => (await measure()).every((card) => card.buttonTop - card.priceBottom <= 32))
        .toBe(true)
      const layout = await measure()
      for (const card of layout) {
        expect(card.featuresLeft).toBeGreaterThan(card.nameRight)
        expect(card.buttonBottom).toBeLessThanOrEqual(card.cardBottom)
        // The button follows the price: a long feature list leaves no hole above it (183 px once).
        expect(card.buttonTop - card.priceBottom).toBeLessThanOrEqual(32)
      }
    })

    test('hero and closing buttons open the sign-up; every new tab keeps its opener away', async ({ page }) => {
      await openHydrated(page, path)
      const route = routes.find((r) => r.path === path)
      await expect(page.locator('h1')).toHaveText(route?.h1 ?? '')
      const { heroi } = productPage(id)
      await expectSignupButtons(page, [heroi.botaoPrincipal, ...(heroi.botaoSecundario ? [heroi.botaoSecundario] : [])])
      for (const cta of sectionsOf(id, 'chamada')) {
        const section = page.locator(`#${cta.id}`)
        await expect(section.getByRole('heading', { level: 2 })).toHaveText(cta.titulo)
        for (const label of cta.botoes) await expectSignupLink(section.getByRole('link', { name: label }))
      }
      // On a product page every call to action goes to the app's sign-up.
      const mainTargets = await page
        .locator('main a[target="_blank"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')))
      expect(new Set(mainTargets)).toEqual(new Set([signupUrl]))
      await expectSafeNewTabLinks(page)
    })

    test('Service JSON-LD with one Offer per plan (no price when on request) and a BreadcrumbList', async ({
      page,
    }) => {
      await page.goto(path)
      const route = routes.find((r) => r.path === path)
      const services = (await readJsonLd(page)).filter((node) => node['@type'] === 'Service')
      expect(services).toHaveLength(1)
      const service = services[0] as unknown as {
        url: string
        name: string
        hasOfferCatalog: { itemListElement: Record<string, unknown>[] }
      }
      expect(service.url).toBe(canonicalOf(path))
      expect(service.name).toBe(route?.title)
      const offers = service.hasOfferCatalog.itemListElement
      expect(offers.map((offer) => offer['@type'])).toEqual(plans.map(() => 'Offer'))
      expect(offers.map((offer) => offer.name)).toEqual(plans.map((plan) => plan.nome))
      for (const [index, plan] of plans.entries()) {
        if (plan.preco === 'Sob consulta') {
          expect(offers[index]).not.toHaveProperty('price')
          expect(offers[index]).not.toHaveProperty('priceCurrency')
        }
      }
      await expectBreadcrumb(page, path, route?.title ?? '')
    })

    test('no horizontal scroll', async ({ page }) => {
      await openHydrated(page, path)
      await expectNoHorizontalScroll(page)
    })
  })
}

test('a card grid with an odd count centres its last card at every width, two or three a row', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one column on a phone')
  const grids = content.productPages.paginas.flatMap((product) =>
    product.secoes
      .filter((secao): secao is SectionOf<'cards'> => secao.tipo === 'cards' && secao.itens.length % 2 === 1)
      .map((secao) => ({ path: pathOf(product.id), id: secao.id, count: secao.itens.length })),
  )
  expect(grids.map((grid) => grid.count)).toEqual(expect.arrayContaining([3, 5]))
  for (const width of [768, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const grid of grids) {
      await page.goto(grid.path)
      const list = page.locator(`section#${grid.id} ul`)
      expect((await rowLengths(list))[0], `${grid.path} #${grid.id} a ${width} px`).toBeGreaterThanOrEqual(2)
      // Two a row at 768 px leaves an odd grid's last card alone: it sits in the middle.
      await expectLastRowCentred(list)
    }
  }
})

test('steps side by side start their descriptions at one height, however many lines each title takes', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'one column on a phone')
  const stepSections = content.productPages.paginas.flatMap((product) =>
    sectionsOf(product.id, 'passos').map((secao) => ({ path: pathOf(product.id), id: secao.id })),
  )
  expect(stepSections.length).toBeGreaterThan(0)
  // At 1024 px /pabx's four titles take one or two lines ('Configure os ramais').
  for (const width of [1024, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    for (const steps of stepSections) {
      await page.goto(steps.path)
      await layOutEverySection(page)
      const items = await page.locator(`section#${steps.id} li`).evaluateAll((elements) =>
        elements.map((item) => ({
          card: Math.round(item.getBoundingClientRect().top),
          text: Math.round(item.querySelector('p')?.getBoundingClientRect().top ?? -1),
        })),
      )
      const textTopsByRow = new Map<number, Set<number>>()
      for (const item of items) textTopsByRow.set(item.card, (textTopsByRow.get(item.card) ?? new Set()).add(item.text))
      expect(textTopsByRow.size, `${steps.path} #${steps.id} ${width} px`).toBeLessThan(items.length)
      for (const [top, texts] of textTopsByRow)
        expect(texts.size, `${steps.path} #${steps.id} ${width} px, row at ${top}`).toBe(1)
    }
  }
})

test('on a phone the closing call to action stacks its buttons at one width, as the hero does', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'a phone')
  const closings = content.productPages.paginas.flatMap((product) =>
    sectionsOf(product.id, 'chamada')
      .filter((secao) => secao.botoes.length > 1)
      .map((secao) => ({ path: pathOf(product.id), id: secao.id })),
  )
  expect(closings.length).toBeGreaterThan(0)
  for (const closing of closings) {
    await page.goto(closing.path)
    const widths = await page
      .locator(`section#${closing.id} a`)
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().width)))
    expect(new Set(widths).size, `${closing.path} #${closing.id}: ${widths.join(', ')} px`).toBe(1)
  }
})

test.describe('/empresas', () => {
  const path = pathOf('empresas')
  const carousel = sectionOf('empresas', 'carrossel')
  const carouselPartners = carouselSlides(carousel, content.partners)
  const slideCount = carouselPartners.length

  test('hero, six benefit cards, four advanced features URA, CRM, API and BI, and the closing buttons', async ({
    page,
  }) => {
    await page.goto(path)
    const [benefits, advanced] = sectionsOf('empresas', 'cards')
    expect(benefits?.itens).toHaveLength(6)
    await expect(cardTitles(page, benefits?.id ?? '')).toHaveText(benefits?.itens.map((item) => item.titulo) ?? [])
    await expect(cardTitles(page, advanced?.id ?? '')).toHaveText([/URA/, /CRM/, /API/, /BI/])
    await expectSignupButtons(page, ['Solicitar Demonstração', 'Falar com Especialista'])
    const closing = page.locator(`#${sectionOf('empresas', 'chamada').id}`)
    await expect(closing.getByRole('link', { name: 'Solicitar Demonstração' })).toBeVisible()
    await expect(closing.getByRole('link', { name: 'Falar com Especialista' })).toBeVisible()
  })

  test.describe('partner carousel without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('every slide is in the prerendered HTML', async ({ page }) => {
      await page.goto(path)
      const region = page.locator(`#${carousel.id}`).getByRole('region', { name: carousel.titulo })
      await expect(region).toHaveAttribute('aria-roledescription', 'carrossel')
      const slides = region.locator('[aria-roledescription="slide"]')
      await expect(slides).toHaveCount(slideCount)
      await expect(slides.getByRole('heading', { level: 3 })).toHaveText(
        carouselPartners.map((partner) => partner.nome),
      )
      await expect(slides.first()).toContainText(carouselPartners[0]?.categoria ?? '')
    })
  })

  test("Embla's code loads only as the carousel nears the screen, and the slides do not move when it takes over", async ({
    page,
  }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url())
    })
    await openHydrated(page, path)
    const region = page.locator(`#${carousel.id}`).getByRole('region', { name: carousel.titulo })
    const slideBoxes = () =>
      region
        .locator('[aria-roledescription="slide"]')
        .evaluateAll((slides) => slides.slice(0, 2).map((slide) => Math.round(slide.getBoundingClientRect().left)))
    await expect(region).not.toHaveAttribute('data-ready', 'true')
    const scriptsBeforeScroll = scripts.length
    const before = await slideBoxes()
    await region.scrollIntoViewIfNeeded()
    await expect(region).toHaveAttribute('data-ready', 'true')
    expect(scripts.length).toBeGreaterThan(scriptsBeforeScroll)
    expect(await slideBoxes()).toEqual(before)
  })

  test('the partner carousel loops: both buttons stay enabled, the arrow keys move it and wrap around', async ({
    page,
  }) => {
    await openHydrated(page, path)
    const region = page.locator(`#${carousel.id}`).getByRole('region', { name: carousel.titulo })
    const previous = region.getByRole('button', { name: texts.carrossel.anterior })
    const next = region.getByRole('button', { name: texts.carrossel.proximo })
    /** The slide whose left edge is closest to the viewport's: the one Embla has selected. */
    const current = () =>
      region.evaluate((element) => {
        const viewport = element.querySelector('[tabindex="0"]')
        const left = viewport?.getBoundingClientRect().left ?? 0
        const slides = [...element.querySelectorAll('[aria-roledescription="slide"]')]
        const distances = slides.map((slide) => Math.abs(slide.getBoundingClientRect().left - left))
        return slides[distances.indexOf(Math.min(...distances))]?.getAttribute('aria-label')
      })

    await expect.poll(current).toBe(`1 / ${slideCount}`)
    await expect(previous).toBeEnabled()
    await expect(next).toBeEnabled()

    // Embla's code waits until the carousel nears the screen; reaching it by keyboard loads it.
    await region.locator('[tabindex="0"]').focus()
    await expect(region).toHaveAttribute('data-ready', 'true')
    await expect.poll(current).toBe(`1 / ${slideCount}`)
    await page.keyboard.press('ArrowRight')
    await expect.poll(current).toBe(`2 / ${slideCount}`)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(current).toBe(`1 / ${slideCount}`)
    // Past the first slide it wraps to the last: the carousel loops.
    await page.keyboard.press('ArrowLeft')
    await expect.poll(current).toBe(`${slideCount} / ${slideCount}`)
    await expect(previous).toBeEnabled()
    await expect(next).toBeEnabled()
    // And from the last, next goes back to the first.
    await next.click()
    await expect.poll(current).toBe(`1 / ${slideCount}`)
    await previous.click()
    await expect.poll(current).toBe(`${slideCount} / ${slideCount}`)
    await expect(next).toBeEnabled()
  })
})

test.describe('/residencial', () => {
  test("the 'Solicitar Orçamento' button opens the sign-up", async ({ page }) => {
    await page.goto(pathOf('residencial'))
    await expectSignupButtons(page, ['Solicitar Orçamento'])
  })
})

for (const path of ['/0800', '/numero0800']) {
  test.describe(path, () => {
    test('advantages, the three use cases, statistics and the three buttons, with canonical /0800', async ({
      page,
    }) => {
      await page.goto(path)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf('/0800'))
      const [advantages, useCases] = sectionsOf('0800', 'cards')
      await expect(page.locator(`#${advantages?.id}`).getByRole('heading', { level: 2 })).toHaveText(
        advantages?.titulo ?? '',
      )
      await expect(cardTitles(page, advantages?.id ?? '')).toHaveText(
        advantages?.itens.map((item) => item.titulo) ?? [],
      )
      await expect(cardTitles(page, useCases?.id ?? '')).toHaveText([
        /atendimento ao cliente/i,
        /vendas e marketing/i,
        /ouvidoria/i,
      ])
      const stats = sectionOf('0800', 'numeros')
      const statsSection = page.locator(`#${stats.id}`)
      await expect(statsSection.getByRole('heading', { level: 2 })).toHaveText(stats.titulo)
      await expect(statsSection.getByRole('definition')).toHaveText(stats.itens.map((item) => item.valor))
      await expect(statsSection.getByRole('term')).toHaveText(stats.itens.map((item) => item.rotulo))
      await expectSignupButtons(page, ['Contratar 0800', 'Consultar Disponibilidade', 'Solicitar meu 0800'])
      // One page: the alias carries the same structured data, pointing at /0800.
      const service = (await readJsonLd(page)).find((node) => node['@type'] === 'Service')
      expect(service?.url).toBe(canonicalOf('/0800'))
      await expectBreadcrumb(page, '/0800', routes.find((route) => route.path === '/0800')?.title ?? '')
    })
  })
}

test.describe('/provedores', () => {
  test('white label, the four steps in order, exclusive resources and the partner buttons', async ({ page }) => {
    await page.goto(pathOf('provedores'))
    await expect(page.locator('main')).toContainText(/white.label/i)
    const steps = sectionOf('provedores', 'passos')
    const list = page.locator(`#${steps.id}`).getByRole('listitem')
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(['Cadastro', 'Aprovação', 'Integração', 'Vendas'])
    await expect(page.locator(`#${steps.id} ol`)).toBeVisible()
    const resources = sectionsOf('provedores', 'cards').find((section) => /exclusiv/i.test(section.titulo))
    expect(resources, 'seção de recursos exclusivos').toBeDefined()
    await expect(page.locator(`#${resources?.id}`).getByRole('heading', { level: 2 })).toHaveText(
      resources?.titulo ?? '',
    )
    await expect(cardTitles(page, resources?.id ?? '')).toHaveText(resources?.itens.map((item) => item.titulo) ?? [])
    await expectSignupButtons(page, ['Quero ser Parceiro', 'Agendar Apresentação'])
  })
})

for (const id of ['pabx', 'iptv']) {
  test(`${pathOf(id)} offers the 7-day free trial`, async ({ page }) => {
    await page.goto(pathOf(id))
    await expect(
      page
        .locator('main')
        .getByText(/teste grátis (por|de) 7\sdias/i)
        .first(),
    ).toBeVisible()
  })
}

test.describe('/did mobile availability', () => {
  const path = pathOf('did')
  const section = sectionOf('did', 'did-movel')
  const list = content.didMobile
  const normalize = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
  const everyCity = [...list.destaques, ...list.outras]
  const cityItems = (page: Page) => page.locator(`#${section.id}`).getByRole('listitem')
  const status = (page: Page) => page.locator(`#${section.id}`).getByRole('status')

  test('three named cities with their area codes plus 50 others, from the data', async ({ page }) => {
    expect(list.destaques).toHaveLength(3)
    expect(list.outras).toHaveLength(50)
    await page.goto(path)
    const items = cityItems(page)
    await expect(items).toHaveCount(53)
    for (const [index, city] of everyCity.entries()) {
      await expect(items.nth(index)).toContainText(city.cidade)
      await expect(items.nth(index)).toContainText(String(city.ddd))
    }
  })

  test('the three highlighted cities read the same: the name, then the state below it, in cards of one height', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'tablet and desktop widths')
    for (const width of [768, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto(path)
      const cards = await cityItems(page).evaluateAll(
        (items, count) =>
          items.slice(0, count).map((item) => {
            const name = (item.querySelector('strong') as HTMLElement).getBoundingClientRect()
            const state = (item.querySelector('strong + span') as HTMLElement).getBoundingClientRect()
            return { height: Math.round(item.getBoundingClientRect().height), stateBelow: state.top >= name.bottom - 1 }
          }),
        list.destaques.length,
      )
      expect(new Set(cards.map((card) => card.height)).size, `${width} px`).toBe(1)
      expect(
        cards.every((card) => card.stateBelow),
        `${width} px`,
      ).toBe(true)
    }
  })

  test('a long city name wraps with its state: the state is never alone on a line', async ({ page }) => {
    await page.goto(path)
    for (const width of [320, 390, 768, 900]) {
      await page.setViewportSize({ width, height: 800 })
      const alone = await cityItems(page).evaluateAll((items) =>
        items.flatMap((item) => {
          const name = item.querySelector('span')
          const state = name?.querySelector('span')
          const text = name?.firstChild
          if (!name || !state || !text) return []
          const range = document.createRange()
          range.selectNodeContents(text)
          const lastLine = [...range.getClientRects()].at(-1)
          return lastLine && Math.abs(lastLine.top - state.getBoundingClientRect().top) > 4
            ? [item.textContent ?? '']
            : []
        }),
      )
      expect(alone, `${width} px`).toEqual([])
    }
  })

  test('searches by city (accents ignored) or by area code, and says when nothing matches', async ({ page }) => {
    await openHydrated(page, path)
    const search = page.getByLabel(section.busca)
    const expectCities = async (cities: typeof everyCity) => {
      await expect(cityItems(page)).toHaveCount(cities.length)
      for (const [index, city] of cities.entries()) await expect(cityItems(page).nth(index)).toContainText(city.cidade)
      await expect(status(page)).toHaveText(
        cities.length === 1 ? texts.did.resultado : texts.did.resultados.replace('{n}', String(cities.length)),
      )
    }

    // A named city typed without its accent.
    const named =
      list.destaques.find((city) => normalize(city.cidade) !== city.cidade.toLowerCase()) ?? list.destaques[0]
    if (!named) throw new Error('sem cidades em destaque')
    await search.fill(normalize(named.cidade))
    await expectCities(everyCity.filter((city) => normalize(city.cidade).includes(normalize(named.cidade))))

    // Another city with an accent, typed in capitals and without it.
    const accented = list.outras.find((city) => normalize(city.cidade) !== city.cidade.toLowerCase())
    if (!accented) throw new Error('sem cidade acentuada na lista')
    await search.fill(normalize(accented.cidade).toUpperCase())
    await expectCities(everyCity.filter((city) => normalize(city.cidade).includes(normalize(accented.cidade))))

    // An area code.
    const ddd = list.outras[0]?.ddd ?? 0
    await search.fill(String(ddd))
    await expectCities(everyCity.filter((city) => city.ddd === ddd))
    await search.fill(`(${list.destaques[1]?.ddd})`)
    await expectCities(everyCity.filter((city) => city.ddd === list.destaques[1]?.ddd))

    // Nothing found.
    await search.fill('Cidade que não existe')
    await expect(cityItems(page)).toHaveCount(0)
    await expect(status(page)).toHaveText(section.semResultados)

    await search.fill('')
    await expect(cityItems(page)).toHaveCount(everyCity.length)
    await expect(status(page)).toHaveText('')
  })
})

test.describe('the home page and its aliases', () => {
  const landingIds = (page: Page) =>
    page.locator('main section[id]').evaluateAll((sections) => sections.map((section) => section.id))

  test('/home and /home-new show the same landing sections as /', async ({ page }) => {
    await page.goto('/')
    const ids = await landingIds(page)
    // The named anchors, plus the solutions and the price comparison.
    expect(ids).toEqual(
      expect.arrayContaining(['solucoes', 'servicos', 'integracoes', 'planos', 'cobertura', 'contato']),
    )
    const h1 = routes.find((route) => route.path === '/')?.h1 ?? ''
    for (const alias of ['/home', '/home-new']) {
      await page.goto(alias)
      await expect(page.locator('h1')).toHaveText(h1)
      expect(await landingIds(page), alias).toEqual(ids)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonicalOf('/'))
    }
  })
})
