import { useEffect, useState, type ComponentType } from 'react'
import { CONSENT_STORAGE_KEY, parseConsent } from '../../lib/consent/cookieConsent.ts'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'

type ConsentComponent = ComponentType<{ texts: LayoutData['cookieConsent'] }>

/** When the page's load event fired, as the page's loader noted it (lib/build/client/hydrateAfterPaint.js). */
function loadedAt(): number | undefined {
  return (globalThis as { __nuvoxLoadedAt?: number }).__nuvoxLoadedAt
}

/**
 * The cookie dialog opens 1 second after the page's load event for visitors without a stored
 * choice. React usually starts after that event, so the wait counts from it, not from hydration.
 * Its code is fetched only then (fetching it during hydration added to the blocking time), and
 * returning visitors never download it.
 */
export function CookieConsentLoader({ texts }: { texts: LayoutData['cookieConsent'] }) {
  const [Dialog, setDialog] = useState<ConsentComponent | null>(null)
  useEffect(() => {
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    } catch {
      // Storage disabled: ask again on each page view.
    }
    if (parseConsent(stored)) return
    let cancelled = false
    let timer: number | undefined
    const start = () => {
      const elapsed = Date.now() - (loadedAt() ?? Date.now())
      timer = window.setTimeout(() => {
        import('./CookieConsent.tsx')
          .then((module) => {
            if (!cancelled) setDialog(() => module.CookieConsent)
          })
          .catch((error: unknown) => console.error('Não foi possível carregar a janela de cookies.', error))
      }, Math.max(0, texts.atrasoMs - elapsed))
    }
    if (document.readyState === 'complete') start()
    else window.addEventListener('load', start, { once: true })
    return () => {
      cancelled = true
      window.clearTimeout(timer)
      window.removeEventListener('load', start)
    }
  }, [texts.atrasoMs])
  return Dialog ? <Dialog texts={texts} /> : null
}
