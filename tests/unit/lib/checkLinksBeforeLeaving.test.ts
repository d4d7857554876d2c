// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  checkLinksBeforeLeaving,
  crossPageLink,
  NAVIGATION_TIMEOUT_MS,
  pageContextUrl,
  type Navigate,
} from '../../../lib/navigation/checkLinksBeforeLeaving.ts'
import {
  connectionRestored,
  navigationEnded,
  OFFLINE_NOTICE_MS,
  navigationStatus,
} from '../../../lib/navigation/navigationStatus.ts'

// jsdom's page is http://localhost:3000/ ; the tests move it to /blog.
function link(attributes: Record<string, string>, text = 'link'): HTMLAnchorElement {
  const a = document.createElement('a')
  for (const [name, value] of Object.entries(attributes)) a.setAttribute(name, value)
  const span = document.createElement('span')
  span.textContent = text
  a.append(span)
  document.body.append(a)
  return a
}

function click(element: Element, init: MouseEventInit = {}): MouseEvent {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init })
  element.dispatchEvent(event)
  return event
}

let online = true
/** Stands in for Vike's link handler (a bubbling listener on document): the clicks that reached it. */
const routerSaw: string[] = []
function router(event: MouseEvent): void {
  routerSaw.push((event.target as Element).closest('a')?.getAttribute('href') ?? '')
}
let network: ReturnType<typeof vi.fn>
let navigate: ReturnType<typeof vi.fn<Navigate>>
let stop: () => void
beforeEach(() => {
  vi.useFakeTimers()
  window.history.replaceState(null, '', '/blog')
  online = true
  routerSaw.length = 0
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online)
  network = vi.fn()
  window.fetch = network as unknown as typeof fetch
  navigate = vi.fn<Navigate>(async () => {})
  document.addEventListener('click', router)
  stop = checkLinksBeforeLeaving(navigate)
})
afterEach(() => {
  stop()
  document.removeEventListener('click', router)
  document.body.replaceChildren()
  navigationEnded()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

const answer = () => new Response('{}', { headers: { 'content-type': 'application/json' } })
/** A request that fails only when its signal aborts (a connection that never answers). */
const hang = (_input: unknown, init: RequestInit) =>
  new Promise<Response>((_resolve, reject) =>
    init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  )

describe('pageContextUrl: the data file the router asks for', () => {
  it.each([
    ['/', '/index.pageContext.json'],
    ['/blog', '/blog/index.pageContext.json'],
    ['/blog/', '/blog/index.pageContext.json'],
    ['/blog/sms-marketing?ref=x#topo', '/blog/sms-marketing/index.pageContext.json?ref=x'],
  ])('%s -> %s', (url, file) => {
    expect(pageContextUrl(new URL(url, 'http://localhost:3000'))).toBe(file)
  })
})

describe('crossPageLink', () => {
  const classify = (attributes: Record<string, string>, init?: MouseEventInit) => {
    const a = link(attributes)
    let found: HTMLAnchorElement | null = null
    a.addEventListener('click', (event) => {
      found = crossPageLink(event, window.location)
      event.preventDefault()
    })
    click(a.firstElementChild!, init)
    return found
  }

  it('finds a link to another page of the site, from a click on its content', () => {
    expect(classify({ href: '/blog/portabilidade-numerica' })).not.toBeNull()
    expect(classify({ href: '/#contato' })).not.toBeNull()
    expect(classify({ href: 'http://localhost:3000/pabx' })).not.toBeNull()
  })

  it('leaves alone anchors on this page, other sites, new tabs, files, downloads and modified clicks', () => {
    expect(classify({ href: '#recentes' })).toBeNull()
    expect(classify({ href: '/blog#recentes' })).toBeNull()
    expect(classify({ href: 'https://portal.nuvox.com.br/login' })).toBeNull()
    expect(classify({ href: '/pabx', target: '_blank' })).toBeNull()
    expect(classify({ href: '/pabx', rel: 'external' })).toBeNull()
    expect(classify({ href: '/documentos/ato.pdf' })).toBeNull()
    expect(classify({ href: '/blog/rss.xml' })).toBeNull()
    expect(classify({ href: '/documentos/ato', download: '' })).toBeNull()
    expect(classify({ href: '/pabx' }, { ctrlKey: true })).toBeNull()
    expect(classify({ href: '/pabx' }, { button: 1 })).toBeNull()
    expect(classify({ name: 'no-href' })).toBeNull()
  })
})

describe('checkLinksBeforeLeaving', () => {
  it("fetches the next page's data before the router sees the click, and hands it the navigation on an answer", async () => {
    network.mockResolvedValue(answer())
    let handlerOnLink = false
    const a = link({ href: '/pabx?plano=2#planos' })
    a.addEventListener('click', () => (handlerOnLink = true))
    const event = click(a)
    expect(event.defaultPrevented).toBe(true)
    expect(routerSaw).toEqual([])
    // The page's own handlers (React's, on #root) still run: the phone menu closes on a link.
    expect(handlerOnLink).toBe(true)
    expect(network).toHaveBeenCalledWith('/pabx/index.pageContext.json?plano=2', expect.anything())
    await vi.advanceTimersByTimeAsync(0)
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pabx?plano=2#planos')
  })

  it("says what is loading while the data is slow, and a failure gives way to 'Sem conexão', the page staying", async () => {
    let fail: (error: Error) => void = () => {}
    network.mockImplementation(() => new Promise((_resolve, reject) => (fail = reject)))
    click(link({ href: '/pabx' }))
    await vi.advanceTimersByTimeAsync(300)
    expect(navigationStatus().pendingPath).toBe('/pabx')
    fail(new TypeError('Failed to fetch'))
    await vi.advanceTimersByTimeAsync(0)
    expect(navigate).not.toHaveBeenCalled()
    expect(navigationStatus().offline).toBe(true)
    expect(navigationStatus().pendingPath).toBeNull()
  })

  it(`gives up data that does not arrive within ${NAVIGATION_TIMEOUT_MS / 1000} s, the same way`, async () => {
    network.mockImplementation(hang)
    click(link({ href: '/pabx' }))
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS - 1)
    expect(navigationStatus().offline).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(navigationStatus().offline).toBe(true)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a check a newer click replaced neither navigates nor warns; the newer one does', async () => {
    network.mockImplementationOnce(hang).mockResolvedValueOnce(answer())
    click(link({ href: '/vagas' }))
    click(link({ href: '/pabx' }))
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS * 2)
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/pabx')
    expect(navigationStatus().offline).toBe(false)
  })

  it('Back during a check drops it: its loading line goes, and no notice comes when its time runs out', async () => {
    network.mockImplementation(hang)
    click(link({ href: '/pabx' }))
    await vi.advanceTimersByTimeAsync(300)
    expect(navigationStatus().pendingPath).toBe('/pabx')
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(navigationStatus().pendingPath).toBeNull()
    await vi.advanceTimersByTimeAsync(NAVIGATION_TIMEOUT_MS)
    expect(navigationStatus().offline).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('offline, holds the link back without a request, and says why until the connection is back', () => {
    online = false
    const event = click(link({ href: '/pabx' }))
    expect(event.defaultPrevented).toBe(true)
    expect([routerSaw, network.mock.calls]).toEqual([[], []])
    expect(navigationStatus().offline).toBe(true)
    // An anchor on this page still works offline.
    click(link({ href: '#recentes' }))
    expect(routerSaw).toEqual(['#recentes'])
    online = true
    window.dispatchEvent(new Event('online'))
    expect(navigationStatus().offline).toBe(false)
  })

  it('the offline notice goes by itself after a few seconds', () => {
    online = false
    click(link({ href: '/pabx' }))
    vi.advanceTimersByTime(OFFLINE_NOTICE_MS - 1)
    expect(navigationStatus().offline).toBe(true)
    vi.advanceTimersByTime(1)
    expect(navigationStatus().offline).toBe(false)
  })

  it('once removed, leaves every click to the router', () => {
    stop()
    online = false
    click(link({ href: '/pabx' }))
    expect(routerSaw).toEqual(['/pabx'])
    expect(network).not.toHaveBeenCalled()
    connectionRestored()
  })
})
