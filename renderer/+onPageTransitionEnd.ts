// https://vike.dev/onPageTransitionEnd
import type { PageContextClient } from 'vike/types'
import { focusWithoutScrolling } from '../components/focusWithoutScrolling.ts'
import { navigationEnded } from '../lib/navigation/navigationStatus.ts'

/**
 * On every navigation (push or replace) the page and every scrollable container
 * scroll to the top. Back/forward keeps the browser's restored position, and a URL with
 * a #hash keeps its scroll to that section.
 * The focus moves to the new page's content (or to the #hash's section), as a full page load would start there: it does
 * not stay on the link that was followed (in a footer the next Tab would jump down the new page),
 * and a screen reader starts reading the new page.
 * Back (or forward) to a page returns the focus to the link to the page just left, as a full page
 * load from the browser's cache would: the next Tab goes on from there, not from the top.
 */
export function onPageTransitionEnd(pageContext: PageContextClient): void {
  navigationEnded()
  if (pageContext.isHistoryNavigation) {
    focusLinkTo(pageContext.previousPageContext?.urlPathname)
    return
  }
  if (window.location.hash) {
    const section = document.getElementById(decodeURIComponent(window.location.hash.slice(1)))
    if (section) focusWithoutScrolling(section)
    return
  }
  window.scrollTo({ top: 0, left: 0, behavior: 'instant' })
  document.getElementById('conteudo')?.focus({ preventScroll: true })
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
