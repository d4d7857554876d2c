import { lazy, Suspense, useState, type ComponentProps } from 'react'
import { RetryNotice } from '../RetryNotice.tsx'
import type { QuoteForm } from './QuoteForm.tsx'
import { whenNearOrLeft } from './whenNearOrLeft.ts'
import styles from './DeferredQuoteForm.module.css'

type QuoteFormProps = ComponentProps<typeof QuoteForm>

// The server renders the form at once (renderToString does not wait for a lazy component); the
// browser's bundle has no static import of it, so the form's code stays out of the initial load.
const PrerenderedQuoteForm = import.meta.env.SSR ? (await import('./QuoteForm.tsx')).QuoteForm : undefined

/**
 * Whether this module came with the page's first load (the prerendered form is on screen). Read when the module is
 * evaluated, before hydration: React hydrates a Suspense boundary after the rest of the page, when
 * renderer/+onHydrationEnd.ts has already marked the page hydrated.
 */
const withPrerenderedForm = typeof document !== 'undefined' && document.documentElement.dataset.hydrated !== 'true'

/**
 * The form's code: on a first load it waits until the prerendered form nears the screen (out of the
 * initial JavaScript); after a client-side navigation or a retry, with no HTML to show, it loads at once.
 * A failed fetch calls `onFail` and never settles: a rejected lazy import would unmount the whole page.
 */
function loadQuoteForm(waitForScreen: boolean, onFail: () => void) {
  return lazy(() =>
    (waitForScreen ? whenNearOrLeft('contato') : Promise.resolve())
      .then(() => import('./QuoteForm.tsx'))
      .then((module) => ({ default: module.QuoteForm }))
      .catch((error: unknown) => {
        console.error('Erro ao carregar o formulário:', error)
        onFail()
        return new Promise<never>(() => {})
      }),
  )
}

/**
 * The quote form under #contato. In the browser its Suspense boundary keeps the server's HTML, readable, until the
 * code arrives; its submit button is prerendered disabled, so nothing can be sent before then. Without its code, a
 * message and a retry take its place, beside the phone and e-mail.
 */
export function DeferredQuoteForm(props: QuoteFormProps) {
  const [failed, setFailed] = useState(false)
  // React.lazy keeps a failed import: each attempt gets a new one. Kept in state, which React
  // never drops (unlike a memo): a new lazy component would mount the form afresh.
  const [LazyQuoteForm, setLazyQuoteForm] = useState(() => loadQuoteForm(withPrerenderedForm, () => setFailed(true)))
  if (failed) {
    return (
      <RetryNotice
        message={props.texts.carregamento.erro}
        retryText={props.texts.carregamento.tentarNovamente}
        onRetry={() => {
          setFailed(false)
          setLazyQuoteForm(() => loadQuoteForm(false, () => setFailed(true)))
        }}
      />
    )
  }
  return (
    <Suspense fallback={<div className={styles.pending} />}>
      {PrerenderedQuoteForm ? <PrerenderedQuoteForm {...props} /> : <LazyQuoteForm {...props} />}
    </Suspense>
  )
}
