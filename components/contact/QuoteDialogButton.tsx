import { Icon } from '../Icon.tsx'
import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react'
import type { LeadFormData } from '../../lib/types/generated/lead-form.ts'
import buttons from '../Button.module.css'
import dialogStyles from '../Dialog.module.css'
import { LeadFields } from '../lead/LeadFields.tsx'
import { hasFieldErrors, useLeadForm } from '../lead/useLeadForm.ts'
import styles from './QuoteDialogButton.module.css'

/**
 * 'Solicite um Orçamento' on the contact pages: a dialog whose form only
 * simulates success — it sends nothing, shows the simulated confirmation and disables submit.
 */
export function QuoteDialogButton({ label, texts }: { label: string; texts: LeadFormData }) {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const form = useLeadForm(texts)
  const [sent, setSent] = useState(false)
  const [summary, setSummary] = useState<string | null>(null)
  const titleId = useId()
  // Read out when the dialog opens: before filling the form in, a screen reader user learns it sends nothing.
  const noticeId = useId()
  const successRef = useRef<HTMLParagraphElement>(null)
  // Sending disables the button that had the focus: the focus goes to the confirmation instead of being lost.
  useEffect(() => {
    if (sent) successRef.current?.focus()
  }, [sent])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const invalid = form.validateAll()
    if (invalid) {
      setSummary(texts.erros.revise)
      formRef.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus()
      return
    }
    setSummary(null)
    setSent(true)
  }
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dialogRef.current?.close()
  }

  return (
    <>
      <button
        type="button"
        className={`${buttons.primary} ${styles.opener}`}
        onClick={() => dialogRef.current?.showModal()}
        aria-haspopup="dialog"
      >
        {label}
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click; Escape does it from the keyboard */}
      <dialog
        ref={dialogRef}
        className={`${dialogStyles.dialog} ${styles.dialog}`}
        aria-labelledby={titleId}
        aria-describedby={noticeId}
        onClick={onDialogClick}
      >
        <form ref={formRef} className={styles.form} noValidate onSubmit={onSubmit}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {texts.dialogo.titulo}
            </h2>
            <button
              type="button"
              className={dialogStyles.close}
              onClick={() => dialogRef.current?.close()}
              aria-label={texts.dialogo.fechar}
            >
              <Icon name="x" size={20} />
            </button>
          </div>
          <p className={dialogStyles.text} id={noticeId}>
            {texts.dialogo.texto}
          </p>
          <LeadFields form={form} texts={texts} idPrefix="dialogo" disabled={sent} />
          {summary && hasFieldErrors(form.errors) ? (
            <p className={styles.failure} role="alert">
              <Icon name="circle-alert" size={18} />
              {summary}
            </p>
          ) : null}
          {/* In the page before it speaks, so screen readers announce the confirmation. */}
          <div role="status" className={styles.status}>
            {sent ? (
              <p className={styles.success} tabIndex={-1} ref={successRef}>
                <Icon name="circle-check" size={18} />
                {texts.dialogo.sucesso}
              </p>
            ) : null}
          </div>
          <button type="submit" className={`${buttons.primary} ${buttons.block}`} disabled={sent}>
            {texts.dialogo.botao}
          </button>
        </form>
      </dialog>
    </>
  )
}
