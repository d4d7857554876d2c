// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectionRestored, OFFLINE_NOTICE_MS, offlineNoticeShown } from '../../../lib/navigation/navigationStatus.ts'
import { crossPageLink, holdLinksWhileOffline } from '../../../lib/navigation/offlineLinks.ts'

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
/** Stands in for Vike's link handler (a bubbling listener on document); records whether the click reached it untouched. */
const routerSaw: boolean[] = []
function router(event: MouseEvent): void {
  routerSaw.push(!event.defaultPrevented)
  event.preventDefault()
}
beforeEach(() => {
  window.history.replaceState(null, '', '/blog')
  online = true
  routerSaw.length = 0
  vi.spyOn(window.navigator, 'onLine', 'get').mockImplementation(() => online)
  document.addEventListener('click', router)
})
afterEach(() => {
  document.removeEventListener('click', router)
  document.body.replaceChildren()
  connectionRestored()
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('crossPageLink', () => {
  const classify = (attributes: Record<string, string>, init?: MouseEventInit) => {
    const a = link(attributes)
    let found: HTMLAnchorElement | null = null
    a.addEventListener('click', (event) => {
      found = crossPageLink(event, window.location)
    })
    click(a.firstElementChild!, init)
    return found
  }

  it('finds a link to another page of the site, from a click on its content', () => {
    expect(classify({ href: '/blog/portabilidade-numerica' })).not.toBeNull()
    expect(classify({ href: '/#contato' })).not.toBeNull()
    expect(classify({ href: 'http://localhost:3000/pabx' })).not.toBeNull()
  })

  it('leaves alone anchors on this page, other sites, new tabs, downloads and modified clicks', () => {
    expect(classify({ href: '#recentes' })).toBeNull()
    expect(classify({ href: '/blog#recentes' })).toBeNull()
    expect(classify({ href: 'https://portal.nuvox.com.br/login' })).toBeNull()
    expect(classify({ href: '/pabx', target: '_blank' })).toBeNull()
    expect(classify({ href: '/documentos/ato.pdf', download: '' })).toBeNull()
    expect(classify({ href: '/pabx' }, { ctrlKey: true })).toBeNull()
    expect(classify({ href: '/pabx' }, { button: 1 })).toBeNull()
    expect(classify({ name: 'no-href' })).toBeNull()
  })
})

describe('holdLinksWhileOffline', () => {
  it('online, lets every click through to the router', () => {
    const stop = holdLinksWhileOffline()
    click(link({ href: '/pabx' }))
    expect(routerSaw).toEqual([true])
    expect(offlineNoticeShown()).toBe(false)
    stop()
  })

  it('offline, holds back a link to another page before the router sees it, and says why until the connection is back', () => {
    const stop = holdLinksWhileOffline()
    online = false
    const event = click(link({ href: '/pabx' }))
    expect(event.defaultPrevented).toBe(true)
    expect(routerSaw).toEqual([])
    expect(offlineNoticeShown()).toBe(true)

    // An anchor on this page still works offline.
    click(link({ href: '#recentes' }))
    expect(routerSaw).toEqual([true])

    online = true
    window.dispatchEvent(new Event('online'))
    expect(offlineNoticeShown()).toBe(false)
    stop()
  })

  it('the notice goes by itself after a few seconds', () => {
    vi.useFakeTimers()
    const stop = holdLinksWhileOffline()
    online = false
    click(link({ href: '/pabx' }))
    expect(offlineNoticeShown()).toBe(true)
    vi.advanceTimersByTime(OFFLINE_NOTICE_MS - 1)
    expect(offlineNoticeShown()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(offlineNoticeShown()).toBe(false)
    stop()
  })

  it('once removed, holds nothing back', () => {
    holdLinksWhileOffline()()
    online = false
    click(link({ href: '/pabx' }))
    expect(routerSaw).toEqual([true])
    expect(offlineNoticeShown()).toBe(false)
  })
})
