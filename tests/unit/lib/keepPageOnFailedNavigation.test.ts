// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  guardScriptedPageLoads,
  keepPageOnFailedNavigation,
  NAVIGATION_TIMEOUT_MS,
  pathOfPageContext,
} from '../../../lib/navigation/keepPageOnFailedNavigation.ts'
import {
  connectionRestored,
  navigationStarted,
  offlineNoticeShown,
  pendingNavigationPath,
} from '../../../lib/navigation/navigationStatus.ts'

describe('pathOfPageContext', () => {
  it.each([
    ['/blog/sms-marketing/index.pageContext.json', '/blog/sms-marketing'],
    ['/index.pageContext.json', '/'],
    ['/empresas/index.pageContext.json', '/empresas'],
    ['/blog/sms-marketing', null],
    ['/assets/x.json', null],
  ])('%s -> %s', (pathname, path) => {
    expect(pathOfPageContext(pathname)).toBe(path)
  })
})

describe('keepPageOnFailedNavigation (online, but the next page cannot arrive)', () => {
  let network: ReturnType<typeof vi.fn>
  let unwrap: () => void
  const settled = async (promise: Promise<unknown>) => {
    let done = false
    void promise.then(
      () => (done = true),
      () => (done = true),
    )
    await vi.advanceTimersByTimeAsync(0)
    return done
  }

  beforeEach(() => {
    vi.useFakeTimers()
    window.history.replaceState(null, '', '/empresas')
    network = vi.fn()
    window.fetch = network as unknown as typeof fetch
    unwrap = keepPageOnFailedNavigation()
  })
  afterEach(() => {
    unwrap()
    connectionRestored()
    vi.useRealTimers()
  })

  it("a failed pageContext.json: the router gets no answer (no full page load to the browser's error page), the loading line gives way to 'Sem conexão'", async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    navigationStarted('/pabx')
    await vi.advanceTimersByTimeAsync(300)
    expect(pendingNavigationPath()).toBe('/pabx')
    const answer = window.fetch('/pabx/index.pageContext.json')
    expect(await settled(answer)).toBe(false)
    expect(offlineNoticeShown()).toBe(true)
    expect(pendingNavigationPath()).toBeNull()
  })

  it(`a pageContext.json that hangs is given up after ${NAVIGATION_TIMEOUT_MS / 1000} s, the same way`, async () => {
    network.mockImplementation(
      (_input: unknown, init: RequestInit) =>
        new Promise((_resolve, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    )
    const answer = window.fetch('/pabx/index.pageContext.json')
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1)
    expect(offlineNoticeShown()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(offlineNoticeShown()).toBe(true)
    expect(await settled(answer)).toBe(false)
  })

  it('an answer passes through untouched, and its timer is cleared', async () => {
    const response = new Response('{}', { headers: { 'content-type': 'application/json' } })
    network.mockResolvedValue(response)
    expect(await window.fetch('/pabx/index.pageContext.json')).toBe(response)
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS * 2)
    expect(offlineNoticeShown()).toBe(false)
  })

  it('back or forward, which already changed the address, reload the page instead of the router showing its error page', async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/pabx',
      origin: window.location.origin,
      href: `${window.location.origin}/pabx`,
      reload,
    } as unknown as Location)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(await settled(window.fetch('/pabx/index.pageContext.json'))).toBe(false)
    expect(reload).toHaveBeenCalledOnce()
    expect(offlineNoticeShown()).toBe(false)
    vi.restoreAllMocks()
  })

  it('back or forward between two sections of the page on screen loads nothing: a link that fails after it still gets the notice', async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    const reload = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      pathname: '/empresas',
      hash: '#contato',
      origin: window.location.origin,
      href: `${window.location.origin}/empresas#contato`,
      reload,
    } as unknown as Location)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(await settled(window.fetch('/pabx/index.pageContext.json'))).toBe(false)
    expect(reload).not.toHaveBeenCalled()
    expect(offlineNoticeShown()).toBe(true)
    vi.restoreAllMocks()
  })

  it('a link to the page on screen that fails keeps it, with the notice', async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(await settled(window.fetch('/empresas/index.pageContext.json'))).toBe(false)
    expect(offlineNoticeShown()).toBe(true)
  })

  it('a request a newer navigation replaced fails silently: no notice on the page that arrived', async () => {
    let failFirst: (error: Error) => void = () => {}
    network
      .mockImplementationOnce(() => new Promise((_resolve, reject) => (failFirst = reject)))
      .mockResolvedValueOnce(new Response('{}'))
    const first = window.fetch('/vagas/index.pageContext.json')
    await window.fetch('/pabx/index.pageContext.json')
    failFirst(new TypeError('Failed to fetch'))
    expect(await settled(first)).toBe(false)
    expect(offlineNoticeShown()).toBe(false)
  })

  it("clears the router's 'transition under way' mark, so the next navigation runs onPageTransitionStart", async () => {
    const globals = ((globalThis as { _vike?: { globals: Record<string, { isTransitioning?: boolean }> } })._vike = {
      globals: { 'renderPageClient.ts': { isTransitioning: true } },
    })
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    await settled(window.fetch('/pabx/index.pageContext.json'))
    expect(globals.globals['renderPageClient.ts']?.isTransitioning).toBeUndefined()
  })

  it('other requests are not touched: a failure stays a failure', async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    await expect(window.fetch('/blog/sms-marketing')).rejects.toThrow('Failed to fetch')
    await expect(window.fetch('https://example.com/index.pageContext.json')).rejects.toThrow('Failed to fetch')
    expect(offlineNoticeShown()).toBe(false)
    expect(network).toHaveBeenCalledTimes(2)
  })

  it('removing it gives fetch back', () => {
    unwrap()
    expect(window.fetch).toBe(network)
  })
})

