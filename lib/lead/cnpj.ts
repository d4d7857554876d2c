const CNPJ_LENGTH = 14

/** What the CNPJ field keeps: digits only, at most 14. */
export function cnpjDigits(input: string): string {
  return input.replace(/\D/g, '').slice(0, CNPJ_LENGTH)
}

/** '11222333000181' -> '11.222.333/0001-81'; anything that is not 14 digits is left as digits. */
export function formatCnpj(input: string): string {
  const digits = cnpjDigits(input)
  if (digits.length !== CNPJ_LENGTH) return digits
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-${digits.slice(12)}`
}

/** The rule for sending: exactly 14 digits. */
export function hasCnpjLength(input: string): boolean {
  return cnpjDigits(input).length === CNPJ_LENGTH && input.replace(/\D/g, '').length === CNPJ_LENGTH
}

/** The two check digits of the Receita Federal algorithm (a visual hint only: it never blocks sending). */
export function hasValidCnpjCheckDigits(input: string): boolean {
  const digits = input.replace(/\D/g, '')
  if (digits.length !== CNPJ_LENGTH || /^(\d)\1+$/.test(digits)) return false
  const check = (length: number) => {
    const weights = length === 12 ? [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2] : [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
    const sum = weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0)
    const rest = sum % 11
    return rest < 2 ? 0 : 11 - rest
  }
  return check(12) === Number(digits[12]) && check(13) === Number(digits[13])
}
