import { useCallback } from 'react'
import { navigate } from 'vike/client/router'
import { layOutEverySection } from '../../lib/navigation/layOutEverySection.ts'
import { focusWithoutScrolling } from '../focusWithoutScrolling.ts'
import { prefersReducedMotion } from '../prefersReducedMotion.ts'

/** Spec section 9: after the smooth scroll, a further 220 px up, 600 ms later. */
export const ANCHOR_EXTRA_OFFSET_PX = 220
export const ANCHOR_EXTRA_DELAY_MS = 600

/** The landing page and its aliases: their own sections are the anchors' targets. */
const HOME_PATHS = new Set(['/', '/home', '/home-new'])

/** The page's path when it is a home page (/, /home, /home-new), else undefined. */
export function homePathOf(path: string): string | undefined {
  return HOME_PATHS.has(path) ? path : undefined
}

/** Smooth, unless the visitor has asked the system for less motion: then the page jumps. */
export function smoothScroll(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth'
}

/**
 * Gives an in-page jump its own history entry, as the browser does for a link to `#anchor`
 * before the page's JavaScript runs: Back returns to where the visitor was, and the address
 * names the section, to be shared or reloaded. The router keeps each entry's scroll position
 * (it stamps this entry as the visitor's own and restores positions on a hash-only Back).
 * Going to the address already shown adds nothing.
 */
export function addHistoryEntry(hash: string): void {
  const { pathname, search } = window.location
  if (window.location.hash === hash) return
  window.history.pushState(null, '', `${pathname}${search}${hash}`)
}

/** The further 220 px scroll still due, if any: Back or Forward before it fires cancels it. */
let pendingExtraScroll: number | undefined
function cancelPendingExtraScroll(): void {
  window.clearTimeout(pendingExtraScroll)
  pendingExtraScroll = undefined
}

/**
 * Anchor links of the header and the footer: on a home page they scroll smoothly to the section, move the
 * focus there and add a history entry; on any other page they go to the home page with the anchor as hash.
 */
export function useAnchorNavigation(isHome: boolean): (anchor: string) => void {
  return useCallback(
    (anchor: string) => {
      if (!isHome) {
        void navigate(`/#${anchor}`)
        return
      }
      const element = document.getElementById(anchor)
      if (!element) {
        console.warn(`Seção #${anchor} não encontrada nesta página.`)
        return
      }
      // The sections between here and there get their real heights before the target is measured.
      layOutEverySection()
      // The target is computed once, so the second scroll lands 220 px above the section even
      // if the first smooth scroll has not finished when the timer fires.
      const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
      const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY - padding)
      const behavior = smoothScroll()
      addHistoryEntry(`#${anchor}`)
      window.scrollTo({ top: target, behavior })
      cancelPendingExtraScroll()
      window.addEventListener('popstate', cancelPendingExtraScroll, { once: true })
      pendingExtraScroll = window.setTimeout(() => {
        window.removeEventListener('popstate', cancelPendingExtraScroll)
        pendingExtraScroll = undefined
        window.scrollTo({ top: Math.max(0, target - ANCHOR_EXTRA_OFFSET_PX), behavior })
      }, ANCHOR_EXTRA_DELAY_MS)
      focusWithoutScrolling(element)
    },
    [isHome],
  )
}