describe("guardScriptedPageLoads (the router's full page load after the next page's code failed)", () => {
  const navigation = new EventTarget()
  let network: ReturnType<typeof vi.fn>
  let assign: ReturnType<typeof vi.fn>
  let unguard: () => void
  const navigate = (url: string, overrides: Record<string, unknown> = {}) => {
    const { sameDocument = false, ...rest } = overrides
    const event = Object.assign(new Event('navigate', { cancelable: true }), {
      destination: { url, sameDocument },
      navigationType: 'push',
      userInitiated: false,
      hashChange: false,
      downloadRequest: null,
      ...rest,
    })
    navigation.dispatchEvent(event)
    return event.defaultPrevented
  }
  beforeEach(() => {
    window.history.replaceState(null, '', '/empresas')
    network = vi.fn()
    window.fetch = network as unknown as typeof fetch
    assign = vi.fn()
    vi.spyOn(window, 'location', 'get').mockReturnValue({
      ...window.location,
      origin: window.location.origin,
      href: window.location.href,
      assign,
    } as unknown as Location)
    unguard = guardScriptedPageLoads(navigation)
  })
  afterEach(() => {
    unguard()
    connectionRestored()
    vi.restoreAllMocks()
  })

  it('holds it while a HEAD request asks the page; on an answer the load goes on, once', async () => {
    network.mockResolvedValue(new Response(null, { status: 200 }))
    const url = `${window.location.origin}/pabx`
    expect(navigate(url)).toBe(true)
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(url))
    expect(network.mock.calls[0]?.[1]).toMatchObject({ method: 'HEAD' })
    // The load it starts itself passes.
    expect(navigate(url)).toBe(false)
    expect(offlineNoticeShown()).toBe(false)
  })

  it("without an answer the visitor stays on the page and reads 'Sem conexão'", async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(navigate(`${window.location.origin}/pabx`)).toBe(true)
    await vi.waitFor(() => expect(offlineNoticeShown()).toBe(true))
    expect(assign).not.toHaveBeenCalled()
  })

  it("leaves alone the router's own history.pushState, what the visitor does, other sites, back/forward, anchors and downloads", () => {
    const here = window.location.origin
    expect(navigate(`${here}/pabx`, { sameDocument: true })).toBe(false)
    expect(navigate(`${here}/pabx`, { userInitiated: true })).toBe(false)
    expect(navigate('https://wa.me/5511999999999')).toBe(false)
    expect(navigate(`${here}/pabx`, { navigationType: 'traverse' })).toBe(false)
    expect(navigate(`${here}/empresas#planos`, { hashChange: true })).toBe(false)
    expect(navigate(`${here}/docs/ato.pdf`, { downloadRequest: 'ato.pdf' })).toBe(false)
    expect(network).not.toHaveBeenCalled()
  })

  it('does nothing where the browser has no Navigation API', () => {
    expect(() => guardScriptedPageLoads(undefined)()).not.toThrow()
  })
})
