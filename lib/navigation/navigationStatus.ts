/**
 * What a client-side navigation is waiting for (components/layout/NavigationStatus.tsx): said only
 * after a delay, so a fast navigation shows nothing and the line does not flash.
 */
import { BLOG_POST_PREFIX } from '../routes/routePaths.ts'

export const NAVIGATION_STATUS_DELAY_MS = 250
export const OFFLINE_NOTICE_MS = 6000

export interface LoadingTexts {
  pagina: string
  blog: string
  post: string
  semConexao: string
}

/** The path still loading once the delay has passed, and whether the offline notice shows. A new object per change. */
export interface NavigationStatusSnapshot {
  pendingPath: string | null
  offline: boolean
}

let status: NavigationStatusSnapshot = { pendingPath: null, offline: false }
// The path a navigation under way opens: the link check announces it, then the router again.
let startedPath: string | null = null
let pendingTimer: ReturnType<typeof setTimeout> | undefined
let offlineTimer: ReturnType<typeof setTimeout> | undefined
const statusListeners = new Set<() => void>()
const startListeners = new Set<() => void>()

function update(next: Partial<NavigationStatusSnapshot>): void {
  const merged = { ...status, ...next }
  if (merged.pendingPath === status.pendingPath && merged.offline === status.offline) return
  status = merged
  for (const listener of statusListeners) listener()
}

/** The offline notice shows for OFFLINE_NOTICE_MS, or goes. */
function showOffline(shown: boolean): void {
  clearTimeout(offlineTimer)
  if (shown) offlineTimer = setTimeout(() => update({ offline: false }), OFFLINE_NOTICE_MS)
  update({ offline: shown })
}

/** No navigation waits any more: its status line goes (or never comes). */
function stopWaiting(): void {
  clearTimeout(pendingTimer)
  startedPath = null
  update({ pendingPath: null })
}

/** Called when a link was held back because the browser is offline. */
export function navigationHeldOffline(): void {
  showOffline(true)
}

/** The next page's data failed or did not arrive: the loading line gives way to the offline notice; the page stays. */
export function navigationFailed(): void {
  stopWaiting()
  showOffline(true)
}

/** The connection is back (or a page arrived after all): the offline notice goes. */
export function connectionRestored(): void {
  showOffline(false)
}

/** Called with the path being opened, by the link check and by renderer/+onPageTransitionStart.ts. */
export function navigationStarted(path: string): void {
  if (path === startedPath) return
  startedPath = path
  for (const listener of startListeners) listener()
  // A new try: the notice of the last one that failed gives way to what is loading now.
  showOffline(false)
  clearTimeout(pendingTimer)
  pendingTimer = setTimeout(() => update({ pendingPath: path }), NAVIGATION_STATUS_DELAY_MS)
}

/** Called by renderer/+onPageTransitionEnd.ts once the new page is on screen. */
export function navigationEnded(): void {
  stopWaiting()
  showOffline(false)
}

/** Called at once when a client-side navigation starts (the status line waits its delay). */
export function subscribeNavigationStart(listener: () => void): () => void {
  startListeners.add(listener)
  return () => startListeners.delete(listener)
}

export function subscribeNavigationStatus(listener: () => void): () => void {
  statusListeners.add(listener)
  return () => statusListeners.delete(listener)
}

export function navigationStatus(): NavigationStatusSnapshot {
  return status
}

/** The blog list and a post have their own texts (data/blog.yaml); any other page the generic one. */
export function loadingTextFor(path: string, texts: LoadingTexts): string {
  const clean = path.replace(/\/+$/, '')
  if (`${clean}/` === BLOG_POST_PREFIX) return texts.blog
  if (clean.startsWith(BLOG_POST_PREFIX)) return texts.post
  return texts.pagina
}
