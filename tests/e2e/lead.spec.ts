import { content } from './routes.ts'
import { e2eEnv, PROXY_ERROR_BODY, startFakeWebhook, TURNSTILE_STUB } from './fakeWebhook.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

const texts = content.leadForm
const WEBHOOK_PORT = Number(new URL(e2eEnv.VITE_LEAD_WEBHOOK_URL).port)
let webhook: ReturnType<typeof startFakeWebhook>

// One webhook server on a fixed port (the build points at it): these tests run one at a time, on desktop.
test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'the lead tests share one local webhook; they run once, on desktop')

test.beforeAll(async ({}, testInfo) => {
  if (testInfo.project.name !== 'desktop') return
  webhook = startFakeWebhook(WEBHOOK_PORT)
  await webhook.ready
})
test.afterAll(async () => webhook?.close())
test.beforeEach(async ({ page }) => {
  webhook.clear()
  webhook.setMode('ok')
  await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js', (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: TURNSTILE_STUB }),
  )
})

type Page = import('@playwright/test').Page
const form = (page: Page) => page.locator('#contato form')
const submit = (page: Page) => form(page).locator('button[type="submit"]')

async function openForm(page: Page) {
  await page.goto('/#contato')
  await waitForHydration(page)
  await form(page).scrollIntoViewIfNeeded()
  // The form's code comes when it nears the screen (components/lead/DeferredQuoteForm.tsx).
  await expect(form(page)).toHaveAttribute('data-ready', 'true')
}

test("the form's code waits until the form nears the screen: the page hydrates without it, and its prerendered HTML stays on screen meanwhile", async ({
  page,
}) => {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  await page.goto('/')
  await waitForHydration(page)
  const before = scripts.length
  await page.waitForTimeout(500)
  await expect(form(page).getByLabel(texts.campos.nome.rotulo)).toBeAttached()
  expect(await form(page).getAttribute('data-ready')).toBeNull()
  expect(scripts.length).toBe(before)
  await form(page).scrollIntoViewIfNeeded()
  await expect(form(page)).toHaveAttribute('data-ready', 'true')
  // The form's own code arrived with the scroll.
  expect(scripts.length).toBeGreaterThan(before)
})

test("if the form's code cannot be fetched (offline, or a deploy replaced it), the form gives way to a message and a retry; the page stays", async ({
  page,
  pageErrors,
}) => {
  await page.goto('/')
  await waitForHydration(page)
  // From now on every script fails to download, as offline or after a deploy.
  await page.route('**/assets/**/*.js', (route) => route.abort('internetdisconnected'))
  await form(page).scrollIntoViewIfNeeded()
  const failure = page.locator('#contato').getByRole('alert').filter({ hasText: texts.carregamento.erro })
  await expect(failure).toBeVisible()
  await expect(page.locator('#inicio-titulo')).toHaveText(
    content.pages.paginas.find((p) => p.caminho === '/')?.h1 ?? '',
  )
  await expect(page.locator('#contato h2').first()).toBeVisible()
  expect(pageErrors).toEqual([])
  await page.unroute('**/assets/**/*.js')
  await failure.getByRole('button', { name: texts.carregamento.tentarNovamente }).click()
  await expect(form(page)).toHaveAttribute('data-ready', 'true')
  await expect(failure).toHaveCount(0)
})

test('after a client-side navigation to home the form has no prerendered HTML to show: its code loads at once', async ({
  page,
}) => {
  await page.goto('/pabx')
  await waitForHydration(page)
  await page.locator('header a[href="/"]').first().click()
  await expect(page.locator('#inicio-titulo')).toBeVisible()
  expect(await page.evaluate(() => window.scrollY)).toBe(0)
  await expect(form(page)).toHaveAttribute('data-ready', 'true')
})

