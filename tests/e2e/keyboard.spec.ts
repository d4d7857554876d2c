import { buildLayoutData } from '../../lib/pageData/buildLayoutData.ts'
import { content } from './routes.ts'
import { expect, test, waitForHydration } from './fixtures.ts'
import { expandedStateOf, focusedAccessibleName } from './pageChecks.ts'

type Page = import('@playwright/test').Page

const ui = content.interface
const layout = buildLayoutData(content)
const newTab = ui.comum.novaAba

/** The focused element as a screen reader announces it (Chromium's accessibility tree), and how it looks. */
async function focused(page: Page): Promise<{ name: string; ring: boolean; inView: boolean }> {
  const name = await focusedAccessibleName(page)
  const looks = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null
    if (!element || element === document.body) return { ring: false, inView: false }
    const style = getComputedStyle(element)
    const box = element.getBoundingClientRect()
    return {
      // The site's focus ring (renderer/styles/base.css): 3 px, not removed anywhere.
      ring: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 2,
      inView: box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < window.innerHeight,
    }
  })
  return { name: (name ?? '').replace(newTab, '').trim(), ...looks }
}

async function tabThrough(page: Page, count: number) {
  const stops: string[] = []
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab')
    const stop = await focused(page)
    expect(stop.ring, `anel de foco visível em "${stop.name}"`).toBe(true)
    expect(stop.inView, `"${stop.name}" visível ao receber o foco`).toBe(true)
    stops.push(stop.name)
  }
  return stops
}

const topBarTools = [
  `${ui.barraSuperior.acessibilidade} ${ui.barraSuperior.emBreve}`,
  `${ui.barraSuperior.cidade}: ${layout.cities[0]?.nome}, ${layout.cities[0]?.uf}`,
  `${ui.barraSuperior.pais}: ${layout.countries[0]?.codigo}`,
]
const logo = `${content.site.nome}: ${ui.cabecalho.inicio}`
const sectionLinks = ['Serviços', 'Integrações', 'Cobertura', 'Contato', 'Blog', 'Status']

