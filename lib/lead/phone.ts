const BRAZIL_COUNTRY_CODE = '55'

/**
 * The phone field keeps what a number is written with (digits, spaces, + ( ) - .), dropping a letter typed by mistake,
 * and at most `max` characters (15 in the form). A number typed as the field shows it, '(11) 9 8765-4321' (16
 * characters), or as '+55 11 98765-4321', loses its punctuation instead of its last digits.
 */
export function limitPhoneInput(typed: string, max = 15): string {
  const input = typed.replace(/[^\d\s+().-]/g, '')
  if (input.length <= max) return input
  const compact = `${input.trim().startsWith('+') ? '+' : ''}${phoneDigits(input)}`
  return compact.slice(0, max)
}

/** 0800, 0300, 0500, 0900: non-geographic numbers, whose 0 is their own, not a prefix. */
const NON_GEOGRAPHIC = /^0[3589]00/

/**
 * The number without the prefixes a Brazilian dials before it: the access code ('00 55'), the country code ('55', when
 * more than a national number's 11 digits follow) and the trunk '0', alone ('011 98765-4321'), with a carrier's two
 * digits ('0 21 11 98765-4321') or after the country code ('+55 011…'). An area code never starts with 0.
 */
export function nationalDigits(input: string): string {
  let digits = phoneDigits(input)
  const international = digits.startsWith(`00${BRAZIL_COUNTRY_CODE}`)
  if (international) digits = digits.slice(2)
  if (digits.startsWith(BRAZIL_COUNTRY_CODE) && (international || digits.length > 11)) {
    const rest = digits.slice(BRAZIL_COUNTRY_CODE.length)
    if (rest.length >= 10 && rest.length <= 13) digits = rest
  }
  if (NON_GEOGRAPHIC.test(digits) || !digits.startsWith('0')) return digits
  const rest = digits.slice(1)
  if (rest.length === 10 || rest.length === 11) return rest
  if (rest.length === 12 || rest.length === 13) return rest.slice(2)
  return digits
}

/** 10 or 11 digits with a real area code (never starting with 0): a number formatPhone can write out. */
const isNational = (digits: string) => (digits.length === 10 || digits.length === 11) && !digits.startsWith('0')

/** On blur: '(DD) 9 9999-9999' for 11 digits, '(DD) 9999-9999' for 10 (the country code aside); anything else as typed. */
export function formatPhone(input: string): string {
  const digits = nationalDigits(input)
  if (!isNational(digits)) return input
  if (digits.length === 11)
    return `(${digits.slice(0, 2)}) ${digits.slice(2, 3)} ${digits.slice(3, 7)}-${digits.slice(7)}`
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
  if (isNational(national)) return `${BRAZIL_COUNTRY_CODE}${national}`
  if (digits.startsWith(BRAZIL_COUNTRY_CODE) && digits.length >= 12) return digits
  return `${BRAZIL_COUNTRY_CODE}${digits}`
}
