import type { Page } from '@playwright/test'
import { TURNSTILE_STUB } from './fakeWebhook.ts'
import { canonicalOf, content } from './routes.ts'
import { expect, test } from './fixtures.ts'

/**
 * Holds the page's entry script until the returned function is called: the page is painted and
 * its buttons are on screen, but React has not started, as on a slow phone for a few seconds.
 */
async function holdHydration(page: Page): Promise<() => void> {
  let release = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/entries/entry-client-routing*.js', async (route) => {
    await gate
    await route.continue()
  })
  return release
}

const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')

test.describe('taps before the page is ready (lib/build/client/hydrateAfterPaint.js)', () => {
  test("'Inscrever-se' tapped early sends nothing natively (no reload, the e-mail stays) and gives its answer once the page is ready", async ({
    page,
  }) => {
    const release = await holdHydration(page)
    const loads: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'document') loads.push(request.url())
    })
    await page.goto('/blog')
    const block = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: content.blog.newsletter.titulo }) })
    const button = block.getByRole('button', { name: content.blog.newsletter.botao })
    await block.locator('input').fill('ana@empresa.com.br')
    await button.click()
    // Looks busy meanwhile.
    await expect(button).toHaveAttribute('data-waiting', '')
    await expect(button).toHaveCSS('cursor', 'progress')
    await block.locator('input').press('Enter')
    await page.waitForTimeout(500)
    expect(loads).toHaveLength(1)
    expect(page.url()).toMatch(/\/blog$/)
    release()
    await hydrated(page)
    await expect(block.getByRole('status')).toHaveText(content.blog.newsletter.aviso)
    await expect(button).not.toHaveAttribute('data-waiting')
    await expect(block.locator('input')).toHaveValue('ana@empresa.com.br')
    expect(loads).toHaveLength(1)
  })

  test("'Copiar Link' tapped early copies inside the tap (Safari and Firefox allow the clipboard only for a few seconds after it) and says 'Copiado!' once the page is ready", async ({
    page,
  }) => {
    const post = content.posts[0]
    if (!post) throw new Error('no post to test')
    // Each write records how long after the visitor's last tap it came.
    await page.addInitScript(() => {
      const writes: { text: string; afterTap: number }[] = []
      let tappedAt = 0
      addEventListener('pointerdown', (event) => (tappedAt = event.timeStamp), true)
      Object.assign(window, { __writes: writes })
      Object.defineProperty(navigator, 'clipboard', {
        value: {
          writeText: (text: string) => (
            writes.push({ text, afterTap: performance.now() - tappedAt }),
            Promise.resolve()
          ),
        },
        configurable: true,
      })
    })
    const release = await holdHydration(page)
    await page.goto(`/blog/${post.id}`)
    const button = page.getByRole('button', { name: 'Copiar Link' })
    await button.click()
    await expect(button).toHaveAttribute('data-waiting', '')
    // A slow phone: the page is ready only after the tap has stopped counting (5 s in Chromium and Firefox).
    await page.waitForTimeout(5_500)
    release()
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible()
    const writes = await page.evaluate(
      () => (window as unknown as { __writes: { text: string; afterTap: number }[] }).__writes,
    )
    expect(writes.map((write) => write.text)).toEqual([canonicalOf(`/blog/${post.id}`)])
    expect(writes[0]?.afterTap).toBeLessThan(1_000)
    // The next tap is React's alone, and copies again.
    await expect(page.getByRole('button', { name: 'Copiar Link' })).toBeVisible({ timeout: 5_000 })
    await page.getByRole('button', { name: 'Copiar Link' }).click()
    await expect(page.getByRole('button', { name: 'Copiado!' })).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { __writes: unknown[] }).__writes)).toHaveLength(2)
  })

  test('only the last early tap is carried out, once: the city picker opens, the audience arrow tapped before it does nothing', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, "the phone's top bar has the audience arrows")
    const release = await holdHydration(page)
    await page.goto('/')
    const city = page.getByRole('button', { name: /^Cidade:/ })
    const next = page.getByRole('button', { name: 'Próximo público' })
    const current = page.locator('[role="group"] button[aria-live="polite"]')
    await expect(current).toHaveText('PMEs')
    await next.click()
    await city.click()
    await expect(next).not.toHaveAttribute('data-waiting')
    await expect(city).toHaveAttribute('data-waiting', '')
    await expect(city).toHaveAttribute('aria-expanded', 'false')
    release()
    await hydrated(page)
    await expect(city).toHaveAttribute('aria-expanded', 'true')
    await expect(city).not.toHaveAttribute('data-waiting')
    await expect(current).toHaveText('PMEs')
    // After that, taps are React's alone: a second tap closes the picker.
    await city.click()
    await expect(city).toHaveAttribute('aria-expanded', 'false')
  })

  test("if the page's script cannot load, a tap is no longer held: the button does not stay busy and the form is sent natively, as without the loader", async ({
    page,
  }) => {
    await page.route('**/assets/entries/entry-client-routing*.js', (route) => route.abort())
    const failed = page.waitForEvent('requestfailed', (request) => request.url().includes('entry-client-routing'))
    await page.goto('/blog')
    await failed
    const block = page
      .locator('section')
      .filter({ has: page.getByRole('heading', { name: content.blog.newsletter.titulo }) })
    const button = block.getByRole('button', { name: content.blog.newsletter.botao })
    await block.locator('input').fill('ana@empresa.com.br')
    const reload = page.waitForRequest((request) => request.resourceType() === 'document')
    await button.click()
    await reload
  })
  test('a quantity typed and a service chosen in the calculator before the page is ready are the ones it computes with', async ({
    page,
  }) => {
    const release = await holdHydration(page)
    await page.goto('/')
    const section = page.locator('#planos')
    await section.getByRole('radio', { name: /DID Móvel/ }).check()
    await section.getByRole('spinbutton').fill('25')
    release()
    await hydrated(page)
    await expect(section.getByRole('radio', { name: /DID Móvel/ })).toBeChecked()
    await expect(section.getByRole('spinbutton')).toHaveValue('25')
    await expect(section.getByTestId('nosso-total')).toHaveText('R$ 374,75/mês')
    await expect(section.getByRole('button', { name: '25', exact: true })).toHaveAttribute('aria-pressed', 'true')
    // The next step starts from what the visitor typed.
    await section.getByRole('button', { name: content.calculator.textos.aumentar }).click()
    await expect(section.getByRole('spinbutton')).toHaveValue('26')
  })
  test('what the visitor typed in the quote form before its code arrived is what the form checks and sends: nothing vanishes at the next keystroke', async ({
    page,
  }) => {
    const texts = content.leadForm
    await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: TURNSTILE_STUB }),
    )
    const release = await holdHydration(page)
    await page.goto('/#contato')
    const form = page.locator('#contato form')
    await form.getByLabel(texts.campos.nome.rotulo).fill('ana souza')
    await form.getByLabel(texts.campos.email.rotulo).fill('ana@empresa.com.br')
    await form.getByLabel(texts.campos.mensagem.rotulo).fill('Olá')
    await form.getByRole('checkbox').check()
    release()
    await hydrated(page)
    await expect(form).toHaveAttribute('data-ready', 'true')
    // A field left before the code came is tidied as one left after (the name in capitals).
    await expect(form.getByLabel(texts.campos.nome.rotulo)).toHaveValue('Ana Souza')
    await form.getByLabel(texts.campos.telefone.rotulo).pressSequentially('11987654321')
    await expect(form.getByLabel(texts.campos.email.rotulo)).toHaveValue('ana@empresa.com.br')
    await expect(form.getByLabel(texts.campos.mensagem.rotulo)).toHaveValue('Olá')
    await expect(
      form.getByText(
        texts.campos.mensagem.contador.replace('{n}', '3').replace('{max}', String(texts.limites.mensagem)),
      ),
    ).toBeVisible()
    await expect(form.getByRole('checkbox')).toBeChecked()
    await form.locator('button[type="submit"]').click()
    // Only the two fields left empty are refused.
    for (const field of ['nome', 'email', 'telefone', 'empresa', 'cnpj'] as const) {
      await expect(form.getByLabel(texts.campos[field].rotulo)).toHaveAttribute(
        'aria-invalid',
        field === 'empresa' || field === 'cnpj' ? 'true' : 'false',
      )
    }
  })

  test('a city typed in the DID search before the page is ready filters the list once it is', async ({ page }) => {
    const release = await holdHydration(page)
    await page.goto('/did')
    const section = page.locator('section').filter({ has: page.getByRole('searchbox') })
    const city = content.didMobile.outras[0]
    if (!city) throw new Error('sem cidades')
    await section.getByRole('searchbox').fill(city.cidade)
    release()
    await hydrated(page)
    await expect(section.getByRole('status')).not.toHaveText('')
    await expect(section.getByRole('listitem').first()).toContainText(city.cidade)
    expect(await section.getByRole('listitem').count()).toBeLessThan(content.didMobile.outras.length)
  })
})
