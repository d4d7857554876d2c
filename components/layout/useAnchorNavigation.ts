import { useLayoutEffect } from 'react'
import {
  keepLaidOutScrollPosition,
  keepScrollPosition,
  restoreKeptPosition,
} from '../../lib/navigation/keepScrollPosition.ts'
import { HOME_PATH } from '../../lib/routes/routePaths.ts'
import { focusWithoutScrolling, hashTarget } from '../focusWithoutScrolling.ts'
import { prefersReducedMotion } from '../prefersReducedMotion.ts'

/** After the smooth scroll, a further 220 px up, 600 ms later. */
const ANCHOR_EXTRA_OFFSET_PX = 220
const ANCHOR_EXTRA_DELAY_MS = 600
/** Longer than any smooth scroll the browser runs. */
const SMOOTH_SCROLL_SETTLE_MS = 1500

/**
 * The page's path when it is the landing page or one of its aliases (/home), else undefined: their
 * own sections are the anchors' targets. `mainPaths` maps each alias of data/pages.yaml to its page.
 */
export function homePathOf(path: string, mainPaths: Readonly<Record<string, string>>): string | undefined {
  return (mainPaths[path] ?? path) === HOME_PATH ? path : undefined
}

/** Smooth, unless the visitor has asked the system for less motion: then the page jumps. */
export function smoothScroll(): ScrollBehavior {
  return prefersReducedMotion() ? 'instant' : 'smooth'
}

/**
 * Gives an in-page jump its own history entry, as the browser does for `#anchor` links before any
 * JavaScript: Back returns to where the visitor was, and the address names the section. The router
 * keeps each entry's scroll position; going to the address already shown adds nothing.
 */
export function addHistoryEntry(hash: string): void {
  const { pathname, search } = window.location
  if (window.location.hash === hash) return
  // The position Back returns to is this one, not the router's copy from up to 300 ms ago.
  keepScrollPosition()
  focusOrigins.set(window.location.href, document.activeElement)
  window.history.pushState(null, '', `${pathname}${search}${hash}`)
}

/** Until when a smooth scroll started here may still run. */
let smoothScrollUntil = 0

/** Scrolls the page, noting until when a smooth scroll may run. */
export function scrollPageTo(top: number, behavior: ScrollBehavior): void {
  if (behavior === 'smooth') smoothScrollUntil = performance.now() + SMOOTH_SCROLL_SETTLE_MS
  window.scrollTo({ top, behavior })
}

/**
 * Holds the position the router restored on Back against a smooth scroll still running (Chromium lets it
 * run on and land on its own target), until the visitor scrolls or the longest smooth scroll is over.
 * Another Back or Forward hands the hold to the position it restores.
 */
function holdRestoredPosition(): void {
  releaseRestoredPosition?.()
  if (performance.now() >= smoothScrollUntil) return
  const top = window.scrollY
  const putBack = () => {
    if (Math.round(window.scrollY) !== Math.round(top)) window.scrollTo({ top, behavior: 'instant' })
  }
  const release = () => {
    window.removeEventListener('scroll', putBack)
    for (const type of VISITOR_SCROLL_INPUTS) window.removeEventListener(type, release, true)
    window.clearTimeout(timer)
    if (releaseRestoredPosition === release) releaseRestoredPosition = undefined
  }
  window.addEventListener('scroll', putBack)
  for (const type of VISITOR_SCROLL_INPUTS) window.addEventListener(type, release, { capture: true, passive: true })
  const timer = window.setTimeout(() => {
    putBack()
    release()
  }, SMOOTH_SCROLL_SETTLE_MS)
  releaseRestoredPosition = release
}
let releaseRestoredPosition: (() => void) | undefined
/** What the visitor scrolls with: from then on the position is theirs. */
const VISITOR_SCROLL_INPUTS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const

/** Where the focus was on each address of this page an in-page jump left (the link, or the phone menu's button). */
const focusOrigins = new Map<string, Element | null>()

/**
 * Back or Forward between two addresses of a home page (/ and /#contato) renders nothing, so the focus
 * goes back here to what the visitor left by (or the address's section, or the content's start), the
 * scroll stays where the router put it, and any further 220 px scroll still due is cancelled.
 */
export function useSamePageTraversal(path: string): void {
  // A layout effect: its cleanup runs as the page leaves, before a Back that follows at once (a passive one could run
  // after it, restoring this page's kept position on the next page's DOM).
  useLayoutEffect(() => {
    const onTraverse = () => {
      cancelPendingExtraScroll()
      if (window.location.pathname !== path) return
      // After the router's own listener, which restored its copy of the position.
      restoreKeptPosition()
      holdRestoredPosition()
      const origin = focusOrigins.get(window.location.href)
      if (
        origin instanceof HTMLElement &&
        origin !== document.body &&
        origin.isConnected &&
        origin.getClientRects().length > 0
      ) {
        origin.focus({ preventScroll: true })
        return
      }
      const section = hashTarget()
      if (section) focusWithoutScrolling(section)
      else document.getElementById('conteudo')?.focus({ preventScroll: true })
    }
    window.addEventListener('popstate', onTraverse)
    return () => window.removeEventListener('popstate', onTraverse)
  }, [path])
}

/**
 * The further 220 px scroll still due, if any. Back or Forward before it fires cancels it
 * (useSamePageTraversal), and it only scrolls the address its jump set: not the top of the page
 * the logo went back to, nor another page a link led to in the meantime.
 */
let pendingExtraScroll: number | undefined
function cancelPendingExtraScroll(): void {
  window.clearTimeout(pendingExtraScroll)
  pendingExtraScroll = undefined
}
function scheduleExtraScroll(top: number, behavior: ScrollBehavior): void {
  cancelPendingExtraScroll()
  const jumpAddress = window.location.href
  pendingExtraScroll = window.setTimeout(() => {
    pendingExtraScroll = undefined
    if (window.location.href === jumpAddress) scrollPageTo(top, behavior)
  }, ANCHOR_EXTRA_DELAY_MS)
}

/**
 * An anchor link of a home page's header, footer or hero: a smooth scroll to the section, the focus there and a
 * history entry. On any other page the link itself goes to the home page with the anchor as hash.
 */
export function goToAnchor(anchor: string): void {
  const element = document.getElementById(anchor)
  if (!element) {
    console.warn(`Seção #${anchor} não encontrada nesta página.`)
    return
  }
  // The sections between here and there get their real heights before the target is measured,
  // the content in view kept in place.
  keepLaidOutScrollPosition()
  // The target is computed once, so the second scroll lands 220 px above the section even
  // if the first smooth scroll has not finished when the timer fires.
  const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0
  const target = Math.max(0, element.getBoundingClientRect().top + window.scrollY - padding)
  const behavior = smoothScroll()
  addHistoryEntry(`#${anchor}`)
  scrollPageTo(target, behavior)
  scheduleExtraScroll(Math.max(0, target - ANCHOR_EXTRA_OFFSET_PX), behavior)
  focusWithoutScrolling(element)
}
