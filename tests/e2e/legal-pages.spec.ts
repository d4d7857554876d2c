import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import {
  expectBreadcrumb,
  expectNoHorizontalScroll,
  expectSafeNewTabLinks,
  openHydrated,
  readingMeasure,
} from './pageChecks.ts'
import { content, routes } from './routes.ts'

const texts = content.interface.legal
/** The legal documents: data/legal/{id}.yaml is shown at /{id}. */
const documents = Object.entries(content.legal).map(([id, doc]) => ({ id, path: `/${id}`, doc }))

function legalDocument(id: string) {
  const doc = content.legal[id]
  if (!doc) throw new Error(`documento data/legal/${id}.yaml não encontrado`)
  return doc
}

function sectionTitled(id: string, pattern: RegExp) {
  const section = legalDocument(id).secoes.find((secao) => pattern.test(secao.titulo))
  if (!section) throw new Error(`nenhuma seção de data/legal/${id}.yaml com título ${pattern}`)
  return section
}

const toc = (page: Page) => page.getByRole('navigation', { name: texts.sumario })

test('the four legal pages have a document', () => {
  expect(documents.map((d) => d.path).sort()).toEqual([
    '/politica-cookies',
    '/politica-privacidade',
    '/regulatorio',
    '/termos-de-uso',
  ])
})

