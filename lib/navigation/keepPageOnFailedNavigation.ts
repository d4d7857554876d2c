/**
 * Keeps the visitor on the page they are reading when the next page cannot arrive although the browser says it
 * is online (a dropped signal the phone has not noticed; lib/navigation/offlineLinks.ts covers the offline case).
 */
import { navigationFailed } from './navigationStatus.ts'

/** As long as the site waits for the lead webhook, the video or the bot check. */
export const NAVIGATION_TIMEOUT_MS = 15_000

const PAGE_CONTEXT_SUFFIX = /\/index\.pageContext\.json$/

/** '/blog/x/index.pageContext.json' -> '/blog/x'; '/index.pageContext.json' -> '/'. */
export function pathOfPageContext(pathname: string): string | null {
  if (!PAGE_CONTEXT_SUFFIX.test(pathname)) return null
  return pathname.replace(PAGE_CONTEXT_SUFFIX, '') || '/'
}

/** A signal that aborts after NAVIGATION_TIMEOUT_MS, and the call that stops its timer. */
function giveUpLater(): { signal: AbortSignal; stop: () => void } {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), NAVIGATION_TIMEOUT_MS)
  return { signal: controller.signal, stop: () => clearTimeout(timer) }
}

const samePage = (a: string, b: string) => a.replace(/\/+$/, '') === b.replace(/\/+$/, '')

/**
 * Vike marks a navigation as under way until its page is on screen, and runs onPageTransitionStart
 * only when no navigation is: a navigation left waiting would keep the mark for good.
 */
function clearRouterTransition(): void {
  const globals = (globalThis as { _vike?: { globals?: Record<string, { isTransitioning?: boolean } | undefined> } })
    ._vike?.globals
  const router = globals?.['renderPageClient.ts']
  if (router) router.isTransitioning = undefined
}

/**
 * Wraps `fetch` for the pageContext.json a client-side navigation starts with: if it failed, Vike's router would
 * fall back to a full page load, which fails too (the browser's error page); with no answer, 'Carregando
 * página...' would stay for good. Also installs guardScriptedPageLoads; returns a function that removes both.
 */
export function keepPageOnFailedNavigation(): () => void {
  const unguard = guardScriptedPageLoads()
  const original = window.fetch
  let latest = 0
  let traversing = false
  // The page on screen: the address already shows the next page during back and forward.
  let shown = window.location.pathname
  // Back or forward between two sections of the page on screen (/ and /#contato) loads nothing.
  const onTraverse = () => {
    traversing = !samePage(window.location.pathname, shown)
  }
  const wrapped: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), window.location.href)
    const target = url.origin === window.location.origin ? pathOfPageContext(url.pathname) : null
    if (target === null) return original(input, init)
    const request = ++latest
    const fromHistory = traversing || (samePage(window.location.pathname, target) && !samePage(target, shown))
    traversing = false
    // No answer within NAVIGATION_TIMEOUT_MS is a failure too.
    const deadline = giveUpLater()
    try {
      const response = await original(input, { ...init, signal: deadline.signal })
      if (request === latest) shown = target
      return response
    } catch {
      // A request a newer navigation has replaced fails silently.
      if (request === latest) {
        // Back or forward already changed the address: the router would show its error page for a page that exists.
        if (fromHistory) window.location.reload()
        else {
          navigationFailed()
          clearRouterTransition()
        }
      }
      // Never settles: nothing changes on screen, and the next click starts a new navigation.
      return new Promise<Response>(() => {})
    } finally {
      deadline.stop()
    }
  }
  window.fetch = wrapped
  window.addEventListener('popstate', onTraverse)
  return () => {
    unguard()
    window.removeEventListener('popstate', onTraverse)
    if (window.fetch === wrapped) window.fetch = original
  }
}

type PageLoadEvent = Pick<
  NavigateEvent,
  'navigationType' | 'userInitiated' | 'cancelable' | 'hashChange' | 'downloadRequest' | 'preventDefault'
> & { destination: { url: string; sameDocument: boolean } }

/**
 * When the next page's code fails to load, the router goes straight to a full page load, by script: such a load of
 * a page of the site waits for a HEAD request to it. An answer lets it go on; a failure or none shows the notice.
 * `navigation` is the browser's Navigation API object (Chrome, Edge), absent in Firefox.
 */
export function guardScriptedPageLoads(
  navigation: EventTarget | undefined = (globalThis as { navigation?: EventTarget }).navigation,
): () => void {
  if (!navigation) return () => {}
  let allowed: string | null = null
  const onNavigate = (event: Event) => {
    const load = event as unknown as PageLoadEvent
    const url = new URL(load.destination.url)
    // The router's own history.pushState is a same-document navigation: only page loads are held.
    if (
      load.destination.sameDocument ||
      load.userInitiated ||
      !load.cancelable ||
      load.hashChange ||
      load.downloadRequest !== null ||
      load.navigationType !== 'push'
    )
      return
    if (url.origin !== window.location.origin) return
    if (allowed === url.href) {
      allowed = null
      return
    }
    load.preventDefault()
    const deadline = giveUpLater()
    fetch(url, { method: 'HEAD', cache: 'no-store', signal: deadline.signal })
      .then(() => {
        allowed = url.href
        window.location.assign(url.href)
      })
      .catch(() => navigationFailed())
      .finally(deadline.stop)
  }
  navigation.addEventListener('navigate', onNavigate)
  return () => navigation.removeEventListener('navigate', onNavigate)
}