async function fillValid(page: Page) {
  const f = form(page)
  await f.getByLabel(texts.campos.nome.rotulo).fill('joão da silva')
  await f.getByLabel(texts.campos.email.rotulo).fill('joao@empresa.com.br')
  await f.getByLabel(texts.campos.telefone.rotulo).fill('11987654321')
  await f.getByLabel(texts.campos.empresa.rotulo).fill('Padaria Pão Quente')
  await f.getByLabel(texts.campos.cnpj.rotulo).fill('11.222.333/0001-81')
  await f.getByLabel(texts.campos.mensagem.rotulo).fill('Preciso de 10 ramais e um 0800.')
  await f.getByLabel(texts.campos.mensagem.rotulo).blur()
  await f.getByRole('checkbox').check()
}

test('a name, e-mail or company longer than its limit stops at it, as the message does', async ({ page }) => {
  await openForm(page)
  const f = form(page)
  for (const field of ['nome', 'email', 'empresa'] as const) {
    const limit = texts.limites[field]
    // In the prerendered HTML too: typing before the form's code has come is cut by the browser.
    await expect(f.getByLabel(texts.campos[field].rotulo)).toHaveAttribute('maxlength', String(limit))
    await f.getByLabel(texts.campos[field].rotulo).fill('a'.repeat(limit + 50))
    await expect(f.getByLabel(texts.campos[field].rotulo)).toHaveValue('a'.repeat(limit))
  }
})

