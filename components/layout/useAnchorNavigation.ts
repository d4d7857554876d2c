import { useCallback } from 'react'
import { navigate } from 'vike/client/router'

/** Spec section 9: after the smooth scroll, a further 220 px up, 600 ms later. */
export const ANCHOR_EXTRA_OFFSET_PX = 220
export const ANCHOR_EXTRA_DELAY_MS = 600

/**
 * Anchor links of the header: on a home page they scroll smoothly to the section; on any
 * other page they go to the home page with the anchor as hash.
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
      element.scrollIntoView({ behavior: 'smooth', block: 'start' })
      window.setTimeout(() => window.scrollBy({ top: -ANCHOR_EXTRA_OFFSET_PX, behavior: 'smooth' }), ANCHOR_EXTRA_DELAY_MS)
    },
    [isHome],
  )
}
