import { content } from './routes.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

const texts = content.leadForm

for (const path of ['/fale-conosco', '/nossas-unidades']) {
  test(`${path}: the 'Solicite um Orçamento' dialog only simulates success`, async ({ page }) => {
    // Every request, to any host (the e2e build's webhook is on 127.0.0.1): the dialog sends none.
    const sent: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET' || request.url().includes('/webhook/'))
        sent.push(`${request.method()} ${request.url()}`)
    })
    await page.goto(path)
    await waitForHydration(page)
    await page.getByRole('button', { name: 'Solicite um Orçamento' }).click()
    const dialog = page.getByRole('dialog', { name: texts.dialogo.titulo })
    await expect(dialog).toBeVisible()
    // Its description, read out on opening, says the form sends nothing.
    await expect(dialog).toHaveAccessibleDescription(texts.dialogo.texto)
    await dialog.getByRole('button', { name: texts.dialogo.botao }).click()
    await expect(dialog.getByRole('alert')).toHaveText(texts.erros.revise)
    await expect(dialog.getByLabel(texts.campos.nome.rotulo)).toBeFocused()
    await dialog.getByLabel(texts.campos.nome.rotulo).fill('ana souza')
    await dialog.getByLabel(texts.campos.email.rotulo).fill('ana@empresa.com.br')
    await dialog.getByLabel(texts.campos.telefone.rotulo).fill('21987654321')
    await dialog.getByLabel(texts.campos.empresa.rotulo).fill('Clínica Boa Vida')
    await dialog.getByLabel(texts.campos.cnpj.rotulo).fill('11222333000181')
    await dialog.getByRole('checkbox').check()
    // Every field corrected: 'Revise os campos destacados.' goes with the last highlight.
    await expect(dialog.getByRole('alert')).toHaveCount(0)
    // The live region is in the page, empty, before it has anything to say: screen readers announce what arrives in it.
    await expect(dialog.getByRole('status')).toHaveText('')
    await dialog.getByRole('button', { name: texts.dialogo.botao }).click()
    await expect(dialog.getByRole('status')).toHaveText('Solicitação enviada com sucesso! (simulado)')
    await expect(dialog.getByRole('button', { name: texts.dialogo.botao })).toBeDisabled()
    // The button that had the focus is disabled: the focus is on the confirmation, not lost.
    await expect(dialog.getByText(texts.dialogo.sucesso)).toBeFocused()
    expect(sent).toEqual([])
    await dialog.getByRole('button', { name: texts.dialogo.fechar }).click()
    await expect(dialog).toBeHidden()
  })
}

test('the quote dialog, scrolled to its end, keeps its title and close button on screen', async ({ page }) => {
  await page.goto('/fale-conosco')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Solicite um Orçamento' }).click()
  const dialog = page.getByRole('dialog', { name: texts.dialogo.titulo })
  await expect(dialog).toBeVisible()
  // Sent empty, the errors make it taller than any screen this suite uses.
  await dialog.getByRole('button', { name: texts.dialogo.botao }).click()
  const scrolled = await dialog.evaluate((element) => {
    element.scrollTop = element.scrollHeight
    return element.scrollTop
  })
  expect(scrolled).toBeGreaterThan(0)
  const frame = await dialog.boundingBox()
  for (const part of [
    dialog.getByRole('heading', { name: texts.dialogo.titulo }),
    dialog.getByRole('button', { name: texts.dialogo.fechar }),
  ]) {
    const box = await part.boundingBox()
    expect(box?.y).toBeGreaterThanOrEqual(frame?.y ?? Infinity)
  }
  await dialog.getByRole('button', { name: texts.dialogo.fechar }).click()
  await expect(dialog).toBeHidden()
})

test('on a small phone, a field reached by Shift+Tab is never hidden under the sticky title (WCAG 2.4.11)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 568 })
  await page.goto('/fale-conosco')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Solicite um Orçamento' }).click()
  const dialog = page.getByRole('dialog', { name: texts.dialogo.titulo })
  const submit = dialog.getByRole('button', { name: texts.dialogo.botao })
  await submit.click()
  await submit.focus()
  for (let step = 0; step < 7; step++) {
    await page.keyboard.press('Shift+Tab')
    const { fieldTop, headBottom, name } = await page.evaluate(() => {
      const field = document.activeElement as HTMLElement
      const head = field.closest('dialog')?.querySelector('h2')?.parentElement
      const label = field.id ? document.querySelector(`label[for="${field.id}"]`) : null
      return {
        fieldTop: (label ?? field).getBoundingClientRect().top,
        headBottom: head?.getBoundingClientRect().bottom ?? 0,
        name: field.getAttribute('name') ?? field.tagName,
      }
    })
    expect(fieldTop, name).toBeGreaterThanOrEqual(headBottom - 1)
  }
})
