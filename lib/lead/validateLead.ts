import { hasCnpjLength } from './cnpj.ts'
import { nationalDigits, phoneDigits } from './phone.ts'
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

/** The fields with a visual check of their own. */
export type CheckedField = 'nome' | 'email' | 'telefone' | 'empresa'

/** The messages of the rules that block sending: an empty required field, the CNPJ, the message limit, the terms. */
export type LeadMessages = Record<'obrigatorio' | 'cnpj' | 'mensagem' | 'termos', string>

/** The advice each visual check shows. */
export type LeadAdvice = Record<CheckedField, string>

export type LeadProblems<F extends LeadField = LeadField> = Partial<Record<F, string>>

/** A simple e-mail pattern: something@something.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** Required, with the generic message; an empty CNPJ gets the CNPJ's own message. */
const REQUIRED = ['nome', 'email', 'telefone', 'empresa'] as const

/** Empty, or only spaces; a phone without a single digit ('não tenho', '-') is no phone: sales would get an empty telefone. */
function isBlank(input: LeadInput, field: (typeof REQUIRED)[number]): boolean {
  return field === 'telefone' ? phoneDigits(input.telefone) === '' : input[field].trim() === ''
}

/**
 * The rules that stop a lead from being sent: the required fields (a phone
 * needs at least one digit), the CNPJ's 14 digits, the message limit and the terms. Returns one
 * message per failing field.
 */
export function validateLead(input: LeadInput, messages: LeadMessages, maxMessage = 500): LeadProblems {
  const errors: LeadProblems = {}
  for (const field of REQUIRED) if (isBlank(input, field)) errors[field] = messages.obrigatorio
  if (!hasCnpjLength(input.cnpj)) errors.cnpj = messages.cnpj
  if (input.mensagem.length > maxMessage) errors.mensagem = messages.mensagem
  if (!input.termos) errors.termos = messages.termos
  return errors
}

/**
 * The visual checks: the name's two words, the e-mail pattern, the company's 2 characters
 * and the phone's 11 digits. They advise and never block: a landline's 10 digits, a one-word name
 * or an unusual address still reach the sales team. An empty field is validateLead's business.
 */
export function checkLead(input: LeadInput, advice: LeadAdvice): LeadProblems<CheckedField> {
  const problems: LeadProblems<CheckedField> = {}
  const filled = (field: CheckedField) => input[field].trim() !== ''
  if (filled('nome') && !hasTwoWords(input.nome)) problems.nome = advice.nome
  if (filled('email') && !EMAIL.test(input.email.trim())) problems.email = advice.email
  if (filled('telefone') && nationalDigits(input.telefone).length !== 11) problems.telefone = advice.telefone
  if (filled('empresa') && input.empresa.trim().length < 2) problems.empresa = advice.empresa
  return problems
}