test.describe('keyboard walk', () => {
  test('header: skip link, top bar, logo, navigation and account buttons in reading order, each with a focus ring', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'desktop header; the phone header has its own walk')
    await page.goto('/empresas')
    await waitForHydration(page)
    const audiences = content.audiences.publicos.map((audience) =>
      audience.novo ? `${audience.rotulo} ${ui.barraSuperior.novo}` : audience.rotulo,
    )
    // Letter case aside: Chromium reads the 'Novo' badge as styled, in capitals.
    const lower = (names: string[]) => names.map((name) => name.toLocaleLowerCase('pt-BR'))
    expect(lower(await tabThrough(page, 17))).toEqual(
      lower([
        ui.cabecalho.pularParaConteudo,
        ...audiences,
        ...topBarTools,
        logo,
        ...sectionLinks,
        ui.cabecalho.login,
        ui.cabecalho.cadastro,
      ]),
    )
    // Back to the start: the skip link takes the focus past all of it, to the page's content.
    for (let i = 0; i < 16; i++) await page.keyboard.press('Shift+Tab')
    expect((await focused(page)).name).toBe(ui.cabecalho.pularParaConteudo)
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('header: an audience chosen with the keyboard changes the navigation', async ({ page, isMobile }) => {
    test.skip(isMobile, 'desktop audience buttons')
    await page.goto('/empresas')
    await waitForHydration(page)
    await tabThrough(page, 4)
    expect((await focused(page)).name).toBe('Provedores')
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Provedores', exact: true })).toHaveAttribute('aria-pressed', 'true')
    await expect(page.locator('#menu-principal').getByRole('link', { name: 'Soluções' })).toBeVisible()
    await page.keyboard.press('Space')
    await expect(page.getByRole('button', { name: 'Provedores', exact: true })).toBeFocused()
  })

  for (const project of ['desktop', 'mobile'] as const) {
    test(`top bar dropdown (${project}): opens with Enter, walks its choices, chooses with Enter, and Escape closes it; the focus goes back to its button`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile !== (project === 'mobile'), 'one walk per layout')
      await page.goto('/empresas')
      await waitForHydration(page)
      const cityButton = page.getByRole('button', { name: /^Cidade:/ })
      const cityList = page.getByRole('list', { name: ui.barraSuperior.escolherCidade })
      await cityButton.focus()
      await page.keyboard.press('Enter')
      await expect(cityList).toBeVisible()
      await expect(cityButton).toHaveAttribute('aria-expanded', 'true')
      const cities = await tabThrough(page, 2)
      expect(cities).toEqual(layout.cities.slice(0, 2).map((city) => `${city.nome}, ${city.uf}`))
      await page.keyboard.press('Enter')
      await expect(cityList).toBeHidden()
      await expect(cityButton).toBeFocused()
      await expect(cityButton).toContainText(`${layout.cities[1]?.nome}, ${layout.cities[1]?.uf}`)
      await page.keyboard.press('Enter')
      await expect(cityList).toBeVisible()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Escape')
      await expect(cityList).toBeHidden()
      await expect(cityButton).toBeFocused()
      await expect(cityButton).toHaveAttribute('aria-expanded', 'false')
      // A planned country cannot take the focus; the available ones can.
      const countryButton = page.getByRole('button', { name: /^País:/ })
      await countryButton.focus()
      await page.keyboard.press('Enter')
      const available = layout.countries
        .filter((country) => country.status === 'disponivel')
        .map((country) => country.nome)
      expect(await tabThrough(page, available.length)).toEqual(available)
      await page.keyboard.press('Escape')
      await expect(countryButton).toBeFocused()
    })
  }

  test('a top bar list closes when Tab takes the focus past its last choice', async ({ page, isMobile }) => {
    test.skip(isMobile, 'same component on both layouts')
    await page.goto('/empresas')
    await waitForHydration(page)
    const countryButton = page.getByRole('button', { name: /^País:/ })
    await countryButton.focus()
    await page.keyboard.press('Enter')
    const countryList = page.getByRole('list', { name: ui.barraSuperior.escolherPais })
    await expect(countryList).toBeVisible()
    const available = layout.countries.filter((country) => country.status === 'disponivel')
    await tabThrough(page, available.length + 1)
    await expect(countryList).toBeHidden()
    await expect(countryButton).toHaveAttribute('aria-expanded', 'false')
    // The focus went on to the next stop; closing did not pull it back.
    await expect(countryButton).not.toBeFocused()
  })

  test('mobile menu: the toggle opens it with Enter, Tab walks its links, Escape closes it and gives the focus back', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone header')
    await page.goto('/empresas')
    await waitForHydration(page)
    const toggle = page.getByRole('button', { name: ui.cabecalho.abrirMenu })
    const [previous, current, next] = [
      ui.barraSuperior.publicoAnterior,
      ui.barraSuperior.publicoAtual.replace(
        '{publico}',
        `${content.audiences.publicos[0]?.rotuloCurto} (${content.audiences.publicos[0]?.rotulo})`,
      ),
      ui.barraSuperior.publicoProximo,
    ]
    // The closed menu is skipped: from the logo, the next stop is its toggle.
    // The coming-soon accessibility button is not in a phone's top bar: it is in the menu.
    expect(await tabThrough(page, 8)).toEqual([
      ui.cabecalho.pularParaConteudo,
      previous,
      current,
      next,
      ...topBarTools.slice(1),
      logo,
      ui.cabecalho.abrirMenu,
    ])
    await expect(toggle).toBeFocused()
    await page.keyboard.press('Enter')
    const nav = page.locator('#menu-principal')
    await expect(nav).toBeVisible()
    await expect(page.getByRole('button', { name: ui.cabecalho.fecharMenu })).toBeFocused()
    expect(await expandedStateOf(page, ui.cabecalho.fecharMenu)).toBe(true)
    expect(await tabThrough(page, 10)).toEqual([
      ...sectionLinks,
      'Provedores',
      topBarTools[0],
      ui.cabecalho.login,
      ui.cabecalho.cadastro,
    ])
    // Tab past the last link: the menu closes rather than leave the focus under it, out of sight.
    await page.keyboard.press('Tab')
    await expect(nav).toBeHidden()
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true)
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(nav).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(page.getByRole('button', { name: ui.cabecalho.abrirMenu })).toBeFocused()
    expect(await expandedStateOf(page, ui.cabecalho.abrirMenu)).toBe(false)
    // Chosen with the keyboard, a link closes the menu and goes where it points.
    await page.keyboard.press('Enter')
    for (let i = 0; i < sectionLinks.indexOf('Blog') + 1; i++) await page.keyboard.press('Tab')
    expect((await focused(page)).name).toBe('Blog')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(nav).toBeHidden()
  })
})

test.describe('in-page links', () => {
  test('a section link on home moves the focus to its section, so the next Tab goes on from there', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/')
    await waitForHydration(page)
    if (isMobile) {
      await page.getByRole('button', { name: ui.cabecalho.abrirMenu }).click()
      await expect(page.locator('#menu-principal')).toBeVisible()
    }
    await page.locator('#menu-principal').getByRole('link', { name: 'Contato' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('#contato')).toBeFocused()
    if (isMobile) await expect(page.locator('#menu-principal')).toBeHidden()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1500)
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#contato')))).toBe(true)
    // The page stays at the section: the focus did not go back to the top of the page.
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1500)
  })

  test('a section link from another page opens home at the section with the focus in it', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'same navigation on a phone')
    await page.goto('/pabx')
    await waitForHydration(page)
    await page.locator('#menu-principal').getByRole('link', { name: 'Contato' }).click()
    await expect(page).toHaveURL(/\/#contato$/)
    await expect(page.locator('#contato')).toBeFocused()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('#contato')))).toBe(true)
  })
})
