import type { Page } from '@playwright/test'
import { extractText, getDocumentProxy } from 'unpdf'
import { expect, test } from './fixtures.ts'
import { postMarkdown } from '../shared/postMarkdown.ts'
import { openHydrated } from './pageChecks.ts'
import { content, routes } from './routes.ts'

// A post or a legal text printed, or saved as a PDF, is its content on paper: the page's real
// print output (Chromium's PDF of it, read back as text), not the print styles' computed values.
test.skip(({ isMobile }) => isMobile, 'the paper is the same size whatever the screen: checked once, on desktop')

const blogTexts = content.blog.post
const chrome = content.interface
/** Texts of the screen's chrome, none of which is found in the pages' own content. */
const screenOnly = [chrome.cabecalho.pularParaConteudo, content.footer.sobre, content.cookieConsent.titulo]

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim()
const newest = content.posts[0]
if (!newest) throw new Error('sem posts em content/blog/')
const post = newest
/** The footer's last line (after its year), printed under the content: whose text it is. */
const companyLine = `${content.site.razaoSocial} · ${chrome.rodape.cnpj} ${content.site.cnpj} · ${content.footer.direitos}`

/** The page printed on A4, as the text of each sheet. */
async function printedSheets(page: Page): Promise<string[]> {
  const pdf = await page.pdf({ format: 'A4' })
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: false })
  return text.map(oneLine)
}

/** On paper the page's own content comes first (the top bar and the menu are left out), the company's line last, and no sheet is blank. */
function expectContentOnly(sheets: string[], { starts, contains }: { starts: string; contains: string[] }) {
  const all = sheets.join(' ')
  expect(all.startsWith(oneLine(starts)), `o papel começa com "${starts}", não com "${all.slice(0, 80)}"`).toBe(true)
  expect(all.endsWith(companyLine), `o papel termina com a linha da empresa, não com "${all.slice(-80)}"`).toBe(true)
  for (const text of contains) expect(all).toContain(oneLine(text))
  for (const text of screenOnly) expect(all, 'só na tela').not.toContain(oneLine(text))
  sheets.forEach((sheet, index) => expect(sheet.length, `folha ${index + 1} em branco`).toBeGreaterThan(100))
}

test.describe('a blog post printed', () => {
  const headings = postMarkdown(post)
    .split('\n')
    .filter((line) => /^#{2,3} /.test(line))
    .map((line) => line.replace(/^#+ /, '').replace(/[*`]/g, ''))

  test.describe('with the cookie dialog open', () => {
    test.use({ storedConsent: null })

    test('is the article, not blank sheets under the dialog', async ({ page }) => {
      await openHydrated(page, `/blog/${post.id}`)
      // Chromium prints a modal dialog left open on every sheet, over a page that comes out blank
      // (its text is still in the PDF, unseen): the dialog's title must not be on paper at all.
      await expect(page.getByRole('dialog', { name: content.cookieConsent.titulo })).toBeVisible()
      const sheets = await printedSheets(page)
      expectContentOnly(sheets, {
        starts: post.frontmatter.category,
        contains: [post.frontmatter.title, post.frontmatter.excerpt, ...headings],
      })
    })
  })

  test('leaves out the links and buttons of the screen', async ({ page }) => {
    await openHydrated(page, `/blog/${post.id}`)
    const sheets = await printedSheets(page)
    expectContentOnly(sheets, {
      starts: post.frontmatter.category,
      contains: [
        post.frontmatter.title,
        post.frontmatter.author,
        ...headings,
        ...post.frontmatter.tags.map((tag) => `#${tag}`),
      ],
    })
    const all = sheets.join(' ')
    for (const text of [
      blogTexts.voltar,
      blogTexts.copiarLink,
      blogTexts.chamadaTitulo,
      blogTexts.informacoes,
      blogTexts.relacionadosTitulo,
    ])
      expect(all).not.toContain(text)
  })
})

for (const [id, doc] of Object.entries(content.legal)) {
  test(`/${id} printed is its text, every section in order, without the table of contents`, async ({ page }) => {
    await openHydrated(page, `/${id}`)
    const sheets = await printedSheets(page)
    const titles = doc.secoes.map((secao) => secao.titulo)
    const h1 = routes.find((route) => route.path === `/${id}`)?.h1 ?? 'sem rota'
    expectContentOnly(sheets, { starts: `${h1} ${chrome.legal.versao} ${doc.versao}`, contains: titles })
    const all = sheets.join(' ')
    // The table of contents, between the header and the introduction on screen, would list the titles first.
    const introduction = all.indexOf(oneLine(doc.introducao.replace(/\*\*/g, '')).slice(0, 60))
    expect(introduction, 'introdução logo abaixo do cabeçalho').toBeGreaterThan(0)
    // Each title after the one before it (a title may also be named in the text above it).
    let from = introduction
    for (const title of titles) {
      const at = all.indexOf(oneLine(title), from)
      expect(at, `seção "${title}" depois da anterior`).toBeGreaterThan(from)
      from = at
    }
    expect(all.slice(0, introduction)).not.toContain(titles[0])
    expect(all).not.toContain(chrome.legal.voltarAoTopo)
  })
}

test('on paper the text is black: what was written white on a dark fill is not lost', async ({ page }) => {
  await openHydrated(page, `/blog/${post.id}`)
  await page.emulateMedia({ media: 'print' })
  // The footer's line, the post's category badge: light text on navy on screen.
  const colours = await page.evaluate(() =>
    [...document.querySelectorAll('main *, footer *')]
      .filter(
        (el) =>
          el.checkVisibility() && [...el.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim()),
      )
      .map((el) => getComputedStyle(el).color),
  )
  expect(colours.length).toBeGreaterThan(20)
  expect(new Set(colours)).toEqual(new Set(['rgb(0, 0, 0)']))
})