test('sends exactly the agreed payload to the webhook and resets 4 s after success', async ({ page }) => {
  const consoleText: string[] = []
  page.on('console', (message) => consoleText.push(message.text()))
  await page.clock.install()
  await openForm(page)
  await fillValid(page)
  const f = form(page)
  await expect(f.getByLabel(texts.campos.nome.rotulo)).toHaveValue('João da Silva')
  await expect(f.getByLabel(texts.campos.telefone.rotulo)).toHaveValue('(11) 9 8765-4321')
  await expect(f.getByLabel(texts.campos.cnpj.rotulo)).toHaveValue('11.222.333/0001-81')
  await expect(f.getByText(`31/${texts.limites.mensagem} caracteres`)).toBeVisible()
  await expect(submit(page)).toBeEnabled()
  const before = Date.now()
  // From here the page's clock moves only when the test says: on a slow machine, real time
  // alone would otherwise bring the 4 s reset before the test looks.
  await page.clock.pauseAt(before + 5_000)
  await submit(page).click()
  await expect(f.getByText(texts.sucesso)).toBeVisible()
  // The pressed button is disabled while sending: the banner takes the focus, so it is read out.
  await expect(f.getByRole('status').filter({ hasText: texts.sucesso })).toBeFocused()
  expect(webhook.received).toHaveLength(1)
  // The sent values stay for 4 s, but they cannot be sent a second time, even once the bot check
  // has handed out its fresh token.
  await page.clock.runFor(100)
  expect(
    await page.evaluate(
      () => (window as unknown as { __turnstile: { widgets: { token?: string }[] } }).__turnstile.widgets.at(-1)?.token,
    ),
  ).toBe('XXXX.DUMMY.TOKEN.reset1')
  await expect(submit(page)).toBeDisabled()
  await f.getByLabel(texts.campos.empresa.rotulo).press('Enter')
  await page.waitForTimeout(300)
  expect(webhook.received).toHaveLength(1)
  const request = webhook.received[0]
  expect(request?.method).toBe('POST')
  expect(request?.path).toBe(new URL(e2eEnv.VITE_LEAD_WEBHOOK_URL).pathname)
  expect(request?.headers.authorization).toBe(`Bearer ${e2eEnv.VITE_LEAD_WEBHOOK_TOKEN}`)
  expect(request?.headers['content-type']).toBe('application/json')
  const body = request?.body as Record<string, string>
  expect(Object.keys(body).sort()).toEqual([
    'cnpj',
    'email',
    'empresa',
    'mensagem',
    'nome',
    'source',
    'telefone',
    'timestamp',
    'turnstileToken',
  ])
  expect(body).toMatchObject({
    nome: 'João da Silva',
    email: 'joao@empresa.com.br',
    telefone: '5511987654321',
    empresa: 'Padaria Pão Quente',
    cnpj: '11222333000181',
    mensagem: 'Preciso de 10 ramais e um 0800.',
    source: content.site.lead.origem,
    turnstileToken: 'XXXX.DUMMY.TOKEN.1',
  })
  expect(body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
  expect(Math.abs(new Date(body.timestamp ?? '').getTime() - before)).toBeLessThan(60_000)
  // The visitor's data never reaches the console.
  expect(consoleText.filter((text) => /joão|joao@|98765|11222333/i.test(text))).toEqual([])
  // Back on the banner (the Enter above moved the focus to a field).
  await f.getByRole('status').filter({ hasText: texts.sucesso }).focus()
  await page.clock.runFor(3400)
  await expect(f.getByLabel(texts.campos.nome.rotulo)).toHaveValue('João da Silva')
  await page.clock.runFor(600)
  await expect(f.getByLabel(texts.campos.nome.rotulo)).toHaveValue('')
  await expect(f.getByText(texts.sucesso)).toBeHidden()
  // The banner that had the focus is gone: the focus is on the emptied form's first field.
  await expect(f.getByLabel(texts.campos.nome.rotulo)).toBeFocused()
  expect(await page.evaluate(() => sessionStorage.getItem('nuvox:rascunho-orcamento'))).toBeNull()
})

test('submit waits for the terms and a bot-check token, and says under it which one it waits for; Enviando... while loading; a double click sends once', async ({
  page,
}) => {
  await page.addInitScript(() => ((window as unknown as { __turnstileManual: boolean }).__turnstileManual = true))
  webhook.setMode('hang')
  await openForm(page)
  await fillValid(page)
  await form(page).getByRole('checkbox').uncheck()
  await expect(submit(page)).toBeDisabled()
  await expect(submit(page)).toHaveAccessibleDescription(texts.dicaEnvio.termos)
  // Disabled for assistive technology (aria-disabled), yet in the Tab order: a keyboard user reaches it and hears why.
  await expect(submit(page)).toHaveAttribute('aria-disabled', 'true')
  await form(page).getByRole('link').last().focus()
  await page.keyboard.press('Tab')
  await expect(submit(page)).toBeFocused()
  // Pressed anyway, it sends nothing and points at what is missing.
  await page.keyboard.press('Enter')
  await expect(form(page).getByRole('checkbox')).toBeFocused()
  expect(webhook.received).toHaveLength(0)
  const hintBox = await form(page).getByText(texts.dicaEnvio.termos).boundingBox()
  await form(page).getByRole('checkbox').check()
  await expect(submit(page)).toBeDisabled()
  await expect(submit(page)).toHaveAccessibleDescription(texts.dicaEnvio.verificacao)
  await expect
    .poll(() =>
      page.evaluate(() => (window as unknown as { __turnstile?: { renders: number } }).__turnstile?.renders ?? 0),
    )
    .toBe(1)
  const options = await page.evaluate(() => {
    const widget = (window as unknown as { __turnstile: { widgets: { options: Record<string, unknown> }[] } })
      .__turnstile.widgets[0]
    return { sitekey: widget?.options.sitekey, theme: widget?.options.theme, size: widget?.options.size }
  })
  expect(options).toEqual({ sitekey: e2eEnv.VITE_TURNSTILE_SITE_KEY, theme: 'auto', size: 'normal' })
  await page.evaluate(() =>
    (window as unknown as { __turnstile: { succeed: (t: string) => void } }).__turnstile.succeed('manual-token'),
  )
  await expect(submit(page)).toBeEnabled()
  await expect(submit(page)).toHaveAccessibleDescription('')
  // The emptied hint keeps its height: the bot check ending moves nothing under the form.
  expect((await page.locator('#orcamento-dica-envio').boundingBox())?.height).toBe(hintBox?.height)
  await submit(page).dblclick()
  await expect(submit(page)).toHaveText(texts.enviando)
  await expect(submit(page)).toBeDisabled()
  await expect.poll(() => webhook.received.length).toBe(1)
  await page.waitForTimeout(300)
  expect(webhook.received).toHaveLength(1)
})

test('keyboard only: Tab walks the fields in order, advice shows as the focus leaves a field, Space accepts the terms and Enter sends', async ({
  page,
}) => {
  await openForm(page)
  const f = form(page)
  const field = (name: Exclude<keyof typeof texts.campos, 'termos'>) =>
    f.getByLabel(texts.campos[name].rotulo, { exact: true })
  await field('nome').focus()
  await page.keyboard.type('maria')
  await page.keyboard.press('Tab')
  await expect(field('email')).toBeFocused()
  // Leaving the name with one word shows the visual check's advice, tied to the field for screen readers.
  const nameNote = ((await field('nome').getAttribute('aria-describedby')) ?? '').split(' ')[0]
  await expect(page.locator(`#${nameNote}`)).toHaveText(texts.campos.nome.aviso)
  await expect(field('nome')).toHaveAttribute('aria-invalid', 'false')
  await page.keyboard.press('Shift+Tab')
  await expect(field('nome')).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' souza')
  await page.keyboard.press('Tab')
  await expect(field('nome')).toHaveValue('Maria Souza')
  await expect(form(page).getByText(texts.campos.nome.aviso)).toHaveCount(0)
  await expect(field('nome')).not.toHaveAttribute('aria-describedby', /./)
  const typed: [Exclude<keyof typeof texts.campos, 'termos'>, string][] = [
    ['email', 'maria@empresa.com.br'],
    ['telefone', '11987654321'],
    ['empresa', 'Souza Contabilidade'],
    ['cnpj', '11222333000181'],
    ['mensagem', 'Quero um 0800.'],
  ]
  for (const [name, value] of typed) {
    await expect(field(name)).toBeFocused()
    await page.keyboard.type(value)
    await page.keyboard.press('Tab')
  }
  await expect(field('telefone')).toHaveValue('(11) 9 8765-4321')
  await expect(field('cnpj')).toHaveValue('11.222.333/0001-81')
  const terms = f.getByRole('checkbox')
  await expect(terms).toBeFocused()
  await expect(submit(page)).toBeDisabled()
  await page.keyboard.press('Space')
  await expect(terms).toBeChecked()
  // The two links of the terms' label, then the button.
  await page.keyboard.press('Tab')
  await expect(f.getByRole('link', { name: texts.campos.termos.linkTermos.rotulo })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(f.getByRole('link', { name: texts.campos.termos.linkPrivacidade.rotulo })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(submit(page)).toBeFocused()
  await expect(submit(page)).toBeEnabled()
  await page.keyboard.press('Enter')
  await expect(f.getByText(texts.sucesso)).toBeVisible()
  expect(webhook.received).toHaveLength(1)
  expect(webhook.received[0]?.body).toMatchObject({
    nome: 'Maria Souza',
    telefone: '5511987654321',
    cnpj: '11222333000181',
  })
})

test('an invalid CNPJ blocks sending with its message and moves focus to it', async ({ page }) => {
  await openForm(page)
  await fillValid(page)
  const cnpj = form(page).getByLabel(texts.campos.cnpj.rotulo)
  await cnpj.fill('11.222.333/0001')
  await expect(submit(page)).toBeEnabled()
  await submit(page).click()
  await expect(form(page).getByText('CNPJ deve ser válido e conter 14 dígitos.')).toBeVisible()
  await expect(cnpj).toBeFocused()
  await expect(cnpj).toHaveAttribute('aria-invalid', 'true')
  const describedBy = (await cnpj.getAttribute('aria-describedby')) ?? ''
  await expect(page.locator(`#${describedBy.split(' ')[0]}`)).toHaveText('CNPJ deve ser válido e conter 14 dígitos.')
  await expect(form(page).getByRole('alert')).toContainText(texts.erros.revise)
  expect(webhook.received).toHaveLength(0)
})

test('a message that appears as a field loses the focus waits for the mouse button: the terms box and the submit button under the pointer still take the click', async ({
  page,
}) => {
  await openForm(page)
  const f = form(page)
  /** A mouse press and release at one point of the element (its centre, or `fromBottom` px above its bottom edge), as a visitor clicks. */
  const clickAt = async (element: ReturnType<Page['locator']>, fromBottom?: number) => {
    await element.scrollIntoViewIfNeeded()
    const box = await element.boundingBox()
    if (!box) throw new Error('elemento fora da tela')
    await page.mouse.click(box.x + box.width / 2, box.y + box.height - (fromBottom ?? box.height / 2))
  }
  await f.getByLabel(texts.campos.cnpj.rotulo).fill('123')
  const terms = f.getByRole('checkbox')
  await clickAt(terms)
  // The CNPJ's error shows once the button is up, under the field; the box took the click.
  await expect(f.getByText(texts.campos.cnpj.erro)).toBeVisible()
  await expect(terms).toBeChecked()
  await f.getByLabel(texts.campos.nome.rotulo).fill('joana')
  await expect(submit(page)).toBeEnabled()
  await clickAt(submit(page), 4)
  await expect(f.getByText(texts.campos.nome.aviso)).toBeVisible()
  // The click reached the button: sending was tried, and the empty fields say so.
  await expect(f.getByRole('alert')).toContainText(texts.erros.revise)
  expect(webhook.received).toHaveLength(0)
})

test('the visual checks advise but do not block: a landline and a one-word name are sent', async ({ page }) => {
  await openForm(page)
  await fillValid(page)
  const f = form(page)
  const name = f.getByLabel(texts.campos.nome.rotulo)
  const phone = f.getByLabel(texts.campos.telefone.rotulo)
  await name.fill('joana')
  await name.blur()
  await phone.fill('1140002120')
  await phone.blur()
  await expect(phone).toHaveValue('(11) 4000-2120')
  for (const [input, advice] of [
    [name, texts.campos.nome.aviso],
    [phone, texts.campos.telefone.aviso],
  ] as const) {
    await expect(input).toHaveAttribute('aria-invalid', 'false')
    await expect(page.locator(`#${await input.getAttribute('aria-describedby')}`)).toHaveText(advice)
  }
  await submit(page).click()
  await expect(f.getByText(texts.sucesso)).toBeVisible()
  expect(webhook.received).toHaveLength(1)
  expect(webhook.received[0]?.body).toMatchObject({ nome: 'Joana', telefone: '551140002120' })
})

test('an empty required field blocks sending, with its message, and takes the focus', async ({ page }) => {
  await openForm(page)
  await fillValid(page)
  const company = form(page).getByLabel(texts.campos.empresa.rotulo)
  await company.fill('')
  await submit(page).click()
  await expect(company).toBeFocused()
  await expect(company).toHaveAttribute('aria-invalid', 'true')
  await expect(page.locator(`#${await company.getAttribute('aria-describedby')}`)).toHaveText(texts.obrigatorio)
  await expect(form(page).getByRole('alert')).toContainText(texts.erros.revise)
  expect(webhook.received).toHaveLength(0)
  // Corrected, the field loses its highlight and the summary goes with it.
  await company.fill('Padaria Pão Quente')
  await company.blur()
  await expect(company).toHaveAttribute('aria-invalid', 'false')
  await expect(form(page).getByRole('alert')).toHaveCount(0)
})

test('the cnpj field keeps only digits, at most 14', async ({ page }) => {
  await openForm(page)
  const cnpj = form(page).getByLabel(texts.campos.cnpj.rotulo)
  await cnpj.fill('ab11.222.333/0001-81999')
  await expect(cnpj).toHaveValue('11222333000181')
  await cnpj.blur()
  await expect(cnpj).toHaveValue('11.222.333/0001-81')
  const phone = form(page).getByLabel(texts.campos.telefone.rotulo)
  await phone.fill('1140002120')
  await phone.blur()
  await expect(phone).toHaveValue('(11) 4000-2120')
})

test('the phone field drops letters, pasted or typed, and the caret stays where it was', async ({ page }) => {
  await openForm(page)
  const phone = form(page).getByLabel(texts.campos.telefone.rotulo)
  await phone.fill('abc(41)x')
  await expect(phone).toHaveValue('(41)')
  await phone.fill('(11) 4000-2120')
  await phone.evaluate((element: HTMLInputElement) => element.setSelectionRange(5, 5))
  await page.keyboard.press('x')
  await expect(phone).toHaveValue('(11) 4000-2120')
  await page.keyboard.press('9')
  await expect(phone).toHaveValue('(11) 94000-2120')
})

test('a digit typed or deleted in the middle of a formatted CNPJ or phone lands where the caret was', async ({
  page,
}) => {
  await openForm(page)
  const edits = [
    // After '11.2': Backspace removes that 2, then a 9 goes in its place.
    {
      label: texts.campos.cnpj.rotulo,
      typed: '11222333000181',
      shown: '11.222.333/0001-81',
      caret: 4,
      keys: ['Backspace', '9'],
      result: '11922333000181',
    },
    // After '(11) ': the 1 and 2 typed there stay there.
    {
      label: texts.campos.telefone.rotulo,
      typed: '11987654321',
      shown: '(11) 9 8765-4321',
      caret: 5,
      keys: ['1', '2'],
      result: '1112987654321',
    },
  ]
  for (const { label, typed, shown, caret, keys, result } of edits) {
    const input = form(page).getByLabel(label)
    await input.fill(typed)
    await input.blur()
    await expect(input).toHaveValue(shown)
    await input.focus()
    await input.evaluate((element: HTMLInputElement, position) => element.setSelectionRange(position, position), caret)
    for (const key of keys) await page.keyboard.press(key)
    await expect(input).toHaveValue(result)
  }
})

test('a phone typed the way the field shows it, or with the country code, keeps every digit', async ({ page }) => {
  await openForm(page)
  const phone = form(page).getByLabel(texts.campos.telefone.rotulo)
  for (const typed of ['(11) 9 8765-4321', '+55 11 98765-4321']) {
    await phone.clear()
    await phone.pressSequentially(typed)
    expect((await phone.inputValue()).length).toBeLessThanOrEqual(texts.limites.telefone)
    await phone.blur()
    await expect(phone).toHaveValue('(11) 9 8765-4321')
    await expect(phone).toHaveAttribute('aria-invalid', 'false')
  }
})

for (const [mode, message] of [
  ['forbidden', 'Erro de autenticação (403). Verifique se o token JWT está correto e válido.'],
  ['server-error', 'Erro no servidor (500): Workflow could not be started'],
  ['close', texts.erros.rede],
] as const) {
  test(`a ${mode} answer shows the catalogue message, keeps the inputs and lets the visitor retry`, async ({
    page,
  }) => {
    webhook.setMode(mode)
    await openForm(page)
    await fillValid(page)
    await submit(page).click()
    await expect(form(page).getByRole('alert')).toHaveText(message)
    await expect(form(page).getByRole('alert')).toBeFocused()
    await expect(form(page).getByLabel(texts.campos.email.rotulo)).toHaveValue('joao@empresa.com.br')
    await expect(form(page).getByLabel(texts.campos.cnpj.rotulo)).toHaveValue('11.222.333/0001-81')
    // The single-use token was reset and a fresh one arrives before the retry.
    expect(
      await page.evaluate(() => (window as unknown as { __turnstile: { resets: number } }).__turnstile.resets),
    ).toBe(1)
    webhook.setMode('ok')
    await expect(submit(page)).toBeEnabled()
    await submit(page).click()
    await expect(form(page).getByText(texts.sucesso)).toBeVisible()
    expect(webhook.received).toHaveLength(2)
    const tokens = webhook.received.map((request) => (request.body as { turnstileToken: string }).turnstileToken)
    expect(new Set(tokens).size).toBe(2)
  })
}

test("a proxy's HTML error page shows as its title, and a long answer wraps inside the form", async ({ page }) => {
  webhook.setMode('proxy-error')
  await openForm(page)
  await fillValid(page)
  await submit(page).click()
  await expect(form(page).getByRole('alert')).toHaveText('Erro no servidor (502): 502 Bad Gateway')
  const width = await page.evaluate(() => document.documentElement.clientWidth)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
  // The same page without a title: its text, cut short, wrapped within the form.
  await page.route(e2eEnv.VITE_LEAD_WEBHOOK_URL, (route) =>
    route.fulfill({
      status: 502,
      contentType: 'text/html',
      headers: { 'access-control-allow-origin': '*' },
      body: PROXY_ERROR_BODY.replace(/<title>[^<]*<\/title>/, ''),
    }),
  )
  await expect(submit(page)).toBeEnabled()
  await submit(page).click()
  const alert = form(page).getByRole('alert')
  await expect(alert).toContainText('Erro no servidor (502): 502 Bad Gateway upstream_connect_error_')
  await expect(alert).toContainText('…')
  const [alertBox, formBox] = await Promise.all([alert.boundingBox(), form(page).boundingBox()])
  expect((alertBox?.x ?? 0) + (alertBox?.width ?? Infinity)).toBeLessThanOrEqual(
    (formBox?.x ?? 0) + (formBox?.width ?? 0) + 1,
  )
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
})

test('a request that hangs is aborted after the timeout with a clear message', async ({ page }) => {
  webhook.setMode('hang')
  await page.clock.install()
  await openForm(page)
  await fillValid(page)
  await submit(page).click()
  await expect(submit(page)).toHaveText(texts.enviando)
  await expect.poll(() => webhook.received.length).toBe(1)
  await page.clock.runFor(texts.limites.tempoLimiteMs)
  await expect(form(page).getByRole('alert')).toHaveText(texts.erros.tempoEsgotado)
  await expect(submit(page)).toHaveText(texts.botao)
  await expect(form(page).getByLabel(texts.campos.nome.rotulo)).toHaveValue('João da Silva')
})

test('leaving the page while the lead is on its way and coming back shows its answer, not a second send', async ({
  page,
}) => {
  webhook.setMode('hang')
  await openForm(page)
  await fillValid(page)
  await submit(page).click()
  await expect(submit(page)).toHaveText(texts.enviando)
  await expect.poll(() => webhook.received.length).toBe(1)
  await page.locator('header a[href="/blog"]').first().click()
  await page.waitForURL('**/blog')
  await page.goBack()
  await form(page).scrollIntoViewIfNeeded()
  // The draft is back in the fields, but the form waits for the answer of the lead already sent.
  await expect(form(page).getByLabel(texts.campos.email.rotulo)).toHaveValue('joao@empresa.com.br')
  await expect(submit(page)).toHaveText(texts.enviando)
  await expect(submit(page)).toBeDisabled()
  webhook.release()
  await expect(form(page).getByText(texts.sucesso)).toBeVisible()
  await expect(submit(page)).toBeDisabled()
  expect(webhook.received).toHaveLength(1)
  expect(await page.evaluate(() => sessionStorage.getItem('nuvox:rascunho-orcamento'))).toBeNull()
})

test('an answer that comes while the visitor is on another page shows when they come back', async ({ page }) => {
  webhook.setMode('hang')
  await openForm(page)
  await fillValid(page)
  await submit(page).click()
  await expect.poll(() => webhook.received.length).toBe(1)
  await page.locator('header a[href="/blog"]').first().click()
  // The blog is on screen: the home page and its form are gone when the answer comes.
  await expect(page.locator('h1')).toHaveText(content.pages.paginas.find((p) => p.caminho === '/blog')?.h1 ?? '')
  webhook.release()
  // The lead is sent: its draft goes at once, even before the form is back.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('nuvox:rascunho-orcamento'))).toBeNull()
  await page.goBack()
  await form(page).scrollIntoViewIfNeeded()
  await expect(form(page).getByText(texts.sucesso)).toBeVisible()
  expect(webhook.received).toHaveLength(1)
})

test('offline shows a message instead of failing silently', async ({ page, context }) => {
  await openForm(page)
  await fillValid(page)
  await context.setOffline(true)
  await expect(form(page).getByRole('status').filter({ hasText: texts.erros.semConexao })).toBeVisible()
  await submit(page).click()
  await expect(form(page).getByRole('alert')).toHaveText(texts.erros.semConexao)
  await context.setOffline(false)
  expect(webhook.received).toHaveLength(0)
})

test('a draft survives a reload until it is sent', async ({ page }) => {
  await openForm(page)
  await fillValid(page)
  await page.reload()
  await waitForHydration(page)
  await expect(form(page).getByLabel(texts.campos.email.rotulo)).toHaveValue('joao@empresa.com.br')
  await expect(form(page).getByLabel(texts.campos.mensagem.rotulo)).toHaveValue('Preciso de 10 ramais e um 0800.')
  await form(page).scrollIntoViewIfNeeded()
  await submit(page).click()
  await expect(form(page).getByText(texts.sucesso)).toBeVisible()
  expect(await page.evaluate(() => sessionStorage.getItem('nuvox:rascunho-orcamento'))).toBeNull()
})

test.describe('bot check', () => {
  test('the script loads only when the form nears the viewport', async ({ page }) => {
    const requests: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('challenges.cloudflare.com')) requests.push(request.url())
    })
    await page.goto('/')
    await waitForHydration(page)
    await page.waitForTimeout(300)
    expect(requests).toEqual([])
    await page.locator('#contato').scrollIntoViewIfNeeded()
    await expect.poll(() => requests).toEqual(['https://challenges.cloudflare.com/turnstile/v0/api.js'])
    await expect(page.getByTestId('turnstile')).toContainText('Verificação (simulada)')
  })

  test('error and expiry clear the token with their messages', async ({ page }) => {
    await openForm(page)
    await fillValid(page)
    await expect(submit(page)).toBeEnabled()
    await page.evaluate(() => (window as unknown as { __turnstile: { fail: () => void } }).__turnstile.fail())
    await expect(form(page).getByText('Erro na verificação de segurança. Tente novamente.')).toBeVisible()
    await expect(submit(page)).toBeDisabled()
    // Pressed anyway, it sends nothing and hands the focus to the message that says why.
    await submit(page).focus()
    await page.keyboard.press('Enter')
    await expect(form(page).getByText('Erro na verificação de segurança. Tente novamente.')).toBeFocused()
    expect(webhook.received).toHaveLength(0)
    await page.evaluate(() =>
      (window as unknown as { __turnstile: { succeed: (t: string) => void } }).__turnstile.succeed('again'),
    )
    await expect(submit(page)).toBeEnabled()
    await page.evaluate(() => (window as unknown as { __turnstile: { expire: () => void } }).__turnstile.expire())
    await expect(form(page).getByText('Verificação expirada. Complete novamente.')).toBeVisible()
    await expect(submit(page)).toBeDisabled()
  })

  test('a script that fails to load is only logged, and is fetched again when the browser is back online', async ({
    page,
    pageErrors,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    let scriptRequests = 0
    let offline = true
    await page.route('https://challenges.cloudflare.com/turnstile/v0/api.js', (route) => {
      scriptRequests++
      return offline
        ? route.abort('internetdisconnected')
        : route.fulfill({ status: 200, contentType: 'text/javascript', body: TURNSTILE_STUB })
    })
    await openForm(page)
    await expect.poll(() => errors.some((text) => text.includes('Turnstile'))).toBe(true)
    expect(pageErrors).toEqual([])
    await expect(submit(page)).toBeDisabled()
    expect(scriptRequests).toBe(1)
    // The hint under the button no longer says to wait: it says what to do.
    await form(page).getByRole('checkbox').check()
    await expect(submit(page)).toHaveAccessibleDescription(texts.dicaEnvio.verificacaoIndisponivel)

    offline = false
    await page.evaluate(() => window.dispatchEvent(new Event('online')))
    await expect(form(page).getByText('Verificação (simulada)')).toBeVisible()
    expect(scriptRequests).toBe(2)
    await fillValid(page)
    await expect(submit(page)).toBeEnabled()
  })
})
