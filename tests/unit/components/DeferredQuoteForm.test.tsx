// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { loadContent } from '../../../lib/content/loadContent.ts'

/**
 * The form's code is replaced by a module whose first import fails, as offline or after a deploy
 * replaced it, and whose next one gives a stand-in form. There is no #contato to wait for: the
 * code is asked for at once.
 */
const imports = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../components/lead/QuoteForm.tsx', () => {
  imports.count += 1
  if (imports.count === 1) throw new Error('Failed to fetch dynamically imported module')
  return { QuoteForm: () => <p>formulário carregado</p> }
})

const { DeferredQuoteForm } = await import('../../../components/lead/DeferredQuoteForm.tsx')
const texts = loadContent().leadForm

afterEach(cleanup)

describe('DeferredQuoteForm', () => {
  it("says when the form's code cannot be fetched, and 'Tentar novamente' loads it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(<DeferredQuoteForm texts={texts} source="/" />)
    expect((await screen.findByRole('alert')).textContent).toContain(texts.carregamento.erro)
    await act(async () => screen.getByRole('button', { name: texts.carregamento.tentarNovamente }).click())
    expect(await screen.findByText('formulário carregado')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(imports.count).toBe(2)
  })
})
