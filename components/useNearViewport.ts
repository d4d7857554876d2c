import { useEffect, useState, type RefObject } from 'react'

/** True when some part of `element` is on the screen now. */
function onScreen(element: Element): boolean {
  const box = element.getBoundingClientRect()
  return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth
}

/**
 * Calls `onNear` once `element` comes within `margin` of the viewport; returns the function that stops watching.
 * The margin, a head start for a visitor who scrolls, counts only once they have: until then only a block on the
 * first screen loads, so the initial load stays what the HTML announces (the map's code, the bot check).
 */
export function watchNearViewport(element: Element, margin: string, onNear: () => void): () => void {
  if (!('IntersectionObserver' in window)) {
    onNear()
    return () => {}
  }
  let withinMargin = false
  let scrolled = window.scrollY > 0 || window.scrollX > 0
  let done = false
  const check = () => {
    if (done || !withinMargin || !(scrolled || onScreen(element))) return
    done = true
    stop()
    onNear()
  }
  const onScroll = () => {
    scrolled = true
    check()
  }
  const observer = new IntersectionObserver(
    (entries) => {
      withinMargin = entries.some((entry) => entry.isIntersecting)
      check()
    },
    { rootMargin: margin },
  )
  observer.observe(element)
  // One scroll is all it needs to know: from then on the observer alone tells when the block nears.
  window.addEventListener('scroll', onScroll, { passive: true, once: true })
  window.addEventListener('resize', check, { passive: true })
  function stop() {
    observer.disconnect()
    window.removeEventListener('scroll', onScroll)
    window.removeEventListener('resize', check)
  }
  return stop
}

/** True once `ref` comes within `margin` of the viewport (and stays true): see watchNearViewport. */
export function useNearViewport(ref: RefObject<Element | null>, margin = '300px'): boolean {
  const [near, setNear] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || near) return
    return watchNearViewport(element, margin, () => setNear(true))
  }, [ref, margin, near])
  return near
}
