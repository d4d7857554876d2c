// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { guardScriptedPageLoads } from '../../../lib/navigation/guardScriptedPageLoads.ts'
import { connectionRestored, navigationStatus } from '../../../lib/navigation/navigationStatus.ts'

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
    expect(navigationStatus().offline).toBe(false)
  })

  it("without an answer the visitor stays on the page and reads 'Sem conexão'", async () => {
    network.mockRejectedValue(new TypeError('Failed to fetch'))
    expect(navigate(`${window.location.origin}/pabx`)).toBe(true)
    await vi.waitFor(() => expect(navigationStatus().offline).toBe(true))
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
