/**
 * The visitor's essential choices (cookie consent, audience) in localStorage, kept for a limited
 * time: the cookie policy promises essential storage lasts from the session to 30 days,
 * so each choice is stored with the moment it was made (under `{key}:salvo-em`) and
 * read back only while younger than the limit. An expired or unreadably dated choice is removed
 * and reads as none, so the site asks again. A choice stored before dates were kept is dated on
 * its first reading. Storage can be disabled (private mode): reading then gives none and keeping
 * does nothing.
 */
const DAY_MS = 24 * 60 * 60 * 1000

export const savedAtKey = (key: string) => `${key}:salvo-em`

export function readKeptChoice(key: string, maxAgeDays: number, now = Date.now()): string | null {
  try {
    const value = window.localStorage.getItem(key)
    if (value === null) return null
    const dated = window.localStorage.getItem(savedAtKey(key))
    if (dated === null) {
      window.localStorage.setItem(savedAtKey(key), String(now))
      return value
    }
    const savedAt = Number(dated)
    if (Number.isFinite(savedAt) && savedAt > 0 && savedAt <= now && now - savedAt < maxAgeDays * DAY_MS) return value
    window.localStorage.removeItem(key)
    window.localStorage.removeItem(savedAtKey(key))
    return null
  } catch {
    return null
  }
}

export function keepChoice(key: string, value: string, now = Date.now()): void {
  try {
    window.localStorage.setItem(key, value)
    window.localStorage.setItem(savedAtKey(key), String(now))
  } catch {
    // Storage disabled: the choice holds for this page view only.
  }
}
