// Loads the page's JavaScript once its prerendered content is painted (it replaces Vike's entry tags,
// lib/build/deferHydration.ts), so the first screen gets the bandwidth. The chunks that do not import the
// entry are evaluated first, one task each, so no task runs the whole module graph.
;(() => {
  // The cookie dialog opens a second after the load event (components/consent/CookieConsentLoader.tsx),
  // which usually fires before React starts: note when.
  addEventListener('load', () => (globalThis.__nuvoxLoadedAt = Date.now()), { once: true })
  // A reload or a return through history restores a position measured with every section laid out: lay them
  // out before the first layout, as lib/navigation/layOutEverySection.ts does (an anchor needs no script: :target).
  const root = document.documentElement
  const navigationType = globalThis.performance?.getEntriesByType?.('navigation')[0]?.type
  if (navigationType === 'reload' || navigationType === 'back_forward') {
    root.setAttribute('data-layout', 'full')
  }
  // Vike lets the browser restore the position of a page loaded anew (Back to it after the browser's offline page)
  // when its code starts; here that code starts after the first paint, too late, so it is allowed here.
  history.scrollRestoration = 'auto'
  const script = document.currentScript
  const entry = script?.dataset.entry
  if (!entry) return
  // A tap on a button before hydration would do nothing (or send its form natively, losing what was typed): the
  // last one is held, marked as waiting, and replayed once hydrated. Links, fields and popover buttons need no React.
  let held = null
  const hold = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || button.hasAttribute('popovertarget')) return
    event.preventDefault()
    event.stopImmediatePropagation()
    held?.removeAttribute('data-waiting')
    held?.removeAttribute('data-copied')
    held = button
    button.setAttribute('data-waiting', '')
    // A copy button (components/blog/ShareButtons.tsx) copies now, inside the tap: Safari and
    // Firefox allow the clipboard only for a few seconds after it, and hydration may come later.
    // The replay then only shows the confirmation.
    const text = button.dataset.copy
    if (text !== undefined) {
      globalThis.navigator.clipboard?.writeText(text).then(
        () => held === button && button.setAttribute('data-copied', ''),
        () => {},
      )
    }
  }
  const noNativeSubmit = (event) => event.preventDefault()
  addEventListener('click', hold, true)
  addEventListener('submit', noNativeSubmit, true)
  const hydrated = new MutationObserver(() => {
    if (root.dataset.hydrated !== 'true') return
    const button = stopHolding()
    if (button?.isConnected && !button.disabled) button.click()
  })
  hydrated.observe(root, { attributes: true, attributeFilter: ['data-hydrated'] })
  // Also when the page's script cannot load (offline, a deploy replaced it): the buttons are left
  // as they are without it, and a form's next tap sends it natively, as before.
  const stopHolding = () => {
    hydrated.disconnect()
    removeEventListener('click', hold, true)
    removeEventListener('submit', noNativeSubmit, true)
    const button = held
    held = null
    button?.removeAttribute('data-waiting')
    return button
  }
  const list = (value) => (value ?? '').split(' ').filter(Boolean)
  const preloads = list(script.dataset.modulepreload)
  const evaluate = list(script.dataset.evaluate)
  // Lets the browser run its other tasks (input, paint) first; not a timer, so never clamped.
  const nextTask = () => {
    if (globalThis.scheduler?.yield) return globalThis.scheduler.yield()
    return new Promise((resolve) => {
      const channel = new MessageChannel()
      channel.port1.onmessage = resolve
      channel.port2.postMessage(null)
    })
  }
  let started = false
  const start = async () => {
    if (started) return
    started = true
    for (const href of preloads) {
      // One request per task: each append costs ~1 ms of main thread on a phone.
      await nextTask()
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    for (const href of evaluate) {
      await nextTask()
      // A chunk that fails here fails again, visibly, when the entry imports it.
      await import(href).catch(() => {})
    }
    await nextTask()
    const module = document.createElement('script')
    module.type = 'module'
    module.src = entry
    module.addEventListener('error', stopHolding)
    document.body.append(module)
  }
  // A background tab paints nothing until shown: load now rather than wait.
  if (
    document.visibilityState === 'hidden' ||
    !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')
  ) {
    start()
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  // Safety net: never wait for a paint the browser does not report. A timer, not a `load`
  // listener: code run in the load event's task would be charged with the page's first layout.
  setTimeout(start, 4000)
})()
