import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { cnpjDigits, formatCnpj, hasValidCnpjCheckDigits } from '../../lib/lead/cnpj.ts'
import { formatPhone, limitPhoneInput } from '../../lib/lead/phone.ts'
import { titleCaseName } from '../../lib/lead/titleCaseName.ts'
import {
  checkLead,
  LEAD_FIELDS,
  validateLead,
  type CheckedField,
  type LeadAdvice,
  type LeadField,
  type LeadInput,
  type LeadMessages,
  type LeadProblems,
} from '../../lib/lead/validateLead.ts'
import type { LeadFormData } from '../../lib/types/generated/lead-form.ts'
import { afterPointerRelease, trackPointerPress } from './afterPointerRelease.ts'

/** Free-text fields with a maximum length (data/lead-form.yaml, `limites`). */
const LIMITED_TEXTS = ['nome', 'email', 'empresa', 'mensagem'] as const

const EMPTY_LEAD: LeadInput = { nome: '', email: '', telefone: '', empresa: '', cnpj: '', mensagem: '', termos: false }

function readDraft(key: string): LeadInput | undefined {
  try {
    const parsed = JSON.parse(window.sessionStorage.getItem(key) ?? 'null') as Partial<
      Record<keyof LeadInput, unknown>
    > | null
    if (!parsed || typeof parsed !== 'object') return undefined
    const text = (value: unknown) => (typeof value === 'string' ? value : '')
    return {
      nome: text(parsed.nome),
      email: text(parsed.email),
      telefone: text(parsed.telefone),
      empresa: text(parsed.empresa),
      cnpj: text(parsed.cnpj),
      mensagem: text(parsed.mensagem),
      termos: parsed.termos === true,
    }
  } catch {
    return undefined
  }
}

/** Values, per-field formatting, validation, the visual checks' advice and an optional session draft. */
export function useLeadForm(texts: LeadFormData, draftKey?: string) {
  const [values, setValues] = useState<LeadInput>(EMPTY_LEAD)
  const [errors, setErrors] = useState<LeadProblems>({})
  const [advice, setAdvice] = useState<LeadProblems<CheckedField>>({})
  const restored = useRef(false)
  const limits = texts.limites
  const messages: LeadMessages = useMemo(
    () => ({
      obrigatorio: texts.obrigatorio,
      cnpj: texts.campos.cnpj.erro,
      mensagem: texts.campos.mensagem.erro.replace('{max}', String(limits.mensagem)),
      termos: texts.campos.termos.erro,
    }),
    [texts, limits.mensagem],
  )
  const adviceTexts: LeadAdvice = useMemo(
    () => ({
      nome: texts.campos.nome.aviso,
      email: texts.campos.email.aviso,
      telefone: texts.campos.telefone.aviso,
      empresa: texts.campos.empresa.aviso,
    }),
    [texts],
  )

  useEffect(trackPointerPress, [])
  // A draft survives a reload of the page until it is sent (sessionStorage: this tab only).
  useEffect(() => {
    if (!draftKey || restored.current) return
    restored.current = true
    const draft = readDraft(draftKey)
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the prerendered form is empty: the draft goes in once hydrated, before useValuesTypedEarly adopts what was typed
    if (draft) setValues(draft)
  }, [draftKey])
  useEffect(() => {
    if (!draftKey || !restored.current) return
    try {
      if (values === EMPTY_LEAD) window.sessionStorage.removeItem(draftKey)
      else window.sessionStorage.setItem(draftKey, JSON.stringify(values))
    } catch {
      // Storage may be disabled; the form still works without a draft.
    }
  }, [draftKey, values])

  const setField = useCallback(
    <K extends LeadField>(field: K, raw: LeadInput[K]) => {
      let value = raw
      if (field === 'cnpj') value = cnpjDigits(String(raw)) as LeadInput[K]
      if (field === 'telefone') value = limitPhoneInput(String(raw), limits.telefone) as LeadInput[K]
      // The fields' maxlength, also for a value typed before the form's code came.
      const limited = LIMITED_TEXTS.find((text) => text === field)
      if (limited) value = String(raw).slice(0, limits[limited]) as LeadInput[K]
      setValues((current) => ({ ...current, [field]: value }))
      setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current))
      setAdvice((current) => (current[field as CheckedField] ? { ...current, [field]: undefined } : current))
    },
    [limits],
  )

  const blurField = useCallback(
    (field: LeadField) => {
      setValues((current) => {
        const next = { ...current }
        if (field === 'nome') next.nome = titleCaseName(current.nome)
        if (field === 'telefone') next.telefone = formatPhone(current.telefone)
        if (field === 'cnpj') next.cnpj = formatCnpj(current.cnpj)
        const text = next[field]
        if (typeof text === 'string' && text.trim() !== '') {
          const error = validateLead(next, messages, limits.mensagem)[field]
          const hint = checkLead(next, adviceTexts)[field as CheckedField]
          // The message moves what is under it: not while the mouse press that left the field is still down.
          afterPointerRelease(() => {
            setErrors((existing) => ({ ...existing, [field]: error }))
            setAdvice((existing) => ({ ...existing, [field]: hint }))
          })
        }
        return next
      })
    },
    [messages, adviceTexts, limits.mensagem],
  )

  /**
   * Checks everything and shows every message; returns the first field that blocks sending (in
   * form order), if any. The visual checks' advice shows too, but does not stop the lead.
   */
  const validateAll = useCallback((): LeadField | undefined => {
    const found = validateLead(values, messages, limits.mensagem)
    setErrors(found)
    setAdvice(checkLead(values, adviceTexts))
    return LEAD_FIELDS.find((field) => found[field])
  }, [values, messages, adviceTexts, limits.mensagem])

  /** After a successful send the draft is gone at once, even while the sent values are still shown. */
  const clearDraft = useCallback(() => {
    if (!draftKey) return
    try {
      window.sessionStorage.removeItem(draftKey)
    } catch {
      // Nothing stored.
    }
  }, [draftKey])

  const reset = useCallback(() => {
    setValues(EMPTY_LEAD)
    setErrors({})
    setAdvice({})
  }, [])

  const cnpjHint =
    cnpjDigits(values.cnpj).length === limits.cnpj && !hasValidCnpjCheckDigits(values.cnpj) && !errors.cnpj
  return { values, errors, advice, setField, blurField, validateAll, reset, clearDraft, cnpjHint }
}

export type LeadFormState = ReturnType<typeof useLeadForm>

/** Whether a field still shows its error: 'Revise os campos destacados.' goes once none does. */
export function hasFieldErrors(errors: LeadProblems): boolean {
  return Object.values(errors).some(Boolean)
}
