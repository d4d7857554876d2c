import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Page } from '@playwright/test'
import { parse } from 'yaml'
import { validateProject } from '../../lib/validation/validateProject.ts'
import { expect, test } from './fixtures.ts'

// The editors' /admin (Sveltia CMS) on the built site, in its local-repository mode: the folder the
// editor would pick is an in-browser folder (the origin-private file system) holding the project's content.
const CONTENT_DIRS: [string, string][] = [
  ['data', '.yaml'],
  ['data/legal', '.yaml'],
  ['content/blog', '.md'],
]

test.skip(({ isMobile }) => isMobile, 'an editor edits on a computer: desktop only')

/** What the CMS fetches from third parties, answered from the installed packages: its translations, version and fonts. */
async function stubCmsThirdParties(page: Page): Promise<void> {
  const cms = JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/package.json', 'utf8')) as { version: string }
  await page.route(/^https:\/\/(unpkg\.com|cdn\.jsdelivr\.net|www\.githubstatus\.com)\//, (route) => {
    const url = route.request().url()
    const locale = /\/@sveltia\/cms@[^/]+\/locales\/([\w-]+)\.json$/.exec(url)
    if (locale)
      return route.fulfill({
        contentType: 'application/json',
        path: `node_modules/@sveltia/cms/locales/${locale[1]}.json`,
      })
    if (url.endsWith('/@sveltia/cms/package.json'))
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ version: cms.version }) })
    if (url.includes('githubstatus.com'))
      return route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: { indicator: 'none' } }) })
    const font = /\/fontsource\/fonts\/([\w-]+)(:vf)?@[^/]+\/([\w-]+\.woff2)$/.exec(url)
    if (font)
      return route.fulfill({
        contentType: 'font/woff2',
        path: `node_modules/@fontsource${font[2] ? '-variable' : ''}/${font[1]}/files/${font[1]}-${font[3]}`,
      })
    return route.abort('blockedbyclient')
  })
}

function contentFiles(): Record<string, string> {
  const files: Record<string, string> = {}
  for (const [dir, extension] of CONTENT_DIRS) {
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(extension)))
      files[`${dir}/${name}`] = fs.readFileSync(`${dir}/${name}`, 'utf8')
  }
  return files
}

/** Fills the origin-private file system with `files` and a `.git` folder, and makes it what the folder picker returns. */
async function openLocalRepository(page: Page, files: Record<string, string>): Promise<void> {
  await page.goto('/robots.txt')
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory()
    await root.getDirectoryHandle('.git', { create: true })
    for (const [file, text] of Object.entries(files)) {
      const parts = file.split('/')
      let dir = root
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true })
      const writable = await (await dir.getFileHandle(parts.at(-1) ?? '', { create: true })).createWritable()
      await writable.write(text)
      await writable.close()
    }
  }, files)
  await page.addInitScript(() => {
    Object.assign(window, { showDirectoryPicker: () => navigator.storage.getDirectory() })
  })
}

async function readSaved(page: Page, file: string): Promise<string> {
  return page.evaluate(async (file) => {
    const parts = file.split('/')
    let dir = await navigator.storage.getDirectory()
    for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part)
    return (await (await dir.getFileHandle(parts.at(-1) ?? '')).getFile()).text()
  }, file)
}

/** The file's values, without `visivel: true`: the editor writes the default its switch shows. */
function valuesOf(yamlText: string): unknown {
  return JSON.parse(JSON.stringify(parse(yamlText)), (key, value: unknown) =>
    key === 'visivel' && value === true ? undefined : value,
  )
}

/** Saves the entry; the editor then closes, back to its collection. */
async function saveEntry(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Entrada salva' })).toBeVisible()
}

test('/admin loads under its own policy, noindex, with no console error', async ({ page, request }) => {
  const consoleErrors: string[] = []
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
  await stubCmsThirdParties(page)
  const response = await request.get('/admin')
  const csp = response.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self';")
  expect(csp).not.toMatch(/script-src[^;]*unsafe/)
  expect(response.headers()['x-robots-tag']).toBe('noindex, nofollow')
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">')
  await page.goto('/admin')
  await expect(page.getByRole('button', { name: 'Trabalhar com Repositório Local' })).toBeVisible()
  expect(consoleErrors).toEqual([])
})

test('an editor changes a plan, a city and a post in a local folder, and the saved files validate', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const consoleErrors: string[] = []
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
  await stubCmsThirdParties(page)
  const originals = contentFiles()
  await openLocalRepository(page, originals)
  await page.goto('/admin')
  await page.getByRole('button', { name: 'Trabalhar com Repositório Local' }).click()

  await page.getByRole('gridcell', { name: 'Planos', exact: true }).click()
  await page.getByRole('textbox', { name: 'Preço' }).first().fill('R$ 89,90')
  await saveEntry(page)

  await page.getByRole('gridcell', { name: 'Cidades', exact: true }).click()
  // The list draws its items' fields as they scroll into view: from its head, the file's only list.
  await page.getByRole('button', { name: 'Recolher Tudo' }).scrollIntoViewIfNeeded()
  await page.getByRole('textbox', { name: 'Nome' }).first().hover()
  const latitude = page.getByRole('spinbutton', { name: 'Lat' }).first()
  await expect(async () => {
    await page.mouse.wheel(0, 150)
    await expect(latitude).toBeAttached({ timeout: 500 })
  }).toPass()
  await latitude.fill('-23.5613')
  await saveEntry(page)

  const post = Object.keys(originals).find((file) => file.startsWith('content/blog/')) ?? ''
  const postTitle = String((parse(originals[post]?.split('---')[1] ?? '') as { title: string }).title)
  await page.getByRole('treeitem', { name: /Posts do blog/ }).click()
  await page.getByRole('gridcell', { name: postTitle, exact: true }).click()
  await page.getByRole('textbox', { name: 'Título' }).first().fill('Um título escrito no editor')
  await saveEntry(page)

  const saved = { ...originals }
  for (const file of ['data/plans.yaml', 'data/cities.yaml', post]) saved[file] = await readSaved(page, file)
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-admin-'))
  for (const dir of ['schemas', 'public']) fs.cpSync(dir, path.join(root, dir), { recursive: true })
  for (const [file, text] of Object.entries(saved)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
  }
  expect(validateProject(root).errors).toEqual([])

  const plans = valuesOf(originals['data/plans.yaml'] ?? '') as { planos: { preco: string }[] }
  plans.planos[0] = { ...plans.planos[0], preco: 'R$ 89,90' } as { preco: string }
  expect(valuesOf(saved['data/plans.yaml'] ?? '')).toEqual(plans)
  const cities = valuesOf(originals['data/cities.yaml'] ?? '') as { cidades: { lat: number }[] }
  cities.cidades[0] = { ...cities.cidades[0], lat: -23.5613 } as { lat: number }
  expect(valuesOf(saved['data/cities.yaml'] ?? '')).toEqual(cities)
  expect(saved[post]).toContain('title: "Um título escrito no editor"')
  fs.rmSync(root, { recursive: true, force: true })
  expect(consoleErrors).toEqual([])
})
