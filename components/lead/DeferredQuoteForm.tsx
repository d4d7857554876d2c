import { lazy, Suspense, type ComponentProps } from 'react'
import type { QuoteForm } from './QuoteForm.tsx'
import { whenNearOrLeft } from './whenNearOrLeft.ts'
import styles from './DeferredQuoteForm.module.css'

type QuoteFormProps = ComponentProps<typeof QuoteForm>

// The server renders the form at once (renderToString does not wait for a lazy component); the
// browser's bundle has no static import of it, so the form's code stays out of the initial load.
const PrerenderedQuoteForm = import.meta.env.SSR ? (await import('./QuoteForm.tsx')).QuoteForm : undefined

/**
 * Whether this module came with the page's first load (the prerendered form is on screen) rather
 * than with a client-side navigation. Read when the module is evaluated, before hydration: React
 * hydrates a Suspense boundary after the rest of the page, when renderer/+onHydrationEnd.ts has
 * already marked the page hydrated.
 */
const withPrerenderedForm = typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true'

/**
 * The form's code. On the page's first load its prerendered HTML is already on screen, so the
 * code (about 4 KB gzip: fields, validation, bot check, sending) waits until the form nears the
 * screen: it stays out of the initial JavaScript, and React hydrates the form then, in a task of
 * its own, instead of during the page's hydration. After a client-side navigation there is no HTML
 * to show meanwhile: the code loads at once.
 */
const LazyQuoteForm = lazy(() =>
  (withPrerenderedForm ? whenNearOrLeft('contato') : Promise.resolve()).then(() => import('./QuoteForm.tsx')).then((module) => ({ default: module.QuoteForm })),
)

/**
 * The quote form under #contato. The server renders it whole; in the browser its Suspense
 * boundary keeps that HTML, untouched and readable, until the code arrives. Its submit button is
 * prerendered disabled, so nothing can be sent before then.
 */
export function DeferredQuoteForm(props: QuoteFormProps) {
  return (
    <Suspense fallback={<div className={styles.pending} />}>
      {PrerenderedQuoteForm ? <PrerenderedQuoteForm {...props} /> : <LazyQuoteForm {...props} />}
    </Suspense>
  )
}
