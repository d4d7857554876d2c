/**
 * A message appearing under a field as it loses the focus pushes down what follows: after a mouse press took the
 * focus (on the terms box, the submit button), the click would land elsewhere. So while a mouse or pen button is
 * down, such changes wait for its click. Not a touch's: a tap's target is fixed before the focus moves.
 */
let pressed = false
let waiting: (() => void)[] = []
let tracking = false

function release() {
  if (!pressed) return
  pressed = false
  const run = waiting
  waiting = []
  // After the click that follows this release: it is dispatched before the next task.
  if (run.length > 0) setTimeout(() => run.forEach((callback) => callback()))
}

/** Starts following the mouse and pen buttons (once per page; call it before the first press that matters, e.g. when a form mounts). */
export function trackPointerPress(): void {
  if (tracking || typeof window === 'undefined') return
  tracking = true
  window.addEventListener(
    'pointerdown',
    (event) => {
      if (event.pointerType !== 'touch') pressed = true
    },
    { capture: true },
  )
  for (const type of ['pointerup', 'pointercancel'] as const) window.addEventListener(type, release, { capture: true })
  // The window losing the focus (another app, a release outside it): not a field's blur, which also reaches window listeners.
  window.addEventListener('blur', (event) => {
    if (event.target === window) release()
  })
}

/** Runs `callback` now, or once the mouse or pen button that is down has been released. */
export function afterPointerRelease(callback: () => void): void {
  if (pressed) waiting.push(callback)
  else callback()
}
