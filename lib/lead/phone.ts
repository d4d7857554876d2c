export const BRAZIL_COUNTRY_CODE = '55'

/**
 * The phone field keeps at most `max` characters (spec: 15). A number typed the way the field
 * shows it, '(11) 9 8765-4321' (16 characters), or with the country code, '+55 11 98765-4321',
 * loses its punctuation instead of its last digits.
 */
export function limitPhoneInput(input: string, max = 15): string {
  if (input.length <= max) return input
  const compact = `${input.trim().startsWith('+') ? '+' : ''}${phoneDigits(input)}`
  return compact.slice(0, max)
}

/** The number without the country code: a Brazilian number has at most 11 digits, so 12 or 13 starting with 55 carry it. */
export function nationalDigits(input: string): string {
  const digits = phoneDigits(input)
  return digits.length > 11 && digits.length <= 13 && digits.startsWith(BRAZIL_COUNTRY_CODE) ? digits.slice(BRAZIL_COUNTRY_CODE.length) : digits
}

/** On blur: '(DD) 9 9999-9999' for 11 digits, '(DD) 9999-9999' for 10 (the country code aside); anything else as typed. */
export function formatPhone(input: string): string {
  const digits = nationalDigits(input)
  if (digits.length === 11) return `(${digits.slice(0, 2)}) ${digits.slice(2, 3)} ${digits.slice(3, 7)}-${digits.slice(7)}`
  if (digits.length === 10) return `(${digits.slice(0, 2)}) ${digits.slice(2, 6)}-${digits.slice(6)}`
  return input
}

export function phoneDigits(input: string): string {
  return input.replace(/\D/g, '')
}

/**
 * As sent: digits only, with 55 in front when missing. A number of 10 or 11 digits is a
 * national number (even when its area code is 55), so it always gets the prefix.
 */
export function normalizePhone(input: string): string {
  const digits = phoneDigits(input)
  if (digits.length === 0) return ''
  if (digits.startsWith(BRAZIL_COUNTRY_CODE) && digits.length >= 12) return digits
  return `${BRAZIL_COUNTRY_CODE}${digits}`
}
