import { useEffect, type RefObject } from 'react'
import { subscribeNavigationStart } from '../lib/navigation/navigationStatus.ts'

/** Calls `onDismiss` on Escape, a pointer press outside `ref`, the focus leaving it (Tab) or a navigation, while `active`. */
export function useDismiss(ref: RefObject<HTMLElement | null>, active: boolean, onDismiss: () => void): void {
  useEffect(() => {
    if (!active) return
    const onOutside = (event: Event) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss()
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss()
    }
    document.addEventListener('pointerdown', onOutside)
    document.addEventListener('focusin', onOutside)
    document.addEventListener('keydown', onKeyDown)
    // Another page (a link, or the browser's Back and Forward: Vike starts a transition for both) does not inherit an open menu.
    const stopWatchingNavigation = subscribeNavigationStart(onDismiss)
    return () => {
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('keydown', onKeyDown)
      stopWatchingNavigation()
    }
  }, [ref, active, onDismiss])
}
