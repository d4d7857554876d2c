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

let scriptRequested = false

/** Adds the Turnstile script once per page; a load failure is only logged (spec section 8). */
function requestScript(): void {
  if (scriptRequested || document.querySelector(`script[src^="${TURNSTILE_SCRIPT_URL}"]`)) return
  scriptRequested = true
  const script = document.createElement('script')
  script.src = TURNSTILE_SCRIPT_URL
  script.async = true
  script.defer = true
  script.onerror = () => {
    scriptRequested = false
    console.error('Turnstile: não foi possível carregar o script de verificação.')
  }
  document.head.append(script)
}

export interface TurnstileHandle {
  /** Tokens are single-use: reset before every new attempt. */
  reset: () => void
}

interface TurnstileProps {
  siteKey: string
  texts: LeadFormData['verificacao']
  intervalMs: number
  onToken: (token: string | null) => void
  onMessage: (message: string | null) => void
}

/**
 * Cloudflare Turnstile bot check (spec sections 4, 7, 8). The script loads only when the
 * form nears the viewport, and is polled every `intervalMs` until `window.turnstile` exists.
 */
export const Turnstile = forwardRef<TurnstileHandle, TurnstileProps>(function Turnstile({ siteKey, texts, intervalMs, onToken, onMessage }, ref) {
  const containerRef = useRef<HTMLDivElement>(null)
  const widgetId = useRef<string | undefined>(undefined)
  const callbacks = useRef({ onToken, onMessage })
  callbacks.current = { onToken, onMessage }
  const near = useNearViewport(containerRef, '600px')
  const [rendered, setRendered] = useState(false)

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
    if (!siteKey || !near || rendered) return
    requestScript()
    const timer = window.setInterval(() => {
      const api = window.turnstile
      const container = containerRef.current
      if (!api || !container) return
      window.clearInterval(timer)
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
        setRendered(true)
      } catch (error) {
        console.error('Turnstile: falha ao exibir a verificação.', error)
      }
    }, intervalMs)
    return () => window.clearInterval(timer)
  }, [siteKey, near, rendered, intervalMs, texts])

  if (!siteKey) {
    return (
      <p className={styles.unconfigured} role="status">
        {texts.naoConfigurada}
      </p>
    )
  }
  return <div ref={containerRef} className={styles.widget} aria-label={texts.rotulo} role="group" data-testid="turnstile" />
})
