import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadingTextFor,
  NAVIGATION_STATUS_DELAY_MS,
  navigationEnded,
  navigationStarted,
  pendingNavigationPath,
  subscribeNavigationStart,
  subscribeNavigationStatus,
} from '../../../lib/navigation/navigationStatus.ts'

const texts = {
  pagina: 'Carregando página...',
  blog: 'Carregando posts...',
  post: 'Carregando post...',
}

describe('navigation status', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    navigationEnded()
    vi.useRealTimers()
  })

  it('names the page being opened once the navigation has taken longer than the delay, and clears it at the end', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeNavigationStatus(listener)
    navigationStarted('/blog')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS - 1)
    expect(pendingNavigationPath()).toBeNull()
    vi.advanceTimersByTime(1)
    expect(pendingNavigationPath()).toBe('/blog')
    expect(listener).toHaveBeenCalledTimes(1)
    navigationEnded()
    expect(pendingNavigationPath()).toBeNull()
    expect(listener).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('shows nothing for a navigation that ends before the delay', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeNavigationStatus(listener)
    navigationStarted('/vagas')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS / 2)
    navigationEnded()
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS * 4)
    expect(pendingNavigationPath()).toBeNull()
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('a new navigation replaces the one still waiting', () => {
    navigationStarted('/vagas')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS / 2)
    navigationStarted('/blog/portabilidade-numerica')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS)
    expect(pendingNavigationPath()).toBe('/blog/portabilidade-numerica')
  })

  it('tells every start listener at once, before the delay', () => {
    const started = vi.fn()
    const unsubscribe = subscribeNavigationStart(started)
    navigationStarted('/blog')
    expect(started).toHaveBeenCalledTimes(1)
    expect(pendingNavigationPath()).toBeNull()
    unsubscribe()
  })

  it('tells no one while nothing changes', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeNavigationStatus(listener)
    navigationEnded()
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('uses the blog texts for the list and a post, the generic one elsewhere', () => {
    expect(loadingTextFor('/blog', texts)).toBe('Carregando posts...')
    expect(loadingTextFor('/blog/', texts)).toBe('Carregando posts...')
    expect(loadingTextFor('/blog/vantagens-pabx-em-nuvem', texts)).toBe('Carregando post...')
    expect(loadingTextFor('/blogueiros', texts)).toBe('Carregando página...')
    expect(loadingTextFor('/', texts)).toBe('Carregando página...')
  })
})
