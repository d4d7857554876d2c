// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Turnstile } from '../../../components/lead/Turnstile.tsx'
import { loadContent } from '../../../lib/content/loadContent.ts'

afterEach(cleanup)
const texts = loadContent().leadForm.verificacao

describe('Turnstile without a site key', () => {
  it("shows 'Turnstile não configurado' and loads no script", () => {
    render(<Turnstile siteKey="" texts={texts} intervalMs={100} onToken={vi.fn()} onMessage={vi.fn()} />)
    expect(screen.getByText('Turnstile não configurado')).toBeTruthy()
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull()
  })
})
