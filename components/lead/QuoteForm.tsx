import { Icon } from '../Icon.tsx'
import { useEffect, useEffectEvent, useRef, useState, type FormEvent } from 'react'
import { useHydrated } from 'vike-react/useHydrated'
import { buildLeadPayload } from '../../lib/lead/buildLeadPayload.ts'
import { LEAD_FIELDS } from '../../lib/lead/validateLead.ts'
import { submitLead, type SubmitResult } from '../../lib/lead/submitLead.ts'
import type { LeadFormData } from '../../lib/types/generated/lead-form.ts'
import buttons from '../Button.module.css'
import { LeadFields } from './LeadFields.tsx'
import { useValuesTypedEarly } from '../useValuesTypedEarly.ts'
import { leadConfig } from './leadConfig.ts'
import styles from './QuoteForm.module.css'
import { Turnstile, type TurnstileHandle } from './Turnstile.tsx'
import { hasFieldErrors, useLeadForm } from './useLeadForm.ts'

const DRAFT_KEY = 'nuvox:rascunho-orcamento'

type Status = 'idle' | 'loading' | 'success' | 'error'

/**
 * A lead still on its way when the visitor navigated away. It is not cancelled (it may already have reached the
 * sales team): the next form, with the draft restored, waits for its answer rather than offer the same lead again.
 * An answer that comes while no form is on screen stays here until one mounts and shows it.
 */
let pendingLead: Promise<SubmitResult> | null = null

function keepPendingLead(request: Promise<SubmitResult>) {
  pendingLead = request
}

/** Its answer is on screen: no later form waits for it. */
function releasePendingLead(request: Promise<SubmitResult>) {
  if (pendingLead === request) pendingLead = null
}

/**
 * The quote form under #contato. Nothing the visitor typed is lost:
 * on any failure the inputs stay, the bot check is reset for the retry, a hanging request is
 * aborted, and a draft survives a reload until the lead is sent.
 */
