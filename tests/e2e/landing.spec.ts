import type { Locator, Page } from '@playwright/test'
import { formatPhone } from '../../lib/format/formatPhone.ts'
import { content } from './routes.ts'
import { clickWhenStill, expect, test, waitForHydration, whenStill } from './fixtures.ts'
import { expectLastRowCentred, rowLengths } from './pageChecks.ts'
import { VIDEO_LOAD_TIMEOUT_MS } from '../../lib/media/videoLoadTimeout.ts'

/** Serves the fixture video only once the returned function is called: the page shows its loading state meanwhile. */
async function holdVideo(page: import('@playwright/test').Page): Promise<() => void> {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\.mp4$/, async (route) => {
    await gate
    await route.fulfill({ status: 200, contentType: 'video/mp4', path: 'tests/fixtures/media/video.mp4' })
  })
  return release
}

/** The cities on the coverage map: a pin stands for one, a group of nearby pins says how many it holds. */
const citiesOnMap = (page: Page) =>
  page
    .locator('#cobertura .leaflet-marker-icon')
    .evaluateAll((icons) =>
      icons.reduce((sum, icon) => sum + (icon.classList.contains('marker-cluster') ? Number(icon.textContent) : 1), 0),
    )

/** The pin of a city of data/cities.yaml (its title: name and state). */
const cityPin = (page: Page, city: { nome: string; uf?: string } | undefined) =>
  page.locator(`#cobertura img.leaflet-marker-icon[title="${city?.nome} (${city?.uf})"]`)

/** Zooms the coverage map in with its + button, around its centre, until `pin` has left its group. */
async function zoomInUntilAlone(page: Page, pin: Locator): Promise<void> {
  const zoomIn = page.locator('#cobertura').getByRole('button', { name: content.interface.mapa.aproximar })
  await expect(async () => {
    if ((await pin.count()) === 0) await zoomIn.click()
    await expect(pin).toHaveCount(1, { timeout: 700 })
  }).toPass({ timeout: 30_000 })
}

/** How many items the first row of a list holds. */
const gridColumns = async (locator: import('@playwright/test').Locator) => (await rowLengths(locator))[0]

