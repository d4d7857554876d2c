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

let pendingPath: string | null = null
// The path a navigation under way opens: the link check announces it, then the router again.
let startedPath: string | null = null
let offline = false
let timer: ReturnType<typeof setTimeout> | undefined
let offlineTimer: ReturnType<typeof setTimeout> | undefined
const listeners = new Set<() => void>()

function notify(): void {
  for (const listener of listeners) listener()
}

function publish(next: string | null): void {
  pendingPath = next
  notify()
}

function publishOffline(next: boolean): void {
  clearTimeout(offlineTimer)
  offlineTimer = undefined
  if (offline === next) return
  offline = next
  notify()
}

/** Called when a link was held back because the browser is offline. */
export function navigationHeldOffline(): void {
  publishOffline(true)
  offlineTimer = setTimeout(() => publishOffline(false), OFFLINE_NOTICE_MS)
}

/** The next page's data failed or did not arrive: the loading line gives way to the offline notice; the page stays. */
export function navigationFailed(): void {
  clearPending()
  navigationHeldOffline()
}

/** No navigation waits any more: its status line goes (or never comes). */
function clearPending(): void {
  clearTimeout(timer)
  timer = undefined
  startedPath = null
  if (pendingPath !== null) publish(null)
}

/** The connection is back (or a page arrived after all): the offline notice goes. */
export function connectionRestored(): void {
  publishOffline(false)
}

/** Whether the offline notice is showing. */
export function offlineNoticeShown(): boolean {
  return offline
}

const startListeners = new Set<() => void>()

/** Called at once when a client-side navigation starts (the status line waits its delay). */
export function subscribeNavigationStart(listener: () => void): () => void {
  startListeners.add(listener)
  return () => startListeners.delete(listener)
}

/** Called with the path being opened, by the link check and by renderer/+onPageTransitionStart.ts. */
export function navigationStarted(path: string): void {
  if (path === startedPath) return
  startedPath = path
  for (const listener of startListeners) listener()
  // A new try: the notice of the last one that failed gives way to what is loading now.
  publishOffline(false)
  clearTimeout(timer)
  timer = setTimeout(() => publish(path), NAVIGATION_STATUS_DELAY_MS)
}

/** Called by renderer/+onPageTransitionEnd.ts once the new page is on screen. */
export function navigationEnded(): void {
  clearPending()
  connectionRestored()
}

export function subscribeNavigationStatus(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The path still loading once the delay has passed, or null. */
export function pendingNavigationPath(): string | null {
  return pendingPath
}

/** The blog list and a post have their own texts (data/blog.yaml); any other page the generic one. */
export function loadingTextFor(path: string, texts: LoadingTexts): string {
  const clean = path.replace(/\/+$/, '')
  if (`${clean}/` === BLOG_POST_PREFIX) return texts.blog
  if (clean.startsWith(BLOG_POST_PREFIX)) return texts.post
  return texts.pagina
}
