import type { Page } from '@playwright/test'
import { expect, scrollIntoViewStill, test } from './fixtures.ts'
import {
  expectBreadcrumb,
  expectNoHorizontalScroll,
  expectSafeNewTabLinks,
  openHydrated,
  pathOf,
} from './pageChecks.ts'
import { formatPhone } from '../../lib/format/formatPhone.ts'
import { content, routes } from './routes.ts'

const { site, careers, contactPages } = content
const titleOf = (path: string) => routes.find((route) => route.path === path)?.title ?? ''

test.describe('/vagas', () => {
  const path = pathOf('vagas')

  test("'Trabalhe Conosco' and the 'Sistema de Vagas' block, coming soon with three future abilities", async ({
    page,
  }) => {
    await page.goto(path)
    await expect(page.locator('h1')).toHaveText('Trabalhe Conosco')
    const system = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Sistema de Vagas' }) })
    await expect(system).toHaveCount(1)
    await expect(system.getByText('Em breve', { exact: true })).toBeVisible()
    const abilities = system.getByRole('listitem').getByRole('heading', { level: 3 })
    await expect(abilities).toHaveText(careers.sistemaVagas.recursos.map((recurso) => recurso.titulo))
    // Apply, follow the application, a modern selection process.
    await expect(abilities).toHaveText([/candidatura/i, /acompanhamento/i, /seleção/i])
  })

  test("the hero's calls to action: the spontaneous application's e-mail, and a jump to the culture section", async ({
    page,
  }) => {
    await openHydrated(page, path)
    const hero = page.locator('main > div').first()
    const opportunities = page.locator('#oportunidades')
    const apply = hero.getByRole('link', { name: careers.oportunidades.candidaturaEspontanea.rotulo })
    await expect(apply).toHaveAttribute(
      'href',
      (await opportunities
        .getByRole('link', { name: careers.oportunidades.candidaturaEspontanea.rotulo })
        .getAttribute('href')) ?? '',
    )
    await hero.getByRole('link', { name: careers.botaoCultura ?? '' }).click()
    await expect(page).toHaveURL(/#cultura$/)
    await expect(page.getByRole('heading', { level: 2, name: careers.cultura.titulo })).toBeInViewport()
  })

  test("'Oportunidades Atuais': a spontaneous application by e-mail to HR and the LinkedIn page", async ({ page }) => {
    await page.goto(path)
    const opportunities = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: 'Oportunidades Atuais' }) })
    await expect(opportunities).toHaveCount(1)

    const mail = opportunities.getByRole('link', { name: careers.oportunidades.candidaturaEspontanea.rotulo })
    const href = (await mail.getAttribute('href')) ?? ''
    const url = new URL(href)
    expect(url.protocol).toBe('mailto:')
    expect(decodeURIComponent(url.pathname)).toBe(site.emails.rh)
    expect(url.searchParams.get('subject')).toBe('Candidatura Espontânea')
    expect(decodeURIComponent(href)).toBe(`mailto:${site.emails.rh}?subject=Candidatura Espontânea`)
    expect(await mail.getAttribute('target')).toBeNull()
    await expect(opportunities).toContainText(site.emails.rh)

    const linkedin = site.redesSociais.find((rede) => rede.rede === 'linkedin')
    const follow = opportunities.getByRole('link', { name: careers.oportunidades.linkedin.rotulo })
    await expect(follow).toHaveAttribute('href', linkedin?.url ?? '')
    await expect(follow).toHaveAttribute('target', '_blank')
    await expect(follow).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('the culture section lists what is offered and what is sought', async ({ page }) => {
    await page.goto(path)
    const { oferecemos, buscamos } = careers.cultura
    expect(oferecemos.titulo).toMatch(/oferecemos/i)
    expect(buscamos.titulo).toMatch(/buscamos/i)
    const culture = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { level: 2, name: careers.cultura.titulo }) })
    for (const list of [oferecemos, buscamos]) {
      const block = culture
        .locator('div')
        .filter({ has: page.getByRole('heading', { level: 3, name: list.titulo }) })
        .last()
      await expect(block.getByRole('listitem')).toHaveText(list.itens)
    }
  })

  test('BreadcrumbList, safe new-tab links and no horizontal scroll', async ({ page }) => {
    await openHydrated(page, path)
    await expectBreadcrumb(page, path, titleOf(path))
    await expectSafeNewTabLinks(page)
    await expectNoHorizontalScroll(page)
  })
})

