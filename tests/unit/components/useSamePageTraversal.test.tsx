// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { useLayoutEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useSamePageTraversal } from '../../../components/layout/useAnchorNavigation.ts'

const KEPT = { x: 0, y: 6000 }

function Home() {
  useSamePageTraversal('/')
  return <h1>Início</h1>
}

/** The next page: a Back arrives as it commits, before React's passive effects of that commit have run. */
function NextPage() {
  useLayoutEffect(() => {
    window.history.replaceState({ keptScrollPosition: KEPT }, '', '/')
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, [])
  return <h1>Vagas</h1>
}

describe('useSamePageTraversal', () => {
  beforeEach(() => {
    window.history.replaceState(null, '', '/')
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
  })
  afterEach(() => {
    cleanup()
    vi.restoreAllMocks()
  })

  it('restores the kept position on a Back within the home page', () => {
    render(<Home />)
    window.history.replaceState({ keptScrollPosition: KEPT }, '', '/')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(window.scrollTo).toHaveBeenCalledWith({ left: 0, top: 6000, behavior: 'instant' })
    expect(window.history.state).toEqual({})
  })

  it('leaves a Back alone once the home page has left, even right as the next page commits', () => {
    const { rerender } = render(<Home />)
    rerender(<NextPage />)
    expect(window.scrollTo).not.toHaveBeenCalled()
    expect(window.history.state).toEqual({ keptScrollPosition: KEPT })
  })
})
