import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { AUDIENCE_STORAGE_KEY, parseStoredAudience } from '../../lib/audience/parseStoredAudience.ts'
import type { AudienceId } from '../../lib/navigation/buildAudienceNavigation.ts'

interface AudienceContextValue {
  audience: AudienceId
  setAudience: (audience: AudienceId) => void
}

const AudienceContext = createContext<AudienceContextValue | null>(null)

function readStorage(): string | null {
  try {
    return window.localStorage.getItem(AUDIENCE_STORAGE_KEY)
  } catch {
    return null
  }
}

/**
 * Holds the visitor's audience. The prerendered HTML always shows the default; the stored
 * choice is applied after hydration (it only swaps header links, so the page body never moves).
 */
export function AudienceProvider({ known, fallback, children }: { known: readonly AudienceId[]; fallback: AudienceId; children: ReactNode }) {
  const [audience, setAudienceState] = useState<AudienceId>(fallback)
  useEffect(() => {
    setAudienceState(parseStoredAudience(readStorage(), known, fallback))
  }, [known, fallback])
  const setAudience = useCallback((next: AudienceId) => {
    setAudienceState(next)
    try {
      window.localStorage.setItem(AUDIENCE_STORAGE_KEY, next)
    } catch {
      // Storage can be disabled (private mode); the choice then lasts for this visit only.
    }
  }, [])
  const value = useMemo(() => ({ audience, setAudience }), [audience, setAudience])
  return <AudienceContext.Provider value={value}>{children}</AudienceContext.Provider>
}

export function useAudience(): AudienceContextValue {
  const value = useContext(AudienceContext)
  if (!value) throw new Error('useAudience must be used within an AudienceProvider')
  return value
}
