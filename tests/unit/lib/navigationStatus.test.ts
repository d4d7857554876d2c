import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  loadingTextFor,
  NAVIGATION_STATUS_DELAY_MS,
  navigationEnded,
  navigationFailed,
  navigationHeldOffline,
  navigationStarted,
  OFFLINE_NOTICE_MS,
  navigationStatus,
  subscribeNavigationStart,
  subscribeNavigationStatus,
} from '../../../lib/navigation/navigationStatus.ts'

const texts = {
  pagina: 'Carregando página...',
  blog: 'Carregando posts...',
  post: 'Carregando post...',
  semConexao: 'Sem conexão com a internet.',
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
    expect(navigationStatus().pendingPath).toBeNull()
    vi.advanceTimersByTime(1)
    expect(navigationStatus().pendingPath).toBe('/blog')
    expect(listener).toHaveBeenCalledTimes(1)
    navigationEnded()
    expect(navigationStatus().pendingPath).toBeNull()
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
    expect(navigationStatus().pendingPath).toBeNull()
    expect(listener).not.toHaveBeenCalled()
    unsubscribe()
  })

  it('a new navigation replaces the one still waiting', () => {
    navigationStarted('/vagas')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS / 2)
    navigationStarted('/blog/portabilidade-numerica')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS)
    expect(navigationStatus().pendingPath).toBe('/blog/portabilidade-numerica')
  })

  it('one navigation announced twice (the link check, then the router) starts once and keeps its delay', () => {
    const started = vi.fn()
    const unsubscribe = subscribeNavigationStart(started)
    navigationStarted('/blog')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS - 1)
    navigationStarted('/blog')
    vi.advanceTimersByTime(1)
    expect(navigationStatus().pendingPath).toBe('/blog')
    expect(started).toHaveBeenCalledTimes(1)
    // Once it has ended, the same page opened again is a new navigation.
    navigationEnded()
    navigationStarted('/blog')
    expect(started).toHaveBeenCalledTimes(2)
    unsubscribe()
  })

  it('a link held offline shows the notice for its time, then it goes', () => {
    navigationHeldOffline()
    expect(navigationStatus()).toEqual({ pendingPath: null, offline: true })
    vi.advanceTimersByTime(OFFLINE_NOTICE_MS - 1)
    expect(navigationStatus().offline).toBe(true)
    vi.advanceTimersByTime(1)
    expect(navigationStatus().offline).toBe(false)
  })

  it('a failed navigation replaces its loading line with the notice, and a new one replaces the notice', () => {
    navigationStarted('/blog')
    vi.advanceTimersByTime(NAVIGATION_STATUS_DELAY_MS)
    navigationFailed()
    expect(navigationStatus()).toEqual({ pendingPath: null, offline: true })
    navigationStarted('/blog')
    expect(navigationStatus()).toEqual({ pendingPath: null, offline: false })
    // The new try still shows its loading line after the delay.
    vi.advanceTimersByTime(OFFLINE_NOTICE_MS)
    expect(navigationStatus()).toEqual({ pendingPath: '/blog', offline: false })
  })

  it('keeps the same snapshot and tells no one while nothing changes', () => {
    const listener = vi.fn()
    const unsubscribe = subscribeNavigationStatus(listener)
    const before = navigationStatus()
    navigationEnded()
    expect(navigationStatus()).toBe(before)
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
