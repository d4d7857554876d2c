// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { keepScrollPosition, restoreKeptPosition } from '../../../lib/navigation/keepScrollPosition.ts'

/** Stands in for the router's mark on an entry it manages. */
const ROUTER_STATE = { router: { scrolled: 40 } }

let scrolledTo: ScrollToOptions[] = []

function scrollPage(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true })
}

beforeEach(() => {
  scrolledTo = []
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    scrolledTo.push(options)
  }) as typeof window.scrollTo)
  window.history.replaceState(ROUTER_STATE, '')
  scrollPage(0)
})

afterEach(() => vi.restoreAllMocks())

describe('the position kept as a link or a jump leaves an entry', () => {
  it('is written beside what the router stores, which stays as it was', () => {
    scrollPage(1700)
    keepScrollPosition()
    expect(window.history.state).toEqual({ ...ROUTER_STATE, keptScrollPosition: { x: 0, y: 1700 } })
  })

  it('is restored once on Back, then dropped: a later return follows the router and the visitor', () => {
    scrollPage(1700)
    keepScrollPosition()
    scrollPage(1400)
    restoreKeptPosition()
    expect(scrolledTo).toEqual([{ left: 0, top: 1700, behavior: 'instant' }])
    expect(window.history.state).toEqual(ROUTER_STATE)
    restoreKeptPosition()
    expect(scrolledTo).toHaveLength(1)
  })

  it('leaves an entry without a kept position where the router put it', () => {
    restoreKeptPosition()
    expect(scrolledTo).toEqual([])
    expect(window.history.state).toEqual(ROUTER_STATE)
  })

  it('is not written into an entry the router has not marked yet', () => {
    window.history.replaceState(null, '')
    scrollPage(900)
    keepScrollPosition()
    expect(window.history.state).toBeNull()
  })
})
