/** A copy of a dataset's value with every text changed by `change`; numbers, booleans and the shape stay as they are. */
export function mapTexts<T>(value: T, change: (text: string) => string): T {
  if (typeof value === 'string') return change(value) as T
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, change)) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, mapTexts(field, change)])) as T
}
