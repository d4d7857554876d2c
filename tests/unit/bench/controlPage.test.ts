import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startControlPage, type ControlPage } from '../../../lib/bench/controlPage.ts'

describe('the control page of the Lighthouse measurement', () => {
  let page: ControlPage
  beforeAll(async () => {
    page = await startControlPage()
  })
  afterAll(() => page.close())

  it('is served from 127.0.0.1 as HTML, like the site', async () => {
    expect(page.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/)
    const response = await fetch(page.url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
    const html = await response.text()
    expect(html).toContain('<html lang="pt-BR">')
    expect(html).toContain('<h1>Página de controle</h1>')
  })

  it('has nothing that could block the main thread or be fetched: no script, stylesheet, image or favicon request', async () => {
    const html = await (await fetch(page.url)).text()
    expect(html).not.toMatch(/<script|<style|rel="stylesheet"|<img|<iframe|<video|style=/i)
    expect(html).toContain('<link rel="icon" href="data:,">')
  })

  it('answers 404 anywhere else', async () => {
    expect((await fetch(new URL('/favicon.ico', page.url))).status).toBe(404)
  })
})
