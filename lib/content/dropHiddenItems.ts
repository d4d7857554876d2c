/** An item an editor hid with `visivel: false` (where its schema allows the flag). */
const isHidden = (item: unknown) =>
  typeof item === 'object' && item !== null && (item as { visivel?: unknown }).visivel === false

/**
 * The data as pages read it: every list without the items marked `visivel: false`. Validation has
 * checked them all the same, so an item hidden for a while is still right when it comes back.
 */
export function dropHiddenItems<T>(value: T): T {
  if (Array.isArray(value)) return value.filter((item) => !isHidden(item)).map(dropHiddenItems) as T
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, dropHiddenItems(field)])) as T
}
