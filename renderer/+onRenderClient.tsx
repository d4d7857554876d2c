// https://vike.dev/onRenderClient
// vike-react's client renderer, with one change: the first render (hydration) runs inside
// startTransition, so React hydrates the prerendered page in ~5 ms slices that yield to the
// browser instead of one long task that blocks input on a mid-range phone (Total Blocking Time).
// It also starts in a task of its own, after Vike's start-up (reading the page's configuration).
// Client-side navigations render as usual and update the head: the title and description from the
// page's data, the rest (canonical, Open Graph, Twitter card, JSON-LD...) from the navigationHead
// that lib/build/attachNavigationHead.ts put in the page's pageContext.json.
import { startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import type { PageContextClient } from 'vike/types'
import { VikeReactProviderPageContext } from 'vike-react/usePageContext'
import { applyNavigationHead } from '../lib/seo/navigationHead.ts'
import description from './+description.ts'
import title from './+title.ts'

let root: Root | undefined

/** Lets the browser run its other tasks (input, paint) first. Not a timer: no clamp, and a paused test clock does not stop it. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (scheduler?.yield) return scheduler.yield()
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => resolve()
    channel.port2.postMessage(null)
  })
}

/**
 * Resolves once React has committed the page. After a client-side navigation, in a layout effect:
 * it runs before the browser paints the new page, so what Vike does next (onPageTransitionEnd's
 * scroll to the top) lands in the same frame. With an effect, a slow phone painted the next page
 * first at the old page's scroll position, then jumped to its top. After hydration, in an effect,
 * once every component's effects have run: the page is marked hydrated (onHydrationEnd) only when
 * its listeners are in place, and a tap held until then (lib/build/client/hydrateAfterPaint.js)
 * finds them.
 */
function Committed({
  onCommit,
  beforePaint,
  children,
}: {
  onCommit: () => void
  beforePaint: boolean
  children: ReactNode
}) {
  useLayoutEffect(() => {
    if (beforePaint) onCommit()
  })
  useEffect(() => {
    if (!beforePaint) onCommit()
  })
  return children
}

function setMeta(attribute: 'name' | 'property', key: string, content: string | undefined) {
  const tag = document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`)
  if (tag && content) tag.content = content
}

export async function onRenderClient(pageContext: PageContextClient): Promise<void> {
  const { Page } = pageContext
  let page: ReactNode = Page ? <Page /> : null
  for (const Wrap of pageContext.config.Layout ?? []) page = <Wrap>{page}</Wrap>
  let onCommit = () => {}
  const committed = new Promise<void>((resolve) => (onCommit = resolve))
  const element = (
    <Committed onCommit={onCommit} beforePaint={root !== undefined}>
      <VikeReactProviderPageContext pageContext={pageContext}>{page}</VikeReactProviderPageContext>
    </Committed>
  )
  if (!root) {
    const container = document.getElementById('root')
    if (!container) throw new Error('#root não encontrado no HTML pré-renderizado.')
    await nextTask()
    startTransition(() => {
      root = hydrateRoot(container, element)
    })
  } else {
    root.render(element)
  }
  await committed
  if (!pageContext.isHydration) {
    const pageTitle = title(pageContext)
    const pageDescription = description(pageContext)
    if (pageTitle) document.title = pageTitle
    setMeta('property', 'og:title', pageTitle)
    setMeta('name', 'description', pageDescription)
    setMeta('property', 'og:description', pageDescription)
    // Absent only where the page was not prerendered (the development server): the head stays as it was.
    if (pageContext.navigationHead) applyNavigationHead(document.head, pageContext.navigationHead)
  }
}
