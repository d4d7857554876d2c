import { subscribeNavigationStart } from '../../lib/navigation/navigationStatus.ts'
import { watchNearViewport } from '../useNearViewport.ts'

/** How far below the screen a deferred block starts loading, once the visitor scrolls. */
const MARGIN = '400px'

/**
 * Resolves when the element `#id` of the prerendered page nears the screen, or when the visitor
 * navigates to another page first (the wait must not outlive the page it watches).
 */
export function whenNearOrLeft(id: string): Promise<void> {
  return new Promise((resolve) => {
    const element = document.getElementById(id)
    if (!element) {
      resolve()
      return
    }
    const stops: (() => void)[] = []
    const done = () => {
      for (const stop of stops) stop()
      resolve()
    }
    stops.push(watchNearViewport(element, MARGIN, done), subscribeNavigationStart(done))
  })
}
