import { cnpjDigits } from './cnpj.ts'
import { normalizePhone } from './phone.ts'
import type { LeadInput } from './validateLead.ts'

/** The lead as the automation webhook receives it. */
export type LeadPayload = Omit<LeadInput, 'termos'> & {
  /** ISO time of sending. */
  timestamp: string
  /** The fixed website label (data/site.yaml, lead.origem). */
  source: string
  turnstileToken: string
}

export function buildLeadPayload(
  input: LeadInput,
  options: { source: string; turnstileToken: string; now?: Date },
): LeadPayload {
  return {
    nome: input.nome.trim(),
    email: input.email.trim(),
    telefone: normalizePhone(input.telefone),
    empresa: input.empresa.trim(),
    cnpj: cnpjDigits(input.cnpj),
    mensagem: input.mensagem.trim(),
    timestamp: (options.now ?? new Date()).toISOString(),
    source: options.source,
    turnstileToken: options.turnstileToken,
  }
}