for (const { path, doc } of documents) {
  test.describe(path, () => {
    test('title, version and a table of contents whose links land on their sections', async ({ page }) => {
      await openHydrated(page, path)
      await expect(page.locator('h1')).toHaveText(routes.find((route) => route.path === path)?.h1 ?? 'sem rota')
      await expect(page.locator('main')).toContainText(`${texts.versao} ${doc.versao}`)
      const links = toc(page).getByRole('link')
      await expect(links).toHaveText(doc.secoes.map((secao) => secao.titulo))
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
      expect(hrefs).toEqual(doc.secoes.map((secao) => `#${secao.id}`))
      for (const href of hrefs) await expect(page.locator(`[id="${href.slice(1)}"]`), href).toHaveCount(1)

      // Following the last link scrolls its section into view, below the fixed header.
      const last = doc.secoes.at(-1)
      if (!last) throw new Error('documento sem seções')
      await links.last().click()
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`))
      const heading = page.locator(`[id="${last.id}"]`).getByRole('heading', { level: 2 })
      await expect(heading).toHaveText(last.titulo)
      await expect(heading).toBeInViewport()
      await expect
        .poll(() =>
          heading.evaluate((element) => {
            const box = element.getBoundingClientRect()
            const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2)
            return hit !== null && element.contains(hit)
          }),
        )
        .toBe(true)
    })

    test('its text reads at 16–18 px with at most 75 characters a line', async ({ page }) => {
      await page.goto(path)
      const { fontSizes, lineLengths } = await readingMeasure(page, 'main section[aria-labelledby] > div > p')
      expect(lineLengths.length).toBeGreaterThan(3)
      expect(fontSizes.filter((size) => size < 16 || size > 18)).toEqual([])
      expect(Math.max(...lineLengths)).toBeLessThanOrEqual(75)
    })

    test('BreadcrumbList, safe new-tab links and no horizontal scroll', async ({ page }) => {
      await openHydrated(page, path)
      await expectBreadcrumb(page, path, routes.find((route) => route.path === path)?.title ?? '')
      await expectSafeNewTabLinks(page)
      await expectNoHorizontalScroll(page)
    })
  })
}

test.describe('/politica-cookies', () => {
  test('the category table gives the agreed durations', async ({ page }) => {
    await page.goto('/politica-cookies')
    const table = page.getByRole('table')
    // The table and the scrolling box around it are named after their section, not after a column.
    const section = legalDocument('politica-cookies').secoes.find((s) => s.bloco === 'categorias')?.titulo ?? ''
    await expect(table).toHaveAccessibleName(section)
    await expect(page.locator('div[role="region"][tabindex="0"]')).toHaveAccessibleName(section)
    const headers = await table.getByRole('columnheader').allTextContents()
    const durationColumn = headers.indexOf(texts.duracao)
    expect(durationColumn).toBeGreaterThan(0)
    const durationOf = async (category: RegExp) => {
      const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: category }) })
      await expect(row).toHaveCount(1)
      // The row header is the first cell; the duration cell sits at the header's column index.
      return row.getByRole('cell').nth(durationColumn - 1)
    }
    // toHaveText reads the data's non-breaking space in '30 dias' as a space.
    await expect(await durationOf(/essenciais/i)).toHaveText('Da sessão até 30 dias')
    await expect(await durationOf(/funcionalidade/i)).toHaveText('12 meses')
    await expect(await durationOf(/analíticos/i)).toHaveText('24 meses')
    await expect(await durationOf(/marketing/i)).toHaveText('12 meses')
    await expect(table.locator('tbody').getByRole('row')).toHaveCount(
      legalDocument('politica-cookies').categorias?.length ?? -1,
    )
    // Its contact section points to the data protection officer, whose address is right there.
    const dpo = page.locator('#contato').getByRole('complementary', { name: texts.encarregado })
    await expect(dpo.getByRole('link', { name: content.site.emails.encarregadoDados })).toHaveAttribute(
      'href',
      `mailto:${content.site.emails.encarregadoDados}`,
    )
  })

  test('on a tablet and wider the category table fits its box, without a sideways scroll', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'tablet and desktop widths')
    for (const width of [768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/politica-cookies')
      const wrap = page.locator('div[role="region"]:has(> table)')
      const { scroll, client } = await wrap.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }))
      expect(scroll, `${width} px`).toBeLessThanOrEqual(client)
    }
  })

  test('as a table, the examples, its longest text, get the widest column and the short durations the narrowest', async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'a phone shows each category as a card')
    await page.goto('/politica-cookies')
    const widths = await page
      .getByRole('table')
      .getByRole('columnheader')
      .evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width))
    const [category = 0, duration = 0, examples = 0] = widths
    const total = category + duration + examples
    expect(examples / total, widths.map(Math.round).join(' | ')).toBeGreaterThanOrEqual(0.45)
    expect(duration).toBeLessThan(category)
  })
})

test.describe('/politica-privacidade', () => {
  test('controller, purposes, legal bases, data subject rights and the DPO contact', async ({ page }) => {
    await page.goto('/politica-privacidade')
    const { site } = content
    for (const pattern of [/controlador/i, /para que usamos/i, /bases legais/i, /direitos/i]) {
      const section = sectionTitled('politica-privacidade', pattern)
      await expect(page.locator(`[id="${section.id}"]`).getByRole('heading', { level: 2 })).toHaveText(section.titulo)
    }
    await expect(page.locator(`[id="${sectionTitled('politica-privacidade', /controlador/i).id}"]`)).toContainText(
      site.razaoSocial,
    )
    await expect(page.locator(`[id="${sectionTitled('politica-privacidade', /bases legais/i).id}"]`)).toContainText(
      /consentimento/i,
    )

    const dpo = page.getByRole('complementary', { name: texts.encarregado })
    await expect(dpo).toContainText(site.encarregadoDados.nome)
    await expect(dpo).toContainText(site.cnpj)
    const mail = dpo.getByRole('link', { name: site.emails.encarregadoDados })
    await expect(mail).toHaveAttribute('href', `mailto:${site.emails.encarregadoDados}`)
  })
})

test.describe('/termos-de-uso', () => {
  test('version 2025.1 and the agreed terms: 30-day notice and cancellation, liability cap, support hours', async ({
    page,
  }) => {
    await page.goto('/termos-de-uso')
    const main = page.locator('main')
    await expect(main).toContainText(`${texts.versao} 2025.1`)
    await expect(main).toContainText(/alterações[^.]*comunicadas com 30\sdias de antecedência/i)
    await expect(main).toContainText(/cancelamento passa a valer 30\sdias/i)
    await expect(main).toContainText(/responsabilidade[^.]*limitada[^.]*últimos 12\smeses/i)
    await expect(main).toContainText(/segunda a sexta-feira, das 8h às 18h/i)
  })
})

test.describe('/regulatorio', () => {
  const docs = legalDocument('regulatorio').documentos ?? []

  test('the two contracts are listed without a link; the authorization act opens in a new tab', async ({ page }) => {
    await page.goto('/regulatorio')
    const contracts = docs.filter((doc) => doc.tipo === 'contrato')
    expect(contracts).toHaveLength(2)
    for (const contract of contracts) {
      const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: contract.titulo }) })
      await expect(item).toHaveCount(1)
      await expect(item.getByRole('link')).toHaveCount(0)
      await expect(item.locator('[target]')).toHaveCount(0)
      await expect(item).toContainText(texts.semArquivo)
    }
    const act = docs.find((doc) => doc.tipo === 'ato')
    expect(act?.arquivo).toMatch(/\.pdf$/)
    const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: act?.titulo ?? '' }) })
    const link = item.getByRole('link', { name: texts.abrirPdf })
    await expect(link).toHaveAttribute('href', act?.arquivo ?? '')
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  })

  test('the authorization act PDF is served', async ({ request }) => {
    const act = docs.find((doc) => doc.tipo === 'ato')
    const response = await request.get(act?.arquivo ?? '/sem-arquivo')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/pdf/)
    expect((await response.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
  })
})
