// Loads the page's JavaScript once its prerendered content has been painted.
// lib/build/deferHydration.ts replaces Vike's entry <script> and <link rel="modulepreload"> tags
// with this small file: on a slow connection the HTML, the stylesheet and the font get the whole
// bandwidth, the first screen paints sooner, and React hydrates right after.
;(() => {
  const script = document.currentScript
  const entry = script?.dataset.entry
  if (!entry) return
  const preloads = (script.dataset.modulepreload ?? '').split(' ').filter(Boolean)
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    const module = document.createElement('script')
    module.type = 'module'
    module.src = entry
    document.body.append(module)
  }
  // A background tab paints nothing until shown: load now rather than wait.
  if (document.visibilityState === 'hidden' || !globalThis.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    start()
    return
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  // Safety net: never wait for a paint the browser does not report.
  addEventListener('load', () => setTimeout(start, 1000))
})()
