// https://vike.dev/onPageTransitionStart
import type { PageContextClient } from 'vike/types'
import { keepLaidOutScrollPosition } from '../lib/navigation/keepScrollPosition.ts'
import { navigationStarted } from '../lib/navigation/navigationStatus.ts'

/**
 * A link followed lays its page out in full and leaves its exact position for Back (keepScrollPosition.ts); the
 * sections stay laid out on every page after it, so an anchor or a restored position lands on real heights.
 * A slow navigation says what is loading (navigationStatus.ts).
 */
export function onPageTransitionStart(pageContext: PageContextClient): void {
  navigationStarted(new URL(pageContext.urlOriginal ?? window.location.href, window.location.href).pathname)
  // Now, while the page left is the one shown and its history entry the current one (a later task
  // could come after the next page's).
  if (!pageContext.isHistoryNavigation) keepLaidOutScrollPosition()
}
