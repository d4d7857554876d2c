// https://vike.dev/onPageTransitionEnd
import type { PageContextClient } from 'vike/types'
import { focusWithoutScrolling, hashTarget } from '../components/focusWithoutScrolling.ts'
import { restoreKeptPosition } from '../lib/navigation/keepScrollPosition.ts'
import { navigationEnded } from '../lib/navigation/navigationStatus.ts'

/**
 * Leaves the new page as a full page load would: at its top (or its #hash's section), the focus on its content, so
 * the next Tab and a screen reader start there, not at the link followed. Back/forward keeps the restored position
 * and focuses the link to the page just left, as a load from the browser's cache would.
 */
export function onPageTransitionEnd(pageContext: PageContextClient): void {
  navigationEnded()
  if (pageContext.isHistoryNavigation) {
    focusLinkTo(pageContext.previousPageContext?.urlPathname)
    // The router restores its copy of the position after this hook; the kept one goes over it before the paint.
    requestAnimationFrame(restoreKeptPosition)
    return
  }
  if (window.location.hash) {
    const section = hashTarget()
    if (section) focusWithoutScrolling(section)
    return
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  document.getElementById('conteudo')?.focus({ preventScroll: true })
  // Every scrollable container starts at its top too.
  for (const element of document.querySelectorAll<HTMLElement>('body *')) {
    if (element.scrollTop !== 0) element.scrollTop = 0
    if (element.scrollLeft !== 0) element.scrollLeft = 0
  }
}

/** The first link in the page's content (or else its header or footer) to `path`, focused where it is: the browser restores the scroll. */
function focusLinkTo(path: string | undefined): void {
  if (!path) return
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')].filter(
    (link) => link.getAttribute('href') === path && link.getClientRects().length > 0,
  )
  const link = links.find((candidate) => candidate.closest('#conteudo')) ?? links[0]
  link?.focus({ preventScroll: true })
}
