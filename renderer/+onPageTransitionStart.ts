// https://vike.dev/onPageTransitionStart
import type { PageContextClient } from 'vike/types'
import { layOutEverySection } from '../lib/navigation/layOutEverySection.ts'

/**
 * A client-side navigation that lands somewhere other than the top (an anchor such as /#contato,
 * or the position back/forward restores) lays every section out first, so the position is
 * measured on real heights. Other navigations keep skipping the sections off screen.
 */
export function onPageTransitionStart(pageContext: PageContextClient): void {
  const hash = pageContext.urlOriginal ? new URL(pageContext.urlOriginal, window.location.href).hash : ''
  if (pageContext.isHistoryNavigation || hash) layOutEverySection()
}
