import { useLayoutEffect, useRef } from 'react'
import { Icon } from '../Icon.tsx'
import type { CheckedField, LeadField } from '../../lib/lead/validateLead.ts'
import type { LeadFormData } from '../../lib/types/generated/lead-form.ts'
import styles from './LeadFields.module.css'
import type { LeadFormState } from './useLeadForm.ts'

const INPUTS: {
  field: CheckedField | 'cnpj'
  type: string
  autoComplete: string
  inputMode?: 'email' | 'tel' | 'numeric' | 'text'
}[] = [
  { field: 'nome', type: 'text', autoComplete: 'name' },
  { field: 'email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  // A type="tel" field takes the whole number ('tel'): 'tel-national' is for a text field holding part of
  // one. Autofill may bring +55 in front; the field reads the national number behind it (lib/lead/phone.ts).
  { field: 'telefone', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  { field: 'empresa', type: 'text', autoComplete: 'organization' },
  { field: 'cnpj', type: 'text', autoComplete: 'off', inputMode: 'numeric' },
]

/** Where the caret goes in `value` to stand after its `digits`-th digit. */
function afterDigits(value: string, digits: number): number {
  if (digits === 0) return 0
  let seen = 0
  for (let index = 0; index < value.length; index++) {
    if (/\d/.test(value[index] ?? '') && ++seen === digits) return index + 1
  }
  return value.length
}

/**
 * A phone or CNPJ edited mid-value ('11.222.333/0001-81') is stored as digits, so its text changes under the caret,
 * which the browser would throw to the end. The caret is put back after the same digits; when only what was just
 * typed was refused (a letter in the phone), it goes back where it was.
 */
function useCaretKeptAmongDigits() {
  const pending = useRef<{ input: HTMLInputElement; typed: string; end: number } | null>(null)
  useLayoutEffect(() => {
    const caret = pending.current
    pending.current = null
    if (!caret || caret.input.value === caret.typed || document.activeElement !== caret.input) return
    const { value } = caret.input
    const start = caret.end - (caret.typed.length - value.length)
    const refused =
      start >= 0 && start < caret.end && caret.typed.slice(0, start) + caret.typed.slice(caret.end) === value
    const position = refused ? start : afterDigits(value, caret.typed.slice(0, caret.end).replace(/\D/g, '').length)
    caret.input.setSelectionRange(position, position)
  })
  return (input: HTMLInputElement) => {
    const end = input.selectionStart
    if (end !== null) pending.current = { input, typed: input.value, end }
  }
}

/** The lead fields with labels, inline errors and advice wired by aria-describedby, and the message counter. */
export function LeadFields({
  form,
  texts,
  idPrefix,
  disabled,
}: {
  form: LeadFormState
  texts: LeadFormData
  idPrefix: string
  disabled?: boolean
}) {
  const { values, errors, advice, setField, blurField, cnpjHint } = form
  const keepCaret = useCaretKeptAmongDigits()
  const id = (field: LeadField, suffix = '') => `${idPrefix}-${field}${suffix}`
  const describedBy = (field: LeadField, ...extra: (string | false)[]) =>
    [errors[field] ? id(field, '-erro') : '', ...extra].filter(Boolean).join(' ') || undefined
  const max = texts.limites.mensagem
  const terms = texts.campos.termos
  return (
    <>
      <div className={styles.grid}>
        {INPUTS.map(({ field, type, autoComplete, inputMode }) => {
          const copy = texts.campos[field]
          // Advice that does not block sending: a visual check's, or the CNPJ's check digits.
          const note = errors[field]
            ? undefined
            : field === 'cnpj'
              ? cnpjHint
                ? texts.campos.cnpj.dica
                : undefined
              : advice[field]
          return (
            <div key={field} className={styles.field} data-wide={field === 'nome' ? 'true' : undefined}>
              <label htmlFor={id(field)} className={styles.label}>
                {copy.rotulo}
              </label>
              <input
                id={id(field)}
                name={field}
                type={type}
                inputMode={inputMode}
                autoComplete={autoComplete}
                placeholder={copy.placeholder}
                value={values[field]}
                maxLength={
                  field === 'nome' || field === 'email' || field === 'empresa' ? texts.limites[field] : undefined
                }
                required
                disabled={disabled}
                aria-invalid={errors[field] ? 'true' : 'false'}
                aria-describedby={describedBy(field, note !== undefined && id(field, '-dica'))}
                className={styles.input}
                onChange={(event) => {
                  if (field === 'cnpj' || field === 'telefone') keepCaret(event.target)
                  setField(field, event.target.value)
                }}
                onBlur={() => blurField(field)}
              />
              {errors[field] ? (
                <p id={id(field, '-erro')} className={styles.error}>
                  <Icon name="circle-alert" size={16} />
                  {errors[field]}
                </p>
              ) : null}
              {note ? (
                <p id={id(field, '-dica')} className={styles.hint}>
                  <Icon name="info" size={16} />
                  {note}
                </p>
              ) : null}
            </div>
          )
        })}
      </div>
      <div className={styles.field}>
        <label htmlFor={id('mensagem')} className={styles.label}>
          {texts.campos.mensagem.rotulo}
        </label>
        <textarea
          id={id('mensagem')}
          name="mensagem"
          rows={4}
          maxLength={max}
          placeholder={texts.campos.mensagem.placeholder}
          value={values.mensagem}
          disabled={disabled}
          aria-invalid={errors.mensagem ? 'true' : 'false'}
          aria-describedby={describedBy('mensagem', id('mensagem', '-contador'))}
          className={styles.input}
          onChange={(event) => setField('mensagem', event.target.value)}
        />
        <p
          id={id('mensagem', '-contador')}
          className={styles.counter}
          data-full={values.mensagem.length >= max ? 'true' : 'false'}
        >
          {texts.campos.mensagem.contador.replace('{n}', String(values.mensagem.length)).replace('{max}', String(max))}
        </p>
        {errors.mensagem ? (
          <p id={id('mensagem', '-erro')} className={styles.error}>
            <Icon name="circle-alert" size={16} />
            {errors.mensagem}
          </p>
        ) : null}
      </div>
      <div className={styles.terms}>
        <input
          id={id('termos')}
          name="termos"
          type="checkbox"
          checked={values.termos}
          disabled={disabled}
          required
          aria-invalid={errors.termos ? 'true' : 'false'}
          aria-describedby={describedBy('termos')}
          onChange={(event) => setField('termos', event.target.checked)}
        />
        <label htmlFor={id('termos')}>
          {terms.texto} <a href={terms.linkTermos.caminho}>{terms.linkTermos.rotulo}</a> {terms.conector}{' '}
          <a href={terms.linkPrivacidade.caminho}>{terms.linkPrivacidade.rotulo}</a>
        </label>
        {errors.termos ? (
          <p id={id('termos', '-erro')} className={styles.error}>
            <Icon name="circle-alert" size={16} />
            {errors.termos}
          </p>
        ) : null}
      </div>
    </>
  )
}
