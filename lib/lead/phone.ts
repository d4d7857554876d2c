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

/**
 * The number without the prefixes a Brazilian dials in front of it: the country code ('55',
 * carried by 12 or 13 digits, since a Brazilian number has at most 11), the international access
 * code ('00 55'), and the long-distance trunk '0', alone ('011 98765-4321') or with a carrier's
 * two digits ('0 21 11 98765-4321'). An area code never starts with 0, so a leading 0 is a prefix.
 */
export function nationalDigits(input: string): string {
  const digits = phoneDigits(input)
  const withCountryCode = (rest: string) => rest.length > 11 && rest.length <= 13 && rest.startsWith(BRAZIL_COUNTRY_CODE)
  if (digits.startsWith('00') && withCountryCode(digits.slice(2))) return digits.slice(2 + BRAZIL_COUNTRY_CODE.length)
  if (digits.startsWith('0') && !digits.startsWith('00')) {
    const rest = digits.slice(1)
    if (rest.length === 10 || rest.length === 11) return rest
    if (rest.length === 12 || rest.length === 13) return rest.slice(2)
  }
  return withCountryCode(digits) ? digits.slice(BRAZIL_COUNTRY_CODE.length) : digits
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
 * As sent: digits only, with 55 in front when missing. A number of 10 or 11 digits, once the
 * prefixes above are gone, is a national number (even when its area code is 55), so it gets the
 * prefix; anything else is sent as typed, with 55 in front unless it already starts with it.
 */
export function normalizePhone(input: string): string {
  const digits = phoneDigits(input)
  if (digits.length === 0) return ''
  const national = nationalDigits(input)
  if (national.length === 10 || national.length === 11) return `${BRAZIL_COUNTRY_CODE}${national}`
  if (digits.startsWith(BRAZIL_COUNTRY_CODE) && digits.length >= 12) return digits
  return `${BRAZIL_COUNTRY_CODE}${digits}`
}
