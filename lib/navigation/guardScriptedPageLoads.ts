import { abortWhenTimedOut } from './checkLinksBeforeLeaving.ts'
import { navigationFailed } from './navigationStatus.ts'

type PageLoadEvent = Pick<
  NavigateEvent,
  'navigationType' | 'userInitiated' | 'cancelable' | 'hashChange' | 'downloadRequest' | 'preventDefault'
> & { destination: { url: string; sameDocument: boolean } }

/**
 * When the next page's code fails to load, the router goes straight to a full page load, by script: such a load of
 * a page of the site waits for a HEAD request to it. An answer lets it go on; a failure or none shows the notice.
 * `navigation` is the browser's Navigation API object.
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
    const check = new AbortController()
    const stopTimer = abortWhenTimedOut(check)
    fetch(url, { method: 'HEAD', cache: 'no-store', signal: check.signal })
      .then(() => {
        allowed = url.href
        window.location.assign(url.href)
      })
      .catch(() => navigationFailed())
      .finally(stopTimer)
  }
  navigation.addEventListener('navigate', onNavigate)
  return () => navigation.removeEventListener('navigate', onNavigate)
}
