import { useEffect, type RefObject } from 'react'
import { subscribeNavigationStart } from '../lib/navigation/navigationStatus.ts'

/** Calls `onDismiss` on Escape, a pointer press outside `ref`, the focus leaving it (Tab) a navigation or Back/Forward, while `active`. */
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
    // Nor does Back or Forward between two sections of the same page (/ and /#cobertura), which starts no transition.
    window.addEventListener('popstate', onDismiss)
    return () => {
      document.removeEventListener('pointerdown', onOutside)
      document.removeEventListener('focusin', onOutside)
      document.removeEventListener('keydown', onKeyDown)
      window.removeEventListener('popstate', onDismiss)
      stopWatchingNavigation()
    }
  }, [ref, active, onDismiss])
}
