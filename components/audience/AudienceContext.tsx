import { createContext, useCallback, useContext, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react'
import { AUDIENCE_STORAGE_KEY, parseStoredAudience } from '../../lib/audience/parseStoredAudience.ts'
import type { AudienceId } from '../../lib/navigation/buildAudienceNavigation.ts'
import { keepChoice, readKeptChoice } from '../../lib/storage/keptChoice.ts'

interface AudienceContextValue {
  audience: AudienceId
  setAudience: (audience: AudienceId) => void
}

const AudienceContext = createContext<AudienceContextValue | null>(null)

// The stored choice is read once, never watched: the page keeps the audience it started with.
const subscribeToNothing = () => () => {}
const nothingStoredOnServer = () => null

function readStoredAudienceOnce(maxAgeDays: number): () => string | null {
  let stored: string | null | undefined
  return () => {
    if (stored === undefined) stored = readKeptChoice(AUDIENCE_STORAGE_KEY, maxAgeDays)
    return stored
  }
}

/**
 * Holds the visitor's audience. The prerendered HTML always shows the default; the stored
 * choice is applied after hydration (it only swaps header links, so the page body never moves).
 * Like the cookie choice, it is an essential item kept `maxAgeDays` days (lib/storage/keptChoice.ts).
 */
export function AudienceProvider({
  known,
  fallback,
  maxAgeDays,
  children,
}: {
  known: readonly AudienceId[]
  fallback: AudienceId
  maxAgeDays: number
  children: ReactNode
}) {
  // Hydration uses the server's snapshot (nothing stored), then React renders again with the stored one.
  const [readStored] = useState(() => readStoredAudienceOnce(maxAgeDays))
  const stored = useSyncExternalStore(subscribeToNothing, readStored, nothingStoredOnServer)
  // A choice made since the page loaded wins, also when storage is disabled and cannot keep it.
  const [chosen, setChosen] = useState<AudienceId | null>(null)
  const audience = chosen ?? parseStoredAudience(stored, known, fallback)
  const setAudience = useCallback((next: AudienceId) => {
    setChosen(next)
    keepChoice(AUDIENCE_STORAGE_KEY, next)
  }, [])
  const value = useMemo(() => ({ audience, setAudience }), [audience, setAudience])
  return <AudienceContext.Provider value={value}>{children}</AudienceContext.Provider>
}

export function useAudience(): AudienceContextValue {
  const value = useContext(AudienceContext)
  if (!value) throw new Error('useAudience must be used within an AudienceProvider')
  return value
}