/** The units map section, found by its heading. */
const unitsSection = (page: Page) =>
  page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: contactPages.mapa.titulo }) })

for (const pageData of contactPages.paginas) {
  const path = pathOf(pageData.id)

  test.describe(path, () => {
    test('hero with the company address, the quote button and the phone numbers and e-mail where the data asks for them', async ({
      page,
    }) => {
      await page.goto(path)
      const address = page.locator('main address')
      const { endereco } = site
      for (const part of [endereco.logradouro, endereco.bairro, `${endereco.cidade}/${endereco.uf}`, endereco.cep])
        await expect(address).toContainText(part)
      await expect(page.locator('main').getByRole('button', { name: 'Solicite um Orçamento' })).toBeVisible()

      const phones = page.locator('main a[href^="tel:"]')
      if (pageData.mostrarTelefones) {
        await expect(phones).toHaveCount(2)
        expect(site.telefones).toHaveLength(2)
        for (const [index, phone] of site.telefones.entries()) {
          await expect(phones.nth(index)).toHaveAttribute('href', `tel:${phone.numero}`)
          await expect(phones.nth(index)).toHaveText(formatPhone(phone.numero))
        }
        const email = page.locator(`main a[href="mailto:${site.emails.contato}"]`)
        await expect(email).toHaveText(site.emails.contato)
        await expect(email.locator('..')).toContainText(contactPages.emailRotulo)
      } else {
        await expect(phones).toHaveCount(0)
        await expect(page.locator(`main a[href="mailto:${site.emails.contato}"]`)).toHaveCount(0)
      }
    })

    test('the units map shows its loading text until Leaflet has loaded', async ({ page }) => {
      // Hold back the lazily loaded map code until the loading text has been checked.
      let release: () => void = () => undefined
      const gate = new Promise<void>((resolve) => (release = resolve))
      let mapRequested: () => void = () => undefined
      const requested = new Promise<void>((resolve) => (mapRequested = resolve))
      await page.route('**/assets/**/*.js', async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('_getIconUrl')) {
          mapRequested()
          await gate
        }
        await route.fulfill({ response, body })
      })

      await openHydrated(page, path)
      const section = unitsSection(page)
      const loading = section.getByRole('status')
      // The loading text is re-rendered when the map nears the viewport: scroll the stable section.
      await section.scrollIntoViewIfNeeded()
      await requested
      await expect(loading).toHaveText(contactPages.mapa.carregando)
      await expect(section.locator('.leaflet-container')).toHaveCount(0)

      release()
      await expect(section.locator('.leaflet-container')).toBeVisible()
      await expect(section.getByText(contactPages.mapa.carregando)).toHaveCount(0)
      await expect(section.locator('.leaflet-marker-icon')).toHaveCount(contactPages.unidades.length)
      await expect(section.getByRole('listitem')).toHaveText(contactPages.unidades.map((unit) => new RegExp(unit.nome)))
    })

    test("map code that cannot be fetched leaves the page standing: the box says so and 'Tentar novamente' loads it", async ({
      page,
    }) => {
      const texts = content.interface.mapa
      // The first request for the map's code fails, as it would offline or after a deploy replaced it.
      let failed = 0
      await page.route('**/assets/**/*.js', async (route) => {
        const response = await route.fetch()
        const body = await response.text()
        if (body.includes('_getIconUrl') && failed === 0) {
          failed += 1
          return route.abort('internetdisconnected')
        }
        await route.fulfill({ response, body })
      })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      await openHydrated(page, path)
      const section = unitsSection(page)
      await section.scrollIntoViewIfNeeded()
      await expect(section.getByRole('alert')).toHaveText(new RegExp(texts.erro.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      expect(failed).toBe(1)
      // Everything else is still there: the heading, the quote button, the footer.
      await expect(page.locator('h1')).toBeVisible()
      await expect(page.locator('main').getByRole('button', { name: 'Solicite um Orçamento' })).toBeVisible()
      await expect(page.locator('footer')).toBeVisible()
      expect(errors).toEqual([])

      await section.getByRole('button', { name: texts.tentarNovamente }).click()
      await expect(section.locator('.leaflet-container')).toBeVisible()
      await expect(section.locator('.leaflet-marker-icon')).toHaveCount(contactPages.unidades.length)
      await expect(section.getByRole('alert')).toHaveCount(0)
    })

    test("a unit's pin from the keyboard: Enter reads its popup, Escape or its 'Fechar' button closes it and the focus returns to the pin", async ({
      page,
    }) => {
      await openHydrated(page, path)
      const section = unitsSection(page)
      await section.scrollIntoViewIfNeeded()
      const pin = section.locator('.leaflet-marker-icon').first()
      const unit = contactPages.unidades[0]
      await expect(pin).toHaveAttribute('title', unit?.nome ?? '')
      await pin.focus()
      await page.keyboard.press('Enter')
      const popup = section.locator('.leaflet-popup')
      await expect(popup.locator('.leaflet-popup-content')).toBeFocused()
      await expect(popup.locator('.leaflet-popup-content')).toContainText(unit?.nome ?? '')
      await page.keyboard.press('Escape')
      await expect(popup).toHaveCount(0)
      await expect(pin).toBeFocused()

      await page.keyboard.press('Enter')
      await expect(popup.locator('.leaflet-popup-content')).toBeFocused()
      const close = popup.getByRole('button', { name: content.interface.mapa.fechar, exact: true })
      await expect(close).toHaveAttribute('title', content.interface.mapa.fechar)
      await close.focus()
      await page.keyboard.press('Enter')
      await expect(popup).toHaveCount(0)
      await expect(pin).toBeFocused()
      // No English left in the map: Leaflet's own credit has no "A JavaScript library…" tooltip.
      await expect(section.locator('.leaflet-control-attribution a[title]')).toHaveCount(0)

      // Clicked (or tapped), the pin opens its popup where the visitor is: the focus stays put, and the page does not scroll to the popup.
      await pin.evaluate((element: HTMLElement) => element.blur())
      await scrollIntoViewStill(pin)
      const scrolled = await page.evaluate(() => window.scrollY)
      await pin.click()
      await expect(popup).toHaveCount(1)
      await expect(popup.locator('.leaflet-popup-content')).not.toBeFocused()
      expect(await page.evaluate(() => window.scrollY)).toBe(scrolled)
    })

    test('BreadcrumbList, safe new-tab links and no horizontal scroll', async ({ page }) => {
      await openHydrated(page, path)
      await expectBreadcrumb(page, path, titleOf(path))
      await expectSafeNewTabLinks(page)
      await expectNoHorizontalScroll(page)
    })
  })

  test.describe(`${path} without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test("the map box's prerendered fallback is 'Carregando mapa'; without JavaScript, which would never end it, the box says the map needs JavaScript", async ({
      page,
    }) => {
      expect(contactPages.mapa.carregando).toBe('Carregando mapa')
      expect(await (await page.request.get(path)).text()).toContain('>Carregando mapa</p>')
      await page.goto(path)
      await expect(unitsSection(page).getByText(content.interface.mapa.semJavascript)).toBeVisible()
      await expect(unitsSection(page).getByText('Carregando mapa')).toBeHidden()
      // The quote button could not open its dialog: it is not offered.
      await expect(page.getByRole('button', { name: 'Solicite um Orçamento' })).toBeHidden()
    })
  })
}
