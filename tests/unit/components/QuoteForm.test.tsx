// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { forwardRef, useEffect, useImperativeHandle } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../../lib/content/loadContent.ts'

/**
 * The bot check is a stand-in that hands over a token at once; the webhook is a stubbed fetch
 * whose answer each test gives when it wants (no test reaches the network).
 */
vi.mock('../../../components/lead/leadConfig.ts', () => ({
  leadConfig: { webhookUrl: 'https://webhook.example/lead', webhookToken: 'token', turnstileSiteKey: 'chave' },
}))
vi.mock('../../../components/lead/Turnstile.tsx', () => ({
  Turnstile: forwardRef(function FakeTurnstile({ onToken }: { onToken: (token: string) => void }, ref) {
    useImperativeHandle(ref, () => ({ reset: () => {} }))
    useEffect(() => onToken('token-do-teste'), [onToken])
    return null
  }),
}))

const { QuoteForm } = await import('../../../components/lead/QuoteForm.tsx')
const texts = loadContent().leadForm

/** The webhook's answers, in the order the requests came. */
let answers: ((response: Response) => void)[] = []

beforeEach(() => {
  answers = []
  vi.stubGlobal(
    'fetch',
    vi.fn(() => new Promise<Response>((resolve) => answers.push(resolve))),
  )
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  window.sessionStorage.clear()
})

function fillAndSend(container: HTMLElement) {
  const values = {
    nome: 'Maria Souza',
    email: 'maria@empresa.com.br',
    telefone: '11987654321',
    empresa: 'Empresa',
    cnpj: '11222333000181',
  }
  for (const [name, value] of Object.entries(values)) {
    fireEvent.change(container.querySelector(`[name="${name}"]`) as HTMLElement, { target: { value } })
  }
  fireEvent.click(container.querySelector('[name="termos"]') as HTMLElement)
  fireEvent.submit(container.querySelector('form') as HTMLFormElement)
}

const answer = async (status: number) => {
  await act(async () => answers.shift()?.(new Response('', { status })))
}

describe('QuoteForm', () => {
  it('is prerendered with its button disabled, which hydration makes only aria-disabled', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<QuoteForm texts={texts} source="/" />)
    const button = () => container.querySelector('button[type="submit"]') as HTMLButtonElement
    expect(button().disabled).toBe(true)
    const onRecoverableError = vi.fn()
    render(<QuoteForm texts={texts} source="/" />, { container, hydrate: true, onRecoverableError })
    expect(button().disabled).toBe(false)
    expect(button().getAttribute('aria-disabled')).toBe('true')
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it("links the terms and the privacy policy where the form's data says", () => {
    const termos = {
      ...texts.campos.termos,
      linkTermos: { rotulo: 'Termos', caminho: '/termos-novos' },
      linkPrivacidade: { rotulo: 'Privacidade', caminho: '/privacidade' },
    }
    const { container } = render(<QuoteForm texts={{ ...texts, campos: { ...texts.campos, termos } }} source="/" />)
    const links = [...container.querySelectorAll(`label[for$="-termos"] a`)]
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Termos', '/termos-novos'],
      ['Privacidade', '/privacidade'],
    ])
  })

  it('adopts, once hydrated, a name typed before its code came, tidied as on leaving the field', () => {
    const container = document.createElement('div')
    container.innerHTML = renderToString(<QuoteForm texts={texts} source="/" />)
    const nome = container.querySelector('[name="nome"]') as HTMLInputElement
    nome.value = 'maria souza'
    render(<QuoteForm texts={texts} source="/" />, { container, hydrate: true })
    expect(nome.value).toBe('Maria Souza')
  })

  it.each([
    { status: 200, banner: texts.sucesso },
    { status: 500, banner: texts.erros.servidor.slice(0, texts.erros.servidor.indexOf('{')) },
  ])('gives the focus to the answer banner (HTTP $status)', async ({ status, banner }) => {
    const { container } = render(<QuoteForm texts={texts} source="/" />)
    fillAndSend(container)
    await answer(status)
    expect(document.activeElement?.tagName).toBe('P')
    expect(document.activeElement?.textContent).toContain(banner)
  })

  it('shows, in the form mounted after a navigation, the answer of the lead sent before it', async () => {
    const first = render(<QuoteForm texts={texts} source="/" />)
    fillAndSend(first.container)
    expect(answers).toHaveLength(1)
    first.unmount()
    const { container } = render(<QuoteForm texts={texts} source="/" />)
    expect(container.querySelector('form')?.getAttribute('aria-busy')).toBe('true')
    await answer(200)
    expect(container.querySelector('form')?.getAttribute('data-status')).toBe('success')
    expect(container.textContent).toContain(texts.sucesso)
  })
})
