import { DAY_MS } from '../format/dayMs.ts'

/**
 * The visitor's essential choices (cookie consent, audience) in localStorage, each dated under `{key}:salvo-em`: the
 * cookie policy (data/legal/politica-cookies.yaml) promises essential storage lasts at most 30 days. An expired or
 * unreadably dated choice is removed and reads as none, so the site asks again.
 */
export const savedAtKey = (key: string) => `${key}:salvo-em`

export function readKeptChoice(key: string, maxAgeDays: number, now = Date.now()): string | null {
  try {
    const value = window.localStorage.getItem(key)
    if (value === null) return null
    const dated = window.localStorage.getItem(savedAtKey(key))
    // A choice stored before choices were dated: dated on its first reading.
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
    // Storage disabled (private mode): no choice was kept.
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
