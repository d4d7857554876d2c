// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { CookieConsentLoader } from '../../../components/consent/CookieConsentLoader.tsx'
import { CONSENT_STORAGE_KEY, openCookiePreferences } from '../../../lib/consent/cookieConsent.ts'
import { savedAtKey } from '../../../lib/storage/keptChoice.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { buildCookieDialogData } from '../../../lib/pageData/buildCookieDialogData.ts'
import { buildLayoutData } from '../../../lib/pageData/buildLayoutData.ts'
import { DAY_MS } from '../../../lib/format/dayMs.ts'

const content = loadContent()
const timing = buildLayoutData(content).cookieConsent
const texts = buildCookieDialogData(content)
const global = globalThis as { __nuvoxLoadedAt?: number }

/** Lets the dynamic import of the dialog's module and React's update settle, without moving the clock. */
async function settle() {
  for (let i = 0; i < 5; i++) await act(async () => await Promise.resolve())
}

beforeAll(async () => {
  // jsdom has no <dialog> methods; the dialog opens itself with showModal().
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
  // The dialog's module, loaded once here, so the test's import resolves at once.
  await import('../../../components/consent/CookieConsent.tsx')
})
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  localStorage.clear()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  delete global.__nuvoxLoadedAt
})

describe('CookieConsentLoader', () => {
  it(`opens the dialog ${timing.atrasoMs} ms after the load event, however late React started`, async () => {
    global.__nuvoxLoadedAt = Date.now() - 700
    render(<CookieConsentLoader timing={timing} />)
    await settle()
    act(() => vi.advanceTimersByTime(timing.atrasoMs - 700 - 1))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    await settle()
    expect(screen.getByRole('dialog', { name: texts.titulo })).toBeTruthy()
  })

  it('opens it at once when React started more than a second after the load event', async () => {
    global.__nuvoxLoadedAt = Date.now() - 2500
    render(<CookieConsentLoader timing={timing} />)
    act(() => vi.advanceTimersByTime(0))
    await settle()
    expect(screen.getByRole('dialog', { name: texts.titulo })).toBeTruthy()
  })

  it('never opens it when a choice is stored', async () => {
    localStorage.setItem('nuvox:consentimento-cookies', 'rejected')
    global.__nuvoxLoadedAt = Date.now()
    render(<CookieConsentLoader timing={timing} />)
    act(() => vi.advanceTimersByTime(10_000))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it(`asks again once a stored choice is ${timing.validadeDias} days old, and forgets it`, async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted')
    localStorage.setItem(savedAtKey(CONSENT_STORAGE_KEY), String(Date.now() - (timing.validadeDias - 1) * DAY_MS))
    global.__nuvoxLoadedAt = Date.now()
    const first = render(<CookieConsentLoader timing={timing} />)
    act(() => vi.advanceTimersByTime(10_000))
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    first.unmount()

    localStorage.setItem(savedAtKey(CONSENT_STORAGE_KEY), String(Date.now() - timing.validadeDias * DAY_MS))
    render(<CookieConsentLoader timing={timing} />)
    act(() => vi.advanceTimersByTime(timing.atrasoMs))
    await settle()
    expect(screen.getByRole('dialog', { name: texts.titulo })).toBeTruthy()
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBeNull()
  })

  it("'Preferências de cookies' opens it at once, even with a choice stored, and again after it was closed", async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'rejected')
    global.__nuvoxLoadedAt = Date.now()
    render(<CookieConsentLoader timing={timing} />)
    await settle()
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openCookiePreferences())
    await settle()
    act(() => screen.getByRole('button', { name: texts.aceitar }).click())
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted')
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => openCookiePreferences())
    await settle()
    expect(screen.getByRole('dialog', { name: texts.titulo })).toBeTruthy()
  })
})
