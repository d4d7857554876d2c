// https://vike.dev/onRenderClient: vike-react's, but hydrating in startTransition after Vike's start-up, in slices
// that yield to the browser (docs/decisions/client-runtime.md: TBT). vike-react has no option for it.
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

/** Calls `onCommit` once React has committed the page: before the paint after a navigation, after it on hydration. */
function Committed({
  onCommit,
  beforePaint,
  children,
}: {
  onCommit: () => void
  beforePaint: boolean
  children: ReactNode
}) {
  // Before the paint, so onPageTransitionEnd's scroll to the top lands in the same frame (with an effect, a slow
  // phone painted the new page at the old page's scroll position, then jumped to its top).
  useLayoutEffect(() => {
    if (beforePaint) onCommit()
  })
  // Once every component's effects have run: the page is marked hydrated (onHydrationEnd) only with its listeners
  // in place, for a tap held until then (lib/build/client/hydrateAfterPaint.js).
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
  // A navigation updates the head: title and description from the page's data, the rest (canonical, Open Graph,
  // JSON-LD...) from the navigationHead lib/build/attachNavigationHead.ts put in the page's pageContext.json.
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
