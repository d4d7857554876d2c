import { hasCnpjLength } from './cnpj.ts'
import { nationalDigits } from './phone.ts'
import { hasTwoWords } from './titleCaseName.ts'

export interface LeadInput {
  nome: string
  email: string
  telefone: string
  empresa: string
  cnpj: string
  mensagem: string
  termos: boolean
}

export type LeadField = keyof LeadInput

/** The order fields appear in, so focus goes to the first invalid one. */
export const LEAD_FIELDS: readonly LeadField[] = ['nome', 'email', 'telefone', 'empresa', 'cnpj', 'mensagem', 'termos']

/** One message per field, plus the one for an empty required field. */
export type LeadMessages = Record<LeadField | 'obrigatorio', string>

/** A simple e-mail pattern (spec section 5): something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/**
 * Every rule of the quote form: required fields, the name's two words, the e-mail pattern,
 * the company's 2 characters, the phone's 11 digits, the CNPJ's 14 digits, the message limit
 * and the terms. Returns one message per invalid field.
 */
export function validateLead(input: LeadInput, messages: LeadMessages, maxMessage = 500): Partial<Record<LeadField, string>> {
  const errors: Partial<Record<LeadField, string>> = {}
  const required = (field: 'nome' | 'email' | 'telefone' | 'empresa' | 'cnpj') => input[field].trim() === ''
  if (required('nome')) errors.nome = messages.obrigatorio
  else if (!hasTwoWords(input.nome)) errors.nome = messages.nome
  if (required('email')) errors.email = messages.obrigatorio
  else if (!EMAIL.test(input.email.trim())) errors.email = messages.email
  if (required('telefone')) errors.telefone = messages.obrigatorio
  else if (nationalDigits(input.telefone).length !== 11) errors.telefone = messages.telefone
  if (required('empresa')) errors.empresa = messages.obrigatorio
  else if (input.empresa.trim().length < 2) errors.empresa = messages.empresa
  if (!hasCnpjLength(input.cnpj)) errors.cnpj = messages.cnpj
  if (input.mensagem.length > maxMessage) errors.mensagem = messages.mensagem
  if (!input.termos) errors.termos = messages.termos
  return errors
}
