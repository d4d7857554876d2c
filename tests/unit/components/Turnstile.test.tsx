// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Turnstile } from '../../../components/lead/Turnstile.tsx'
import { loadContent } from '../../../lib/content/loadContent.ts'

afterEach(cleanup)
const texts = loadContent().leadForm.verificacao

describe('Turnstile without a site key', () => {
  it("shows 'Turnstile não configurado', loads no script, and tells the form that no check will come (it then says what to do, not 'wait')", () => {
    const onUnavailable = vi.fn()
    render(
      <Turnstile
        siteKey=""
        texts={texts}
        intervalMs={100}
        timeoutMs={15000}
        onToken={vi.fn()}
        onMessage={vi.fn()}
        onUnavailable={onUnavailable}
      />,
    )
    expect(screen.getByText('Turnstile não configurado')).toBeTruthy()
    expect(document.querySelector('script[src*="challenges.cloudflare.com"]')).toBeNull()
    expect(onUnavailable).toHaveBeenLastCalledWith(true)
  })
})

describe('Turnstile whose script fails to load', () => {
  afterEach(() => {
    vi.useRealTimers()
    delete window.turnstile
    document.head.querySelectorAll('script').forEach((script) => script.remove())
  })

  it('stops polling, logs the failure, and loads the script again when the browser is back online', () => {
    vi.useFakeTimers()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const onUnavailable = vi.fn()
    render(
      <Turnstile
        siteKey="1x00000000000000000000AA"
        texts={texts}
        intervalMs={100}
        timeoutMs={15000}
        onToken={vi.fn()}
        onMessage={vi.fn()}
        onUnavailable={onUnavailable}
      />,
    )
    const scripts = () => document.head.querySelectorAll('script[src*="challenges.cloudflare.com"]')
    expect(scripts()).toHaveLength(1)
    act(() => {
      scripts()[0]!.dispatchEvent(new Event('error'))
    })
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('Turnstile'))
    expect(scripts()).toHaveLength(0)
    // Only logged, no alert; the form is told, so it stops saying 'Aguarde'.
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onUnavailable).toHaveBeenLastCalledWith(true)

    // The API turning up now (say, another tab's extension) is not polled for: nothing renders.
    const render_ = vi.fn(() => 'widget-1')
    window.turnstile = { render: render_, reset: vi.fn() }
    act(() => {
      vi.advanceTimersByTime(1000)
    })
    expect(render_).not.toHaveBeenCalled()

    act(() => {
      window.dispatchEvent(new Event('online'))
    })
    expect(scripts()).toHaveLength(1)
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(render_).toHaveBeenCalledTimes(1)
    expect(onUnavailable).toHaveBeenLastCalledWith(false)
    logged.mockRestore()
  })

  it('a script that hangs makes the check unavailable after the timeout, and available again when it renders', () => {
    vi.useFakeTimers()
    const onUnavailable = vi.fn()
    render(
      <Turnstile
        siteKey="1x00000000000000000000AA"
        texts={texts}
        intervalMs={100}
        timeoutMs={15000}
        onToken={vi.fn()}
        onMessage={vi.fn()}
        onUnavailable={onUnavailable}
      />,
    )
    act(() => {
      vi.advanceTimersByTime(14900)
    })
    expect(onUnavailable).not.toHaveBeenLastCalledWith(true)
    act(() => {
      vi.advanceTimersByTime(200)
    })
    expect(onUnavailable).toHaveBeenLastCalledWith(true)
    window.turnstile = { render: vi.fn(() => 'widget-1'), reset: vi.fn() }
    act(() => {
      vi.advanceTimersByTime(100)
    })
    expect(onUnavailable).toHaveBeenLastCalledWith(false)
  })
})