test.describe('landing page', () => {
  test('stacks the sections in order', async ({ page }) => {
    await page.goto('/')
    const order = await page.evaluate(() => {
      const marks = [
        ['porting', document.querySelector('main aside:nth-of-type(1)')],
        ['black-friday', document.querySelector('main aside:nth-of-type(2)')],
        ['hero', document.querySelector('main h1')],
        ['solucoes', document.getElementById('solucoes')],
        ['servicos', document.getElementById('servicos')],
        ['integracoes', document.getElementById('integracoes')],
        ['planos', document.getElementById('planos')],
        ['cobertura', document.getElementById('cobertura')],
        ['contato', document.getElementById('contato')],
        ['footer', document.querySelector('footer')],
      ] as const
      return marks
        .map(([name, element]) => [name, element ? element.getBoundingClientRect().top + window.scrollY : -1] as const)
        .sort((a, b) => a[1] - b[1])
        .map(([name]) => name)
    })
    expect(order).toEqual([
      'porting',
      'black-friday',
      'hero',
      'solucoes',
      'servicos',
      'integracoes',
      'planos',
      'cobertura',
      'contato',
      'footer',
    ])
  })

  test('porting banner: #QueroPortar, free porting, Portar Agora to the app login', async ({ page }) => {
    await page.goto('/')
    const banner = page.locator('main aside').first()
    await expect(banner).toContainText('#QueroPortar')
    await expect(banner).toContainText(content.banners.portabilidade.titulo)
    const button = banner.getByRole('link', { name: /Portar Agora/ })
    await expect(button).toHaveAttribute('href', content.site.links.appLogin)
    await expect(button).toHaveAttribute('target', '_blank')
  })

  test('Black Friday 2025 banner shows all five figures and opens the app login', async ({ page }) => {
    await page.goto('/')
    const banner = page.getByRole('complementary', { name: 'Black Friday 2025' })
    for (const figure of ['70%', 'R$ 4,99*', 'R$ 14,99', 'R$ 11,99', 'R$ 2.400'])
      await expect(banner).toContainText(figure)
    await expect(banner.getByRole('link').first()).toHaveAttribute('href', content.site.links.appLogin)
  })

  test('on a 360 px phone the three Black Friday prices sit on one line, under labels of at most two lines', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a phone')
    await page.setViewportSize({ width: 360, height: 800 })
    await page.goto('/')
    const offers = await page
      .getByRole('complementary', { name: 'Black Friday 2025' })
      .getByRole('listitem')
      .evaluateAll((items) =>
        items.map((item) => {
          const [label, price] = [
            item.firstElementChild,
            [...item.querySelectorAll('span')].find((span) => span.textContent?.startsWith('R$')),
          ]
          const lineHeight = label ? parseFloat(getComputedStyle(label).lineHeight) : 0
          return {
            lines: label ? Math.round(label.getBoundingClientRect().height / lineHeight) : 0,
            price: Math.round(price?.getBoundingClientRect().top ?? -1),
          }
        }),
      )
    expect(offers).toHaveLength(3)
    expect(new Set(offers.map((offer) => offer.price)).size).toBe(1)
    for (const offer of offers) expect(offer.lines).toBeLessThanOrEqual(2)
  })

  test('the quote section lists what happens next beside the form, from the data', async ({ page, isMobile }) => {
    await page.goto('/#contato')
    const next = content.home.contato.proximosPassos
    const list = page
      .locator('#contato')
      .getByRole('heading', { name: next.titulo })
      .locator('xpath=following-sibling::ol')
    await expect(list.getByRole('listitem')).toHaveText(next.passos)
    if (isMobile) return
    await page.setViewportSize({ width: 1280, height: 900 })
    const [listBox, formBox] = await Promise.all([list.boundingBox(), page.locator('#contato form').boundingBox()])
    expect(listBox && formBox && listBox.x + listBox.width).toBeLessThan(formBox?.x ?? 0)
  })

  test('hero: headline, button to services, phone button with the main number', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    await expect(page.locator('h1')).toHaveText(content.home.heroi.titulo)
    const phone = content.site.telefones[0]
    await expect(page.locator(`main a[href="tel:${phone?.numero}"]`).first()).toContainText(
      formatPhone(phone?.numero ?? ''),
    )
    await page.getByRole('link', { name: content.home.heroi.botaoServicos }).click()
    await expect(page.locator('#servicos')).toBeInViewport()
  })

  test('the hero claims on a tablet: four, then three of the same width centred under them', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a tablet width')
    await page.setViewportSize({ width: 768, height: 900 })
    await page.goto('/')
    const claims = page
      .locator('main ul')
      .filter({ has: page.getByText(content.site.afirmacoes[0]?.rotulo ?? '', { exact: true }) })
    await expect(claims.locator('> li')).toHaveCount(content.site.afirmacoes.length)
    expect(await rowLengths(claims)).toEqual([4, 3])
    await expectLastRowCentred(claims)
  })

  test('intro video: autoplay, muted, loop, no controls, poster; loading text, then ready', async ({ page }) => {
    const release = await holdVideo(page)
    await page.goto('/')
    // On a phone it is below the first screen: it loads once the visitor scrolls near it.
    await page.locator('main [data-state]').scrollIntoViewIfNeeded()
    const video = page.locator('main video')
    await expect(page.getByText('Carregando vídeo...')).toBeVisible()
    await expect(video).toHaveAttribute('src', content.home.heroi.video.arquivo)
    expect(
      await video.evaluate((v: HTMLVideoElement) => ({
        autoplay: v.autoplay,
        muted: v.muted,
        loop: v.loop,
        controls: v.controls,
        poster: new URL(v.poster).pathname,
        playsInline: v.playsInline,
      })),
    ).toEqual({
      autoplay: true,
      muted: true,
      loop: true,
      controls: false,
      poster: content.home.heroi.video.poster,
      playsInline: true,
    })
    release()
    await expect(page.getByText('Carregando vídeo...')).toBeHidden()
    await expect(page.locator('[data-state="ready"]')).toBeVisible()
  })

  test('intro video: the poster says what it shows, and a button pauses and resumes the moving video (WCAG 2.2.2)', async ({
    page,
  }) => {
    const texts = content.home.heroi.video
    const release = await holdVideo(page)
    await page.goto('/')
    await page.locator('main [data-state]').scrollIntoViewIfNeeded()
    await expect(page.locator('main').getByRole('img', { name: texts.textoAlternativo })).toBeAttached()
    // Nothing moves yet: nothing to pause.
    await expect(page.getByRole('button', { name: texts.pausar })).toHaveCount(0)
    release()
    const video = page.locator('main video')
    // On a phone the video is below the first screen, and Chromium plays a muted video only on screen.
    await video.scrollIntoViewIfNeeded()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
    await page.getByRole('button', { name: texts.pausar }).click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true)
    await page.getByRole('button', { name: texts.continuar }).click()
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused)).toBe(true)
    await expect(page.getByRole('button', { name: texts.pausar })).toBeVisible()
  })

  test('intro video on a phone: below the first screen, the mp4 is not asked for until the visitor scrolls near it', async ({
    page,
    isMobile,
    externalRequests,
  }) => {
    test.skip(!isMobile, 'on a wide screen the video is in the first screen')
    await page.goto('/')
    await waitForHydration(page)
    await page.evaluate(
      () =>
        new Promise((resolve) =>
          document.readyState === 'complete' ? resolve(null) : addEventListener('load', resolve),
        ),
    )
    await page.waitForTimeout(1500)
    expect(externalRequests.filter((url) => /\.mp4(\?|$)/.test(url))).toEqual([])
    await expect(page.locator('main [data-state]')).toHaveAttribute('data-state', 'idle')
    await page.mouse.wheel(0, 400)
    await expect(page.locator('main [data-state]')).not.toHaveAttribute('data-state', 'idle')
    await expect.poll(() => externalRequests.filter((url) => /\.mp4(\?|$)/.test(url)).length).toBe(1)
  })

  test('intro video failure shows the fallback image', async ({ page }) => {
    await page.route(/\.mp4$/, (route) => route.fulfill({ status: 404, body: '' }))
    await page.goto('/')
    await page.locator('main [data-state]').scrollIntoViewIfNeeded()
    await expect(page.locator('[data-state="error"] img')).toHaveAttribute(
      'src',
      content.home.heroi.video.imagemAlternativa ?? '',
    )
    await expect(page.locator('[data-state="error"] img')).toHaveAttribute(
      'alt',
      content.home.heroi.video.textoAlternativo,
    )
    await expect(page.locator('main video')).toHaveCount(0)
  })

  test('a video host that hangs gets the fallback image after the timeout, not a loading text for good', async ({
    page,
  }) => {
    await page.clock.install()
    await page.route(/\.mp4$/, () => {})
    await page.goto('/')
    await page.locator('main [data-state]').scrollIntoViewIfNeeded()
    await expect(page.getByText('Carregando vídeo...')).toBeVisible()
    await page.clock.runFor(VIDEO_LOAD_TIMEOUT_MS - 1000)
    await expect(page.getByText('Carregando vídeo...')).toBeVisible()
    await page.clock.runFor(1000)
    await expect(page.locator('[data-state="error"] img')).toHaveAttribute(
      'src',
      content.home.heroi.video.imagemAlternativa ?? '',
    )
    await expect(page.getByText('Carregando vídeo...')).toHaveCount(0)
  })

  test('intro video is capped at 300/400/500 px and never blocks first paint', async ({ page, isMobile }) => {
    await page.goto('/')
    const frame = page.locator('[data-state]').first()
    const maxHeight = () => frame.evaluate((element) => getComputedStyle(element).maxHeight)
    if (isMobile) expect(await maxHeight()).toBe('300px')
    else {
      expect(await maxHeight()).toBe('500px')
      await page.setViewportSize({ width: 800, height: 900 })
      expect(await maxHeight()).toBe('400px')
    }
    // The prerendered HTML has the poster image only: the mp4 is attached after load.
    const html = await (await page.request.get('/')).text()
    expect(html).not.toContain('<video')
    expect(html).toContain(`src="${content.home.heroi.video.poster}"`)
  })

  test('solutions cards link to /empresas and /provedores', async ({ page }) => {
    await page.goto('/')
    const section = page.locator('#solucoes')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Soluções para Empresas e Provedores')
    await expect(section.locator('a[href="/empresas"]')).toContainText('Empresas')
    await expect(section.locator('a[href="/provedores"]')).toContainText('Provedores')
  })

  test('twelve service cards in 1, 2 or 4 columns', async ({ page, isMobile }) => {
    await page.goto('/')
    const section = page.locator('#servicos')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Nossos Serviços')
    await expect(section.locator('li h3')).toHaveText([
      'Números Fixos',
      'Números Móveis',
      'Serviço 0800',
      'PABX Virtual',
      'IPTV',
      'SMS',
      'SIP Trunk',
      'CRM Integrado',
      'WhatsApp Business',
      'Plataforma Omnichannel',
      'Plataforma de RCS',
      'Chip Operadora',
    ])
    // One icon per card, plus the arrow of each card's 'Ver planos'.
    const linked = content.services.servicos.filter((service) => service.caminho)
    await expect(section.locator('li svg')).toHaveCount(12 + linked.length)
    const grid = section.locator('ul').first()
    if (isMobile) expect(await gridColumns(grid)).toBe(1)
    else {
      expect(await gridColumns(grid)).toBe(4)
      await page.setViewportSize({ width: 800, height: 900 })
      expect(await gridColumns(grid)).toBe(2)
    }
  })

  test("a service with its own page is a card-wide link to it, saying 'Ver planos'; the others are not links", async ({
    page,
  }) => {
    await page.goto('/')
    const section = page.locator('#servicos')
    const { servicos, saibaMais } = content.services
    expect(servicos.filter((service) => service.caminho).map((service) => service.caminho)).toEqual([
      '/did',
      '/did',
      '/0800',
      '/pabx',
      '/iptv',
    ])
    for (const service of servicos) {
      const card = section
        .locator('li')
        .filter({ has: page.getByRole('heading', { level: 3, name: service.titulo, exact: true }) })
      const link = card.getByRole('link')
      if (service.caminho) {
        await expect(link).toHaveAttribute('href', service.caminho)
        await expect(link).toContainText(`${service.titulo}${service.descricao}${saibaMais}`)
      } else {
        await expect(link).toHaveCount(0)
      }
    }
    await clickWhenStill(section.getByRole('link', { name: /^PABX Virtual/ }))
    await expect(page).toHaveURL(/\/pabx$/)
    await expect(page.locator('h1')).toBeVisible()
  })

  test('integrations: tabs with counts, Equipamentos by default, badges and category labels', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const section = page.locator('#integracoes')
    // Counted here, not by the component's own countPartnersByCategory, so a miscount shows.
    const partners = content.partners.parceiros
    const count = (categoria: string) => partners.filter((p) => p.categoria === categoria).length
    const counts = {
      equipamento: count('equipamento'),
      software: count('software'),
      plataforma: count('plataforma'),
      crm: count('crm'),
      erp: count('erp'),
      todos: partners.length,
    }
    const tabs = section.getByRole('tab')
    await expect(tabs).toHaveText([
      `Equipamentos${counts.equipamento}`,
      `Software${counts.software}`,
      `Plataformas${counts.plataforma}`,
      `CRM${counts.crm}`,
      `ERP${counts.erp}`,
      `Todos${counts.todos}`,
    ])
    await expect(section.getByRole('tab', { name: /Equipamentos/ })).toHaveAttribute('aria-selected', 'true')
    const cards = section.getByRole('tabpanel').locator('li')
    await expect(cards).toHaveCount(counts.equipamento)
    await expect(cards.first()).toContainText('Equipamento')
    await expect(cards.first()).toContainText('Compatível')
    await expectLastRowCentred(section.getByRole('tabpanel').locator('ul'))
    await section.getByRole('tab', { name: /ERP/ }).click()
    await expect(cards).toHaveCount(counts.erp)
    await expect(section.getByText('Em desenvolvimento')).toHaveCount(
      content.partners.parceiros.filter((p) => p.status === 'em-desenvolvimento').length,
    )
    await section.getByRole('tab', { name: /Todos/ }).click()
    await expect(cards).toHaveCount(content.partners.parceiros.length)
    // Keyboard: arrows move between tabs.
    await section.getByRole('tab', { name: /Todos/ }).press('ArrowLeft')
    await expect(section.getByRole('tab', { name: /ERP/ })).toBeFocused()
    await expect(section.getByRole('tab', { name: /ERP/ })).toHaveAttribute('aria-selected', 'true')
    await section.getByRole('tab', { name: /Todos/ }).click()
    const grid = section.getByRole('tabpanel').locator('ul')
    expect(await gridColumns(grid)).toBe(isMobile ? 2 : 5)
    // 'Todos' (23 cards) at every column count: 2, 3 and 5 a row.
    for (const width of isMobile ? [390] : [800, 1100, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      await expectLastRowCentred(grid)
    }
    if (!isMobile) {
      // From 1024 px, the five equipment makers share one row: none is left alone below four.
      await page.setViewportSize({ width: 1024, height: 900 })
      await section.getByRole('tab', { name: /Equipamentos/ }).click()
      expect(await rowLengths(grid)).toEqual([counts.equipamento])
      await section.getByRole('tab', { name: /Todos/ }).click()
    }
    // The tabs sit in even rows (3 x 2, 2 x 3 or one row), never one or two left alone on the last.
    for (const width of isMobile ? [320, 360, 390] : [480, 640, 768, 900, 1280]) {
      await page.setViewportSize({ width, height: 900 })
      const rows = await rowLengths(section.getByRole('tablist'))
      expect(new Set(rows).size, `${width} px: ${rows.join(' + ')}`).toBe(1)
    }
  })

  test('the map box keeps its 500 px and Leaflet loads only when the map nears the viewport', async ({
    page,
    externalRequests,
    pageErrors,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const box = page.locator('#cobertura > div > div').last()
    expect((await box.boundingBox())?.height).toBe(500)
    await expect(box).toContainText('Carregando mapa')
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
    expect(externalRequests.filter((url) => url.includes('tile.openstreetmap.org'))).toEqual([])
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    await expect(page.locator('.leaflet-container')).toBeVisible()
    expect((await box.boundingBox())?.height).toBe(500)
    await expect.poll(() => citiesOnMap(page)).toBe(content.cities.cidades.length)
    await expect.poll(() => externalRequests.some((url) => url.includes('tile.openstreetmap.org'))).toBe(true)
    // Centred on Brazil at zoom 4: the first tiles are all zoom 4, include the one with
    // Brazil's middle (52° W, 14° S: tile x 5, y 8) and stay within a screen of it.
    const tiles = externalRequests
      .map((url) => /tile\.openstreetmap\.org\/(\d+)\/(\d+)\/(\d+)\.png/.exec(url))
      .filter((match) => match !== null)
      .map(([, z, x, y]) => ({ z: Number(z), x: Number(x), y: Number(y) }))
    expect(tiles.filter((tile) => tile.z !== 4)).toEqual([])
    expect(tiles).toContainEqual({ z: 4, x: 5, y: 8 })
    expect(tiles.filter((tile) => Math.abs(tile.x - 5) > 3 || Math.abs(tile.y - 8) > 2)).toEqual([])
    // Marker icons are served by the site itself, not a CDN.
    const icon = await page.locator('img.leaflet-marker-icon').first().getAttribute('src')
    expect(icon).toMatch(/^\/assets\//)
    const city = content.cities.cidades[0]
    const pin = cityPin(page, city)
    await zoomInUntilAlone(page, pin)
    await pin.dispatchEvent('click')
    const popup = page.locator('.leaflet-popup-content')
    await expect(popup).toContainText(`${city?.nome} (${city?.uf})`)
    await expect(popup).toContainText('Brasil')
    await expect(popup).toContainText('Serviços Disponíveis')
    expect(pageErrors).toEqual([])
  })

  // The tile server down, blocked by a company's firewall, or out of the visitor's reach: the pins
  // stood on a blank grey box. The simplified map is fetched only then.
  test('without tiles the pins stand on a simplified map of land and borders, with a notice; with tiles it is never fetched', async ({
    page,
    pageErrors,
  }) => {
    const basemapFetches: string[] = []
    page.on('response', async (response) => {
      if (!response.url().endsWith('.js')) return
      const body = await response.text().catch(() => '')
      if (body.includes('{"land":{"type":"MultiPolygon"')) basemapFetches.push(response.url())
    })
    const texts = content.interface.mapa
    const map = page.locator('#cobertura .leaflet-container')
    const notice = map.getByRole('status').filter({ hasText: texts.mapaSimplificado })
    const land = map.locator('.leaflet-mapa-simplificado-pane path')

    // Tiles served (the fixture's transparent tile): no simplified map, no notice.
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    await expect(map.locator('.leaflet-tile-loaded').first()).toBeAttached()
    await page.waitForTimeout(500)
    await expect(land).toHaveCount(0)
    await expect(notice).toHaveCount(0)
    expect(basemapFetches).toEqual([])

    // The tile server unreachable.
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('connectionrefused'))
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    await expect(notice).toBeVisible()
    // The response's body is read as it ends, maybe after the map has drawn it.
    await expect.poll(() => basemapFetches).toHaveLength(1)
    // Land and borders, drawn with a width (a pane of no width once drew them 0 px wide), under
    // the pins, which all stay and open their popups.
    await expect(land).toHaveCount(2)
    for (const path of await land.all()) expect((await path.boundingBox())?.width ?? 0).toBeGreaterThan(100)
    await expect(map).toHaveAttribute('data-basemap', 'simplificado')
    await expect(map.locator('.leaflet-control-attribution')).toContainText(texts.creditoMapaSimplificado)
    await expect.poll(() => citiesOnMap(page)).toBe(content.cities.cidades.length)
    // Brasília's pin stands on land: the simplified map's Brazil is under it. Its popup opened, the
    // map has moved the pin into view.
    const brasilia = content.cities.cidades.find((city) => city.nome === 'Brasília')
    if (!brasilia) throw new Error('Brasília não está em data/cities.yaml')
    const pin = cityPin(page, brasilia)
    await zoomInUntilAlone(page, pin)
    await pin.dispatchEvent('click')
    await expect(page.locator('.leaflet-popup-content')).toContainText('Serviços Disponíveis')
    await whenStill(pin)
    const tip = await pin.boundingBox()
    if (!tip) throw new Error('sem o marcador de Brasília')
    // The pin's point is the middle of its icon's bottom edge. (Leaflet's drawings take no pointer
    // events, so elementFromPoint does not see them: the point is tested against the land's shape.)
    const onLand = await land.first().evaluate(
      (path, point) => {
        if (!(path instanceof SVGPathElement) || !path.ownerSVGElement) return false
        const svg = path.ownerSVGElement
        const matrix = svg.getScreenCTM()?.inverse()
        if (!matrix) return false
        return path.isPointInFill(new DOMPoint(point.x, point.y).matrixTransform(matrix))
      },
      { x: tip.x + tip.width / 2, y: tip.y + tip.height - 1 },
    )
    expect(onLand, 'o marcador de Brasília sobre a terra do mapa simplificado').toBe(true)
    // The notice is a label over the map, not in the way: a tap on it reaches the map.
    expect(await notice.evaluate((element) => getComputedStyle(element).pointerEvents)).toBe('none')
    expect(pageErrors).toEqual([])
  })

  test('the coverage map is named, its zoom buttons speak Portuguese, its pins are no Tab stops, and the cities are listed under it', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    const map = page.getByRole('region', {
      name: content.interface.mapa.rotulo.replace('{titulo}', content.home.cobertura.titulo),
    })
    await expect(map).toBeVisible()
    await expect(map.getByRole('button', { name: content.interface.mapa.aproximar })).toBeVisible()
    await expect(map.getByRole('button', { name: content.interface.mapa.afastar })).toBeVisible()
    await expect.poll(() => citiesOnMap(page)).toBe(content.cities.cidades.length)
    // 180 pins as Tab stops would hold a keyboard in the map: none, and no group of them, takes the focus.
    expect(await page.locator('.leaflet-marker-icon[tabindex]:not([tabindex="-1"])').count()).toBe(0)
    // The list is fetched when first opened: the page's HTML does not carry it.
    await expect(page.locator('#cobertura li')).toHaveCount(0)
    const total = content.cities.cidades.length
    await page.locator('#cobertura summary').click()
    await expect(page.locator('#cobertura summary')).toHaveText(
      content.home.cobertura.listaCidades.replace('{n}', String(total)),
    )
    await expect(page.locator('#cobertura li')).toHaveCount(total)
    await expect(page.locator('#cobertura').getByRole('heading', { name: 'Brasil', level: 3 })).toBeVisible()
    // Brazil's cities in alphabetical order, whatever order data/cities.yaml lists them in.
    const brazil = content.cities.cidades
      .filter((city) => city.pais === 'BR')
      .map((city) => `${city.nome} (${city.uf})`)
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
    const brazilList = page.locator('#cobertura h3', { hasText: 'Brasil' }).locator('xpath=following-sibling::ul[1]/li')
    await expect(brazilList).toHaveText([...brazil].sort(collator.compare))
  })

  // 180 pins at zoom 4 piled into one blob where no city could be told apart, worst on a phone.
  test('nearby pins are drawn as one group named by its count, which a click opens into its cities', async ({
    page,
    externalRequests,
    pageErrors,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    const total = content.cities.cidades.length
    const icons = page.locator('#cobertura .leaflet-marker-icon')
    await expect.poll(() => citiesOnMap(page)).toBe(total)
    const before = await icons.count()
    expect(before).toBeLessThan(total / 3)
    // The largest group, named (for a screen reader and under the mouse) by how many cities it holds.
    const counts = (await page.locator('#cobertura .marker-cluster').allTextContents()).map(Number)
    expect(counts.every((count) => count >= 2)).toBe(true)
    const name = content.home.cobertura.grupo.replace('{n}', String(Math.max(...counts)))
    const group = page.locator('#cobertura').getByRole('img', { name, exact: true }).first()
    await expect(group).toHaveAttribute('title', name)
    // No Tab stop, as the pins: the list under the map names every city.
    expect(await page.locator('#cobertura .marker-cluster[tabindex]:not([tabindex="-1"])').count()).toBe(0)
    await group.click()
    // The map zooms in to the group's cities (tiles of a closer zoom), drawn apart or in smaller groups.
    await expect
      .poll(() => externalRequests.some((url) => /tile\.openstreetmap\.org\/([5-9]|1\d)\//.test(url)))
      .toBe(true)
    await expect.poll(() => icons.count()).toBeGreaterThan(before)
    await expect.poll(() => citiesOnMap(page)).toBe(total)
    expect(pageErrors).toEqual([])
  })

  test('for a visitor who asked for less motion, the groups split and join without gliding', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    await expect.poll(() => citiesOnMap(page)).toBe(content.cities.cidades.length)
    // The library marks the map while its pins glide apart: that mark never comes.
    const pane = page.locator('#cobertura .leaflet-map-pane')
    const glided = await pane.evaluate(
      (node) =>
        new Promise<boolean>((resolve) => {
          new MutationObserver(() => node.classList.contains('leaflet-cluster-anim') && resolve(true)).observe(node, {
            attributes: true,
            attributeFilter: ['class'],
          })
          node.ownerDocument.addEventListener('click', () => setTimeout(() => resolve(false), 1500), {
            once: true,
            capture: true,
          })
          ;(node.querySelector('.marker-cluster') as HTMLElement | null)?.click()
        }),
    )
    expect(glided).toBe(false)
    await expect(page.locator('#cobertura .leaflet-marker-icon')).not.toHaveCount(0)
  })

  test('on a phone a swipe over the map scrolls the page (no one-finger dragging); on a desktop the map drags', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    const container = page.locator('#cobertura .leaflet-container')
    await expect(container).toBeVisible()
    // The browser may pan the page vertically over the map only if Leaflet leaves it the gesture.
    const touchAction = await container.evaluate((element) => getComputedStyle(element).touchAction)
    if (isMobile) {
      expect(touchAction).toContain('pan-y')
      await expect(container).not.toHaveClass(/leaflet-touch-drag|leaflet-grab/)
    } else {
      await expect(container).toHaveClass(/leaflet-grab/)
    }
  })

  // Leaflet points a tile it drops (zoomed away from, still loading, or the whole map unmounted
  // by a client-side navigation) at a data: image; the fixture fails the test on any CSP violation.
  test('zooming the map and leaving the page keep within the Content-Security-Policy', async ({
    page,
    cspViolations,
    pageErrors,
  }) => {
    await page.route(/tile\.openstreetmap\.org/, async (route) => {
      // Slow tiles: some are still loading when the zoom drops them.
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.fallback()
    })
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    const tiles = page.locator('.leaflet-tile')
    await expect.poll(() => tiles.count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: content.interface.mapa.aproximar }).click()
    await page.getByRole('button', { name: content.interface.mapa.aproximar }).click()
    await expect(tiles.first()).toBeVisible()
    await clickWhenStill(page.locator('footer').getByRole('link', { name: 'Política de Cookies' }))
    await expect(page.locator('h1')).toHaveText('Política de Cookies')
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
    await page.waitForTimeout(300)
    expect(cspViolations).toEqual([])
    expect(pageErrors).toEqual([])
  })

  // Leaflet ends a zoom's animation on a timer its map.remove() leaves running; a link followed mid-zoom must not
  // make it throw. The page holds that timer (and stretches the animation), so the link is surely followed mid-zoom,
  // and lets it run once the map has been removed: the order that threw '_leaflet_pos'.
  test('a link followed while the map is still zooming throws nothing', async ({ page, pageErrors }) => {
    await page.goto('/')
    await waitForHydration(page)
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    await expect.poll(() => page.locator('.leaflet-tile').count()).toBeGreaterThan(0)
    // The page's record of the zoom; the handle outlives the client-side navigation.
    const zoom = await page.evaluateHandle(() => {
      // The CSS transition would end the zoom too: stretched past the test. A constructed sheet:
      // the page's CSP allows it.
      const slowZoom = new CSSStyleSheet()
      slowZoom.replaceSync('.leaflet-zoom-anim .leaflet-zoom-animated { transition-duration: 120s !important }')
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, slowZoom]
      const setTimeoutAsBuilt = window.setTimeout
      const state = {
        held: [] as Array<() => void>,
        ran: 0,
        zoomStarted: false,
        removedWhileZooming: false,
        mapBox: null as Element | null,
        /** Runs the held timers, each a task of its own as a timer is: what it throws reaches the page's error handler. */
        release(): number {
          window.setTimeout = setTimeoutAsBuilt
          const handlers = state.held.splice(0)
          for (const handler of handlers) {
            setTimeoutAsBuilt(() => {
              state.ran += 1
              handler()
            }, 0)
          }
          return handlers.length
        },
      }
      window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
        if (delay !== 250 || typeof handler !== 'function') return setTimeoutAsBuilt(handler, delay, ...rest)
        state.held.push(() => handler(...rest))
        return 0
      }) as typeof window.setTimeout
      new MutationObserver((records) => {
        for (const record of records) {
          const target = record.target as Element
          if (record.type === 'attributes' && target.classList.contains('leaflet-zoom-anim')) {
            state.zoomStarted = true
            state.mapBox = target.closest('.leaflet-container')
          }
          for (const node of record.removedNodes) {
            if (
              node instanceof Element &&
              (node.matches('.leaflet-zoom-anim') || node.querySelector('.leaflet-zoom-anim'))
            )
              state.removedWhileZooming = true
          }
        }
      }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
      return state
    })
    // Once the button holds still: sections drawn late above it can move it between Playwright's
    // aim and its press.
    await clickWhenStill(page.getByRole('button', { name: content.interface.mapa.aproximar }))
    await expect.poll(() => zoom.evaluate((state) => state.zoomStarted && state.held.length > 0)).toBe(true)
    await clickWhenStill(page.locator('footer').getByRole('link', { name: 'Política de Cookies' }))
    await expect(page.locator('h1')).toHaveText('Política de Cookies')
    await expect(page.locator('.leaflet-container')).toHaveCount(0)
    expect(await zoom.evaluate((state) => state.removedWhileZooming)).toBe(true)
    // react-leaflet has removed the map (its panes are gone from the map's box): now the timer runs.
    await expect
      .poll(() => zoom.evaluate((state) => state.mapBox?.querySelector('.leaflet-map-pane') === null))
      .toBe(true)
    const released = await zoom.evaluate((state) => state.release())
    await expect.poll(() => zoom.evaluate((state) => state.ran)).toBe(released)
    expect(pageErrors).toEqual([])
  })

  test('with tiles unreachable the page stays usable and throws nothing', async ({ page, pageErrors }) => {
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    await expect(page.locator('.leaflet-container')).toBeVisible()
    await page.locator('#contato').scrollIntoViewIfNeeded()
    await expect(page.locator('#contato h2')).toBeVisible()
    expect(pageErrors).toEqual([])
  })

  test('the initial load of / has no console error with third parties unreachable', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort('internetdisconnected'))
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForLoadState('networkidle')
    expect(errors.filter((text) => !text.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([])
  })
})

