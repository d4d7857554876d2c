import { forwardRef, useEffect, useImperativeHandle, useRef, useState } from 'react'
import type { LeadFormData } from '../../lib/types/generated/lead-form.ts'
import { useNearViewport } from '../useNearViewport.ts'
import { TURNSTILE_SCRIPT_URL } from './leadConfig.ts'
import styles from './Turnstile.module.css'

interface TurnstileApi {
  render: (container: HTMLElement, options: Record<string, unknown>) => string | undefined
  reset: (widgetId?: string) => void
  remove?: (widgetId?: string) => void
}

declare global {
  interface Window {
    turnstile?: TurnstileApi
  }
}

/**
 * Adds the Turnstile script once per page and calls `onError` if it fails to load. A failed
 * script is logged and taken out again, so a later attempt adds a fresh one; the failure is
 * only logged. Returns a function that stops listening.
 */
function requestScript(onError: () => void): () => void {
  let script = document.querySelector<HTMLScriptElement>(`script[src^="${TURNSTILE_SCRIPT_URL}"]`)
  if (!script) {
    const added = document.createElement('script')
    added.src = TURNSTILE_SCRIPT_URL
    added.async = true
    added.defer = true
    added.addEventListener(
      'error',
      () => {
        added.remove()
        console.error('Turnstile: não foi possível carregar o script de verificação.')
      },
      { once: true },
    )
    document.head.append(added)
    script = added
  }
  const loaded = script
  loaded.addEventListener('error', onError, { once: true })
  return () => loaded.removeEventListener('error', onError)
}

export interface TurnstileHandle {
  /** Tokens are single-use: reset before every new attempt. */
  reset: () => void
}

interface TurnstileProps {
  siteKey: string
  texts: LeadFormData['verificacao']
  intervalMs: number
  /** How long the script may take before the form says the check is unavailable (it keeps waiting). */
  timeoutMs: number
  onToken: (token: string | null) => void
  onMessage: (message: string | null) => void
  /** Whether the check cannot be shown for now: the script failed, hangs, or would not render. */
  onUnavailable: (unavailable: boolean) => void
}

/**
 * Cloudflare Turnstile bot check, its script loaded once the form nears the viewport and polled every `intervalMs`
 * until `window.turnstile` exists. A script that failed is requested again once the browser is back online.
 * Meanwhile, or past `timeoutMs`, `onUnavailable(true)` lets the form say what to do instead of asking to wait.
 */
export const Turnstile = forwardRef<TurnstileHandle, TurnstileProps>(function Turnstile(
  { siteKey, texts, intervalMs, timeoutMs, onToken, onMessage, onUnavailable },
  ref,
) {
  const containerRef = useRef<HTMLDivElement>(null)
  const widgetId = useRef<string | undefined>(undefined)
  const callbacks = useRef({ onToken, onMessage, onUnavailable })
  callbacks.current = { onToken, onMessage, onUnavailable }
  const near = useNearViewport(containerRef, '600px')
  const [rendered, setRendered] = useState(false)
  const [scriptFailed, setScriptFailed] = useState(false)

  useImperativeHandle(ref, () => ({
    reset() {
      callbacks.current.onToken(null)
      try {
        if (widgetId.current !== undefined) window.turnstile?.reset(widgetId.current)
      } catch (error) {
        console.error('Turnstile: falha ao reiniciar a verificação.', error)
      }
    },
  }))

  useEffect(() => {
    if (!scriptFailed) return
    const retry = () => setScriptFailed(false)
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [scriptFailed])

  // Without a key (a build without VITE_TURNSTILE_SITE_KEY) no check will ever come: the form
  // says what to do instead of asking the visitor to wait for it.
  useEffect(() => {
    if (!siteKey) callbacks.current.onUnavailable(true)
  }, [siteKey])

  useEffect(() => {
    if (!siteKey || !near || rendered) return
    callbacks.current.onUnavailable(scriptFailed)
    if (scriptFailed) return
    const stopListening = requestScript(() => setScriptFailed(true))
    // A script that hangs: the form says so, and the polling goes on.
    const slow = window.setTimeout(() => callbacks.current.onUnavailable(true), timeoutMs)
    const timer = window.setInterval(() => {
      const api = window.turnstile
      const container = containerRef.current
      if (!api || !container) return
      window.clearInterval(timer)
      window.clearTimeout(slow)
      try {
        widgetId.current = api.render(container, {
          sitekey: siteKey,
          theme: texts.tema,
          size: texts.tamanho,
          language: 'pt-br',
          callback: (token: string) => {
            callbacks.current.onMessage(null)
            callbacks.current.onToken(token)
          },
          'error-callback': () => {
            callbacks.current.onToken(null)
            callbacks.current.onMessage(texts.erro)
          },
          'expired-callback': () => {
            callbacks.current.onToken(null)
            callbacks.current.onMessage(texts.expirada)
          },
        })
        callbacks.current.onUnavailable(false)
        setRendered(true)
      } catch (error) {
        console.error('Turnstile: falha ao exibir a verificação.', error)
        callbacks.current.onUnavailable(true)
      }
    }, intervalMs)
    return () => {
      window.clearInterval(timer)
      window.clearTimeout(slow)
      stopListening()
    }
  }, [siteKey, near, rendered, scriptFailed, intervalMs, timeoutMs, texts])

  if (!siteKey) {
    return (
      <p className={styles.unconfigured} role="status">
        {texts.naoConfigurada}
      </p>
    )
  }
  return (
    <div ref={containerRef} className={styles.widget} aria-label={texts.rotulo} role="group" data-testid="turnstile" />
  )
})
