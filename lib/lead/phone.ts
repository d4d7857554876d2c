export const BRAZIL_COUNTRY_CODE = '55'

/** The phone field keeps at most `max` characters (spec: 15). */
export function limitPhoneInput(input: string, max = 15): string {
  return input.slice(0, max)
}

/** On blur: '(DD) 9 9999-9999' for 11 digits, '(DD) 9999-9999' for 10; anything else as typed. */
export function formatPhone(input: string): string {
  const digits = input.replace(/\D/g, '')
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
