import { useEffect, useState, type ComponentType } from 'react'
import { CONSENT_STORAGE_KEY, parseConsent } from '../../lib/consent/cookieConsent.ts'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'

type ConsentComponent = ComponentType<{ texts: LayoutData['cookieConsent'] }>

/**
 * The cookie dialog's code loads only for visitors without a stored choice, once the
 * 1-second delay is over (the dialog opens then): returning visitors never download it.
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
    const timer = window.setTimeout(() => {
      import('./CookieConsent.tsx')
        .then((module) => {
          if (!cancelled) setDialog(() => module.CookieConsent)
        })
        .catch((error: unknown) => console.error('Não foi possível carregar a janela de cookies.', error))
    }, texts.atrasoMs)
    return () => {
      cancelled = true
      window.clearTimeout(timer)
    }
  }, [texts.atrasoMs])
  return Dialog ? <Dialog texts={texts} /> : null
}
