import { useEffect, useState, type ComponentType } from 'react'
import { CONSENT_STORAGE_KEY, OPEN_COOKIE_PREFERENCES_EVENT, parseConsent } from '../../lib/consent/cookieConsent.ts'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'
import { readKeptChoice } from '../../lib/storage/keptChoice.ts'

type ConsentComponent = ComponentType

/** When the page's load event fired, as the page's loader noted it (lib/build/client/hydrateAfterPaint.js). */
function loadedAt(): number | undefined {
  return (globalThis as { __nuvoxLoadedAt?: number }).__nuvoxLoadedAt
}

/** The dialog's code, fetched when it is first due; a failure is logged and the page goes on without it. */
function loadDialog(then: (dialog: ConsentComponent) => void): void {
  import('./CookieConsent.tsx')
    .then((module) => then(module.CookieConsent))
    .catch((error: unknown) => console.error('Não foi possível carregar a janela de cookies.', error))
}

/**
 * Opens the cookie dialog `atrasoMs` after the load event (not hydration: React usually starts later) for a visitor
 * with no choice kept, fetching its code only then: during hydration it added to the blocking time. The footer's
 * 'Preferências de cookies' opens it at any time, without the delay: a choice is as easy to change as to make.
 */
export function CookieConsentLoader({ timing }: { timing: LayoutData['cookieConsent'] }) {
  const [Dialog, setDialog] = useState<ConsentComponent | null>(null)
  // Each opening mounts a fresh dialog, which opens itself.
  const [openings, setOpenings] = useState(0)

  useEffect(() => {
    const open = () =>
      loadDialog((dialog) => {
        setDialog(() => dialog)
        setOpenings((count) => count + 1)
      })
    window.addEventListener(OPEN_COOKIE_PREFERENCES_EVENT, open)
    return () => window.removeEventListener(OPEN_COOKIE_PREFERENCES_EVENT, open)
  }, [])

  useEffect(() => {
    // Storage disabled: nothing is read, so the dialog asks again on each page view.
    if (parseConsent(readKeptChoice(CONSENT_STORAGE_KEY, timing.validadeDias))) return
    let cancelled = false
    let timer: number | undefined
    const start = () => {
      const elapsed = Date.now() - (loadedAt() ?? Date.now())
      timer = window.setTimeout(
        () => {
          loadDialog((dialog) => {
            if (!cancelled) setDialog(() => dialog)
          })
        },
        Math.max(0, timing.atrasoMs - elapsed),
      )
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      window.removeEventListener('load', start)
    }
  }, [timing.atrasoMs, timing.validadeDias])
  return Dialog ? <Dialog key={openings} /> : null
}
