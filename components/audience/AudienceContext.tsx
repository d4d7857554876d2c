import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { AUDIENCE_STORAGE_KEY, parseStoredAudience } from '../../lib/audience/parseStoredAudience.ts'
import type { AudienceId } from '../../lib/navigation/buildAudienceNavigation.ts'
import { keepChoice, readKeptChoice } from '../../lib/storage/keptChoice.ts'

interface AudienceContextValue {
  audience: AudienceId
  setAudience: (audience: AudienceId) => void
}

const AudienceContext = createContext<AudienceContextValue | null>(null)

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
  const [audience, setAudienceState] = useState<AudienceId>(fallback)
  useEffect(() => {
    setAudienceState(parseStoredAudience(readKeptChoice(AUDIENCE_STORAGE_KEY, maxAgeDays), known, fallback))
  }, [known, fallback, maxAgeDays])
  const setAudience = useCallback((next: AudienceId) => {
    setAudienceState(next)
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