test.describe('price comparison calculator', () => {
  test('computes our total and competitors A/B/C with monthly and annual savings in BRL', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const section = page.locator('#planos')
    await section.getByRole('radio', { name: /DID Móvel/ }).check()
    await section.getByRole('button', { name: '25', exact: true }).click()
    await expect(section.getByTestId('nosso-total')).toHaveText('R$ 374,75/mês')
    // The field names what is counted, in the plural: 'Quantidade de números', 'Quantidade de ramais'.
    await expect(section.getByLabel('Quantidade de números')).toHaveValue('25')
    await section.getByRole('radio', { name: /Ramal PABX/ }).check()
    await expect(section.getByLabel('Quantidade de ramais')).toHaveValue('25')
    await section.getByRole('radio', { name: /DID Móvel/ }).check()
    await expect(section.getByTestId('concorrente-concorrente-a')).toContainText('R$ 505,91')
    await expect(section.getByTestId('concorrente-concorrente-b')).toContainText('R$ 580,86')
    await expect(section.getByTestId('concorrente-concorrente-c')).toContainText('R$ 655,81')
    await expect(section.getByTestId('concorrente-concorrente-c')).toContainText('R$ 3.372,72')
    await expect(section.getByTestId('maior-economia')).toHaveText('R$ 3.372,72')
    // The highlighted saving is a year's, as its column says: the line says so too.
    await expect(section.getByTestId('maior-economia').locator('xpath=..')).toHaveText(
      `${content.calculator.textos.destaqueEconomia} R$ 3.372,72 ${content.calculator.textos.destaqueEconomiaPeriodo}`,
    )
    expect(content.calculator.textos.destaqueEconomiaPeriodo).toBe('por ano')
    await expect(section).toContainText('válido somente para o DDD 11')
    // The note's asterisk is on the price it qualifies, and on no other.
    await expect(section.getByRole('radio', { name: /DID Fixo/ }).locator('xpath=..')).toContainText('R$ 4,99* /mês')
    await expect(section.getByRole('radio', { name: /DID Móvel/ }).locator('xpath=..')).not.toContainText('*')
    await expect(section).toContainText('disponível para todos os DDDs do Brasil')
  })

  test('screen readers hear one summary once the figures settle, not every cell of the table; the table is named', async ({
    page,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    const section = page.locator('#planos')
    await expect(section.getByRole('table', { name: content.calculator.textos.legendaTabela })).toBeAttached()
    // Only the summary is a live region, and it is silent until the visitor changes something.
    const live = section.locator('[aria-live]')
    await expect(live).toHaveCount(1)
    await expect(live).toHaveText('')
    const quantity = section.getByRole('spinbutton')
    await quantity.fill('2')
    await quantity.pressSequentially('50')
    await quantity.blur()
    await section.getByRole('radio', { name: /DID Móvel/ }).check()
    await expect(section.getByTestId('nosso-total')).toHaveText('R$ 3.747,50/mês')
    const best = await section.getByTestId('maior-economia').textContent()
    await expect(live).toHaveText(`250 × DID Móvel: R$ 3.747,50 por mês com a Nuvox, economia de até ${best} por ano.`)
  })

  test('nothing scrolls sideways on a 320 px phone (the porting banner wraps beside its button)', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone width')
    await page.setViewportSize({ width: 320, height: 640 })
    await page.goto('/')
    await waitForHydration(page)
    const button = page.getByRole('link', { name: /Portar Agora/ })
    const box = await button.boundingBox()
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(320)
  })

  for (const width of [320, 360, 390]) {
    test(`the largest totals (10000 PABX extensions) stay inside the card on a ${width} px phone`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'phone width')
      await page.setViewportSize({ width, height: 740 })
      await page.goto('/')
      await waitForHydration(page)
      const section = page.locator('#planos')
      await section.getByRole('radio', { name: /Ramal PABX/ }).check()
      const quantity = section.getByRole('spinbutton')
      await quantity.fill('10000')
      await quantity.blur()
      await expect(section.getByTestId('maior-economia')).toHaveText('R$ 1.079.100,00')
      // The quantity is written the Brazilian way, like the amounts.
      await expect(section.getByText('R$ 11,99 por unidade × 10.000')).toBeVisible()
      const card = await section.getByTestId('nosso-total').evaluate((element) => {
        let panel: Element | null = element
        while (panel && !panel.parentElement?.matches('.container')) panel = panel.parentElement
        return panel?.getBoundingClientRect().right ?? 0
      })
      for (const part of [
        section.getByTestId('nosso-total'),
        section.getByRole('table'),
        section.getByTestId('concorrente-concorrente-c'),
      ]) {
        const box = await part.boundingBox()
        expect((box?.x ?? 0) + (box?.width ?? Infinity)).toBeLessThanOrEqual(card + 0.5)
      }
      // An amount is split between 'R$' and its digits only where nothing else fits (320 px).
      const lines = await section
        .getByTestId('concorrente-concorrente-c')
        .locator('td')
        .evaluateAll((cells) =>
          cells
            .filter((cell) => getComputedStyle(cell).display !== 'none')
            .map((cell) => {
              const range = document.createRange()
              range.selectNodeContents(cell)
              return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
            }),
        )
      expect(lines.every((count) => count <= (width < 360 ? 2 : 1))).toBe(true)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    })
  }

  test('the mouse wheel over the focused quantity scrolls the page and leaves the quantity alone', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a mouse wheel')
    await page.goto('/')
    await waitForHydration(page)
    const quantity = page.locator('#planos').getByRole('spinbutton')
    await quantity.scrollIntoViewIfNeeded()
    // The sections jumped over are drawn a frame later and can move the field from under the pointer.
    await whenStill(quantity)
    await quantity.fill('25')
    const before = await page.evaluate(() => window.scrollY)
    await quantity.hover()
    for (let i = 0; i < 5; i++) await page.mouse.wheel(0, 100)
    // Both at once, so a failure tells which of the two went wrong.
    await expect
      .poll(async () => ({
        scrolled: (await page.evaluate(() => window.scrollY)) > before,
        quantity: await quantity.inputValue(),
      }))
      .toEqual({ scrolled: true, quantity: '25' })
  })

  test("on a touch screen the calculator's steps and the map's zoom buttons are 44 px targets", async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'a touch screen')
    await page.goto('/')
    await waitForHydration(page)
    for (const name of ['Diminuir quantidade', 'Aumentar quantidade']) {
      const box = await page.locator('#planos').getByRole('button', { name }).boundingBox()
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), name).toBeGreaterThanOrEqual(44)
    }
    await page.locator('#cobertura').scrollIntoViewIfNeeded()
    const zoom = page.locator('#cobertura .leaflet-control-zoom a')
    await expect(zoom).toHaveCount(2)
    for (const box of await zoom.evaluateAll((links) =>
      links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect),
    )) {
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }
  })

  test('clamps the quantity to 1..10000, non-numeric becomes 1, minus stops at 1', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const section = page.locator('#planos')
    const quantity = section.getByRole('spinbutton')
    for (const [typed, shown] of [
      ['0', '1'],
      ['20000', '10000'],
      ['', '1'],
      ['-5', '1'],
      ['42', '42'],
    ] as const) {
      await quantity.fill(typed)
      await quantity.blur()
      await expect(quantity).toHaveValue(shown)
    }
    await quantity.fill('2')
    await quantity.blur()
    const minus = section.getByRole('button', { name: 'Diminuir quantidade' })
    await minus.click()
    await expect(quantity).toHaveValue('1')
    await expect(minus).toBeDisabled()
    await section.getByRole('button', { name: '50', exact: true }).click()
    await expect(quantity).toHaveValue('50')
    await expect(section.getByTestId('nosso-total')).toHaveText('R$ 249,50/mês')
  })
})
