/**
 * Keeps an offline visitor on the page: Vike's router would fall back to a full page load, the browser's error page
 * (losing a half-filled form). While the browser is offline, a click on a link to another page of the site is held
 * back, in the capture phase before the router sees it, and the navigation status line says why.
 */
import { isPlainClick } from './isPlainClick.ts'
import { connectionRestored, navigationHeldOffline } from './navigationStatus.ts'

/** The link a plain click would follow to another page of this site (not a new tab or a download), or null. */
export function crossPageLink(event: MouseEvent, here: Location): HTMLAnchorElement | null {
  if (event.defaultPrevented || !isPlainClick(event)) return null
  const target = event.target
  if (!(target instanceof Element)) return null
  const link = target.closest('a')
  if (!link || !link.hasAttribute('href') || link.hasAttribute('download')) return null
  if (link.target && link.target !== '_self') return null
  const url = new URL(link.href, here.href)
  if (url.origin !== here.origin) return null
  if (url.pathname === here.pathname && url.search === here.search) return null
  return link
}

/** Installs the guard; returns a function that removes it. */
export function holdLinksWhileOffline(): () => void {
  const onClick = (event: MouseEvent) => {
    const link = navigator.onLine ? null : crossPageLink(event, window.location)
    if (!link) return
    event.preventDefault()
    event.stopPropagation()
    // A link in the phone menu: close the menu, as a navigation would, so the notice is not under it.
    const menu = link.closest<HTMLElement>('[popover]')
    if (menu?.matches(':popover-open')) menu.hidePopover()
    navigationHeldOffline()
  }
  window.addEventListener('click', onClick, true)
  window.addEventListener('online', connectionRestored)
  return () => {
    window.removeEventListener('click', onClick, true)
    window.removeEventListener('online', connectionRestored)
  }
}
