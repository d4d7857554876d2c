export const AUDIENCE_STORAGE_KEY = 'nuvox:publico'

/** The stored audience if it is one of the known keys, otherwise the default. */
export function parseStoredAudience<T extends string>(
  stored: string | null | undefined,
  known: readonly T[],
  fallback: T,
): T {
  return known.find((key) => key === stored) ?? fallback
}
