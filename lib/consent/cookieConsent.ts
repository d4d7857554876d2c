/** Where the visitor's cookie choice is kept (a consent key, accepted or rejected). */
export const CONSENT_STORAGE_KEY = 'nuvox:consentimento-cookies'

export type ConsentChoice = 'accepted' | 'rejected'

export function parseConsent(value: string | null | undefined): ConsentChoice | undefined {
  return value === 'accepted' || value === 'rejected' ? value : undefined
}

/** Fired by the footer's 'Preferências de cookies' button: CookieConsentLoader opens the dialog at once. */
export const OPEN_COOKIE_PREFERENCES_EVENT = 'nuvox:preferencias-cookies'

export function openCookiePreferences(): void {
  window.dispatchEvent(new Event(OPEN_COOKIE_PREFERENCES_EVENT))
}
