import { lazy, Suspense, useEffect, useState } from 'react'
import { CONSENT_STORAGE_KEY, parseConsent } from '../../lib/consent/cookieConsent.ts'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'

const CookieConsent = lazy(() => import('./CookieConsent.tsx').then((module) => ({ default: module.CookieConsent })))

/**
 * The cookie dialog's code loads only for visitors without a stored choice, once the
 * 1-second delay is over (the dialog opens then): returning visitors never download it.
 */
export function CookieConsentLoader({ texts }: { texts: LayoutData['cookieConsent'] }) {
  const [show, setShow] = useState(false)
  useEffect(() => {
    let stored: string | null = null
    try {
      stored = window.localStorage.getItem(CONSENT_STORAGE_KEY)
    } catch {
      // Storage disabled: ask again on each page view.
    }
    if (parseConsent(stored)) return
    const timer = window.setTimeout(() => setShow(true), texts.atrasoMs)
    return () => window.clearTimeout(timer)
  }, [texts.atrasoMs])
  if (!show) return null
  return (
    <Suspense fallback={null}>
      <CookieConsent texts={texts} />
    </Suspense>
  )
}
