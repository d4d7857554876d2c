/**
 * A phone as visitors read it, from the number dialled (`+55` and the national digits):
 * (11) 4000-2120, (11) 98765-4321, 0800 777 2120, 4004-2120.
 */
export function formatPhone(numero: string): string {
  const national = numero.replace(/^\+55/, '')
  const tollFree = /^([3589]00)(\d{3})(\d{4})$/.exec(national)
  if (tollFree) return `0${tollFree[1]} ${tollFree[2]} ${tollFree[3]}`
  const local = /^(\d{2})(\d{4,5})(\d{4})$/.exec(national)
  if (local) return `(${local[1]}) ${local[2]}-${local[3]}`
  const shared = /^(\d{4})(\d{4})$/.exec(national)
  if (shared) return `${shared[1]}-${shared[2]}`
  return numero
}
