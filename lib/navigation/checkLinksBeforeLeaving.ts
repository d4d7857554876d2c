/**
 * Keeps the visitor on the page they are reading when the next page cannot arrive: a click on a link to another
 * page of the site first fetches that page's data, and only an answer hands the navigation to the router.
 */
import { isPlainClick } from './isPlainClick.ts'
import {
  connectionRestored,
  navigationEnded,
  navigationFailed,
  navigationHeldOffline,
  navigationStarted,
} from './navigationStatus.ts'

/** As long as the site waits for the lead webhook, the video or the bot check. */
export const NAVIGATION_TIMEOUT_MS = 15_000

/** Vike's client-side navigation (`navigate` from vike/client/router). */
export type Navigate = (url: string) => Promise<void>

/** Aborts `controller` once NAVIGATION_TIMEOUT_MS have passed; returns the call that cancels the timer. */
export function abortWhenTimedOut(controller: AbortController): () => void {
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS)
  return () => clearTimeout(timer)
}

/** The data file the router fetches for a page: '/blog?x' -> '/blog/index.pageContext.json?x'. */
export function pageContextUrl(url: URL): string {
  const folder = url.pathname.endsWith('/') ? url.pathname : `${url.pathname}/`
  return `${folder}index.pageContext.json${url.search}`
}

/** The link a plain click would follow to another page of this site (not a new tab, a file or a download), or null. */
export function crossPageLink(event: MouseEvent, here: Location): HTMLAnchorElement | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null
  const link = event.target instanceof Element ? event.target.closest('a') : null
  if (!link || !link.hasAttribute('href') || link.hasAttribute('download')) return null
  if ((link.target && link.target !== '_self') || link.relList.contains('external')) return null
  const url = new URL(link.href, here.href)
  if (url.origin !== here.origin || /\.\w+$/.test(url.pathname)) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  return link
}

/**
 * Installs the check on `document.body`, after React's handlers (on #root) and before Vike's link
 * handler (on document), which it replaces for the links it takes. Returns a function that removes it.
 */
export function checkLinksBeforeLeaving(navigate: Navigate): () => void {
  let latest: AbortController | undefined
  // A check a newer click or Back replaced: it stops, and its loading line goes with it.
  const forget = () => {
    if (!latest) return
    latest.abort()
    latest = undefined
    navigationEnded()
  }
  const onClick = (event: MouseEvent) => {
    const link = crossPageLink(event, window.location)
    if (!link) return
    event.preventDefault()
    event.stopPropagation()
    forget()
    if (!navigator.onLine) return navigationHeldOffline()
    const url = new URL(link.href)
    const check = (latest = new AbortController())
    // Only the latest check acts; one a newer click or Back replaced ends silently.
    const settle = (then: () => void) => () => {
      if (latest !== check) return
      latest = undefined
      then()
    }
    navigationStarted(url.pathname)
    const stopTimer = abortWhenTimedOut(check)
    fetch(pageContextUrl(url), { signal: check.signal })
      // The whole body, so the router's own request right after finds it in the browser's cache.
      .then((response) => response.arrayBuffer())
      .then(
        settle(() => void navigate(`${url.pathname}${url.search}${url.hash}`)),
        settle(navigationFailed),
      )
      .finally(stopTimer)
  }
  document.body.addEventListener('click', onClick)
  window.addEventListener('popstate', forget)
  window.addEventListener('online', connectionRestored)
  return () => {
    forget()
    document.body.removeEventListener('click', onClick)
    window.removeEventListener('popstate', forget)
    window.removeEventListener('online', connectionRestored)
  }
}
