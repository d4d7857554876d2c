// https://vike.dev/onPageTransitionStart
import type { PageContextClient } from 'vike/types'
import { keepLaidOutScrollPosition } from '../lib/navigation/keepScrollPosition.ts'
import { layOutEverySection } from '../lib/navigation/layOutEverySection.ts'
import { navigationStarted } from '../lib/navigation/navigationStatus.ts'

/**
 * A navigation that lands elsewhere than the top (an anchor such as /#contato, the position back/forward restores)
 * lays every section out first, so the position is measured on real heights; others keep skipping those off screen.
 * A link followed leaves its exact position for Back; a slow navigation says what is loading (navigationStatus.ts).
 */
export function onPageTransitionStart(pageContext: PageContextClient): void {
  const url = new URL(pageContext.urlOriginal ?? window.location.href, window.location.href)
  navigationStarted(url.pathname)
  // Now, while the page left is the one shown and its history entry the current one (a later task
  // could come after the next page's).
  if (!pageContext.isHistoryNavigation) keepLaidOutScrollPosition()
  const hash = pageContext.urlOriginal ? url.hash : ''
  if (pageContext.isHistoryNavigation || hash) layOutEverySection()
}
