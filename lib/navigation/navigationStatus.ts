/**
 * What a client-side navigation is waiting for (components/layout/NavigationStatus.tsx): said only
 * after a delay, so a fast navigation shows nothing and the line does not flash.
 */
import { BLOG_POST_PREFIX } from '../routes/routePaths.ts'

export const NAVIGATION_STATUS_DELAY_MS = 250

export interface LoadingTexts {
  pagina: string
  blog: string
  post: string
}

/** The path still loading once the delay has passed, or null. */
let pendingPath: string | null = null
let pendingTimer: ReturnType<typeof setTimeout> | undefined
const statusListeners = new Set<() => void>()
const startListeners = new Set<() => void>()

function setPendingPath(path: string | null): void {
  if (path === pendingPath) return
  pendingPath = path
  for (const listener of statusListeners) listener()
}

/** Called by renderer/+onPageTransitionStart.ts with the path being opened. */
export function navigationStarted(path: string): void {
  for (const listener of startListeners) listener()
  clearTimeout(pendingTimer)
  pendingTimer = setTimeout(() => setPendingPath(path), NAVIGATION_STATUS_DELAY_MS)
}

/** Called by renderer/+onPageTransitionEnd.ts once the new page is on screen. */
export function navigationEnded(): void {
  clearTimeout(pendingTimer)
  setPendingPath(null)
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