export function QuoteForm({ texts, source }: { texts: LeadFormData; source: string }) {
  const form = useLeadForm(texts, DRAFT_KEY)
  const [status, setStatus] = useState<Status>('idle')
  const [error, setError] = useState<string | null>(null)
  const [token, setToken] = useState<string | null>(null)
  const [botMessage, setBotMessage] = useState<string | null>(null)
  const botMessageRef = useRef<HTMLParagraphElement>(null)
  const [botUnavailable, setBotUnavailable] = useState(false)
  const [online, setOnline] = useState(true)
  const inFlight = useRef(false)
  const mounted = useRef(false)
  const turnstile = useRef<TurnstileHandle>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // What was typed before the form's code came (a slow phone) is the form's; a field already left
  // is tidied and checked as on leaving it.
  useValuesTypedEarly(formRef, (field) => {
    const name = LEAD_FIELDS.find((known) => known === field.name)
    if (!name) return
    form.setField(name, field instanceof HTMLInputElement && field.type === 'checkbox' ? field.checked : field.value)
    if (field !== document.activeElement) form.blurField(name)
  })
  const resetTimer = useRef<number | undefined>(undefined)
  const feedbackRef = useRef<HTMLParagraphElement>(null)
  // The button the visitor pressed is disabled while sending: the answer's banner takes the focus
  // once rendered. A count, so that every answer asks anew.
  const [feedbackFocusRequests, setFeedbackFocusRequests] = useState(0)
  const focusFeedback = () => setFeedbackFocusRequests((count) => count + 1)
  useEffect(() => {
    if (feedbackFocusRequests > 0) feedbackRef.current?.focus()
  }, [feedbackFocusRequests])

  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    // Hydrated (its code may come after the page's, components/lead/DeferredQuoteForm.tsx): tests and CSS read it.
    formRef.current?.setAttribute('data-ready', 'true')
    const update = () => setOnline(navigator.onLine)
    update()
    window.addEventListener('online', update)
    window.addEventListener('offline', update)
    return () => {
      window.removeEventListener('online', update)
      window.removeEventListener('offline', update)
      window.clearTimeout(resetTimer.current)
    }
  }, [])

  const fail = (message: string) => {
    setError(message)
    setStatus('error')
    focusFeedback()
    // A Turnstile token is single-use: get a fresh one before the visitor retries.
    turnstile.current?.reset()
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // While the success banner shows, the sent values are still in the fields: no second lead.
    if (inFlight.current || status === 'loading' || status === 'success') return
    const invalid = form.validateAll()
    if (invalid) {
      setError(texts.erros.revise)
      setStatus('error')
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
      return
    }
    // Pressed while the bot check failed or expired: its message says why, and now has the focus to say it.
    if (!token) {
      botMessageRef.current?.focus()
      return
    }
    if (!navigator.onLine) {
      fail(texts.erros.semConexao)
      return
    }
    if (!leadConfig.webhookUrl) {
      fail(texts.erros.naoConfigurado)
      return
    }
    const request = submitLead({
      url: leadConfig.webhookUrl,
      token: leadConfig.webhookToken,
      payload: buildLeadPayload(form.values, { source, turnstileToken: token }),
      messages: texts.erros,
      fetch: window.fetch.bind(window),
      timeoutMs: texts.limites.tempoLimiteMs,
    })
    keepPendingLead(request)
    await awaitAnswer(request)
  }

  const awaitAnswer = async (request: Promise<SubmitResult>) => {
    inFlight.current = true
    setStatus('loading')
    setError(null)
    const result = await request
    // The form that sent it awaits it even when unmounted. Off screen, it leaves the answer for
    // the next form to show (a sent lead's draft goes at once); on screen, it shows and clears it.
    if (!mounted.current) {
      if (result.ok) form.clearDraft()
      return
    }
    releasePendingLead(request)
    inFlight.current = false
    if (!result.ok) {
      fail(result.message)
      return
    }
    setStatus('success')
    focusFeedback()
    form.clearDraft()
    turnstile.current?.reset()
    resetTimer.current = window.setTimeout(() => {
      // The banner that has the focus goes away: the focus moves to the emptied form's first field.
      const hadFocus = feedbackRef.current !== null && document.activeElement === feedbackRef.current
      form.reset()
      setStatus('idle')
      setError(null)
      if (hadFocus) formRef.current?.querySelector<HTMLElement>('input, textarea')?.focus()
    }, texts.limites.limparAposSucessoMs)
  }

  // Back on the page while the lead sent before leaving it is still on its way: its answer shows here.
  const awaitPendingLead = useEffectEvent(() => {
    if (pendingLead) void awaitAnswer(pendingLead)
  })
  // Once, on mount: a later send is awaited by onSubmit itself.
  useEffect(() => {
    awaitPendingLead()
  }, [])

  // Until hydrated the button is really disabled (without JavaScript, a click would put the lead in
  // the address bar). From then on it is only aria-disabled: it stays in the Tab order, so a
  // keyboard or screen reader user reaches it and hears, from its hint, what it still waits for.
  const hydrated = useHydrated()

  const loading = status === 'loading'
  const blocked = loading || status === 'success' || !form.values.termos || !token
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-busy={loading}
      data-status={status}
    >
      <p className={styles.legend}>{texts.obrigatorioLegenda}</p>
      <LeadFields form={form} texts={texts} idPrefix="orcamento" />
      <div className={styles.verification}>
        <Turnstile
          ref={turnstile}
          siteKey={leadConfig.turnstileSiteKey}
          texts={texts.verificacao}
          intervalMs={texts.limites.verificacaoIntervaloMs}
          timeoutMs={texts.limites.tempoLimiteMs}
          onToken={setToken}
          onMessage={setBotMessage}
          onUnavailable={setBotUnavailable}
        />
        {botMessage ? (
          <p ref={botMessageRef} className={styles.botMessage} role="alert" tabIndex={-1}>
            <Icon name="circle-alert" size={16} />
            {botMessage}
          </p>
        ) : null}
      </div>
      {!online ? (
        <p className={styles.offline} role="status">
          <Icon name="wifi-off" size={18} />
          {texts.erros.semConexao}
        </p>
      ) : null}
      <div className={styles.feedback}>
        {status === 'success' ? (
          <p ref={feedbackRef} className={styles.success} role="status" tabIndex={-1}>
            <Icon name="circle-check" size={20} />
            {texts.sucesso}
          </p>
        ) : null}
        {status === 'error' && error && !(error === texts.erros.revise && !hasFieldErrors(form.errors)) ? (
          <p ref={feedbackRef} className={styles.failure} role="alert" tabIndex={-1}>
            <Icon name="circle-alert" size={20} />
            {error}
          </p>
        ) : null}
      </div>
      <button
        type="submit"
        className={`${buttons.primary} ${buttons.block}`}
        disabled={blocked && !hydrated}
        aria-disabled={blocked && hydrated ? true : undefined}
        aria-describedby="orcamento-dica-envio"
      >
        {loading ? <Icon name="loader" size={18} className={styles.spinner} /> : null}
        {loading ? texts.enviando : texts.botao}
      </button>
      <p id="orcamento-dica-envio" className={styles.submitHint} aria-live="polite">
        {submitHint(texts, {
          busy: loading || status === 'success',
          termsAccepted: form.values.termos,
          botCheckPending: token === null && botMessage === null,
          botCheckUnavailable: botUnavailable,
        })}
      </p>
      {/* Without JavaScript the button stays disabled: say why, and where else to turn. */}
      <noscript>
        <p className={styles.noScript}>{texts.dicaEnvio.semJavascript}</p>
      </noscript>
    </form>
  )
}

/**
 * What the disabled button still waits for, under it (disabled until the terms are accepted
 * and a bot-check token exists). Nothing while sending or sent, nor when the bot check failed or
 * is missing: its own message says so above.
 */
function submitHint(
  texts: LeadFormData,
  state: { busy: boolean; termsAccepted: boolean; botCheckPending: boolean; botCheckUnavailable: boolean },
): string {
  if (state.busy) return ''
  if (!state.termsAccepted) return texts.dicaEnvio.termos
  if (!state.botCheckPending) return ''
  // 'Aguarde' only while waiting makes sense: a check that cannot load says what to do instead.
  return state.botCheckUnavailable ? texts.dicaEnvio.verificacaoIndisponivel : texts.dicaEnvio.verificacao
}
