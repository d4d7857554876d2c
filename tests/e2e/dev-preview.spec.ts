import { spawn, type ChildProcess } from 'node:child_process'
import type { Page } from '@playwright/test'
import { createTempProject } from '../unit/helpers/tempProject.ts'
import { expect, test } from './fixtures.ts'

// The editors' preview: `vike dev` on a copy of the project, whose data this test breaks and fixes.
const PORT = Number(process.env.E2E_DEV_PORT ?? 4191)
const SITE = `http://localhost:${PORT}/`
const FOOTER = 'data/footer.yaml'
let project: ReturnType<typeof createTempProject> | undefined
let server: ChildProcess | undefined

/** Reloads the page, again while the dev server's own reloads after an edit interrupt it (net::ERR_ABORTED). */
async function reload(page: Page): Promise<void> {
  await expect(async () => {
    await page.reload()
  }).toPass({ timeout: 20_000 })
}

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'one dev server and one browser are enough: desktop only')

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return
  testInfo.setTimeout(90_000)
  project = createTempProject({ code: true })
  server = spawn(process.execPath, ['node_modules/vike/bin.js', 'dev', '--port', String(PORT)], {
    cwd: project.root,
    stdio: 'ignore',
  })
  for (
    const started = Date.now();
    Date.now() - started < 60_000;
    await new Promise((resolve) => setTimeout(resolve, 250))
  ) {
    if (
      await fetch(SITE).then(
        (response) => response.ok,
        () => false,
      )
    )
      return
  }
  throw new Error(`vike dev não respondeu em ${SITE} em 60 s`)
})

test.afterAll(() => {
  server?.kill()
  project?.cleanup()
})

test('shows a data error with its position, comes back once it is fixed, and shows the next edit', async ({ page }) => {
  test.setTimeout(90_000)
  if (!project) throw new Error('sem projeto')
  await page.goto(SITE)
  await expect(page.getByText('A Nuvox Telecom leva telefonia').first()).toBeVisible()

  project.edit(FOOTER, 'sobre: A Nuvox', 'sobre: [1, 2]\nantigo: A Nuvox')
  const line = project.lineOf(FOOTER, 'sobre: [1, 2]')
  const overlay = page.locator('vite-error-overlay')
  await expect(overlay.locator('.file')).toContainText(`data/footer.yaml:${line}:8`)
  await expect(overlay.locator('.message-body')).toContainText(
    `data/footer.yaml:${line}:8  sobre  deve ser um texto (encontrada uma lista)`,
  )
  // Reloaded, or opened now, a page gets the same report: never a bare error page.
  await reload(page)
  await expect(overlay.locator('.message-body')).toContainText(`data/footer.yaml:${line}:8  sobre`)

  project.edit(FOOTER, 'sobre: [1, 2]\nantigo: A Nuvox', 'sobre: A Nuvox')
  await expect(overlay).toHaveCount(0)
  await expect(page.getByText('A Nuvox Telecom leva telefonia').first()).toBeVisible()

  project.edit(FOOTER, 'sobre: A Nuvox Telecom leva', 'sobre: A Nuvox Telecom agora leva')
  await reload(page)
  await expect(page.getByText('A Nuvox Telecom agora leva telefonia').first()).toBeVisible()
})
