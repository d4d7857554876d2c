// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { AudienceProvider, useAudience } from '../../../components/audience/AudienceContext.tsx'
import { Header, SupportMenu } from '../../../components/layout/Header.tsx'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { AUDIENCE_STORAGE_KEY } from '../../../lib/audience/parseStoredAudience.ts'
import { savedAtKey } from '../../../lib/storage/keptChoice.ts'
import { buildLayoutData } from '../../../lib/pageData/buildLayoutData.ts'
import { DAY_MS } from '../../../lib/format/dayMs.ts'

const layout = buildLayoutData(loadContent())
const known = layout.audiences.publicos.map((p) => p.id)

function withAudience(children: React.ReactNode) {
  return (
    <AudienceProvider known={known} fallback="pequenas-medias" maxAgeDays={layout.cookieConsent.validadeDias}>
      {children}
    </AudienceProvider>
  )
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  window.localStorage.clear()
})

describe('Atendimento dropdown', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })

  it('opens on hover with Suporte, Financeiro and Portabilidade, and closes 150 ms after the pointer leaves', () => {
    const { container } = render(<SupportMenu layout={layout} />)
    const button = screen.getByRole('button', { name: 'Atendimento' })
    const menu = container.querySelector('#menu-atendimento') as HTMLElement
    expect(menu.hidden).toBe(true)
    fireEvent.pointerEnter(button.parentElement as HTMLElement)
    expect(menu.hidden).toBe(false)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    const links = [...menu.querySelectorAll('a')]
    expect(links.map((a) => a.textContent?.replace(' (abre em nova aba)', ''))).toEqual([
      'Suporte',
      'Financeiro',
      'Portabilidade',
    ])
    expect(links.map((a) => a.getAttribute('href'))).toEqual(layout.site.links.atendimento.map((l) => l.url))
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    fireEvent.pointerLeave(button.parentElement as HTMLElement)
    act(() => vi.advanceTimersByTime(149)) // the required 150 ms, not the component's constant
    expect(menu.hidden).toBe(false)
    act(() => vi.advanceTimersByTime(1))
    expect(menu.hidden).toBe(true)
  })

  it('stays open when the pointer comes back before the delay', () => {
    const { container } = render(<SupportMenu layout={layout} />)
    const wrapper = container.firstElementChild as HTMLElement
    fireEvent.pointerEnter(wrapper)
    fireEvent.pointerLeave(wrapper)
    act(() => vi.advanceTimersByTime(100))
    fireEvent.pointerEnter(wrapper)
    act(() => vi.advanceTimersByTime(500))
    expect((container.querySelector('#menu-atendimento') as HTMLElement).hidden).toBe(false)
  })

  it('the click that follows the hover leaves it open; the next click closes it', () => {
    const { container } = render(<SupportMenu layout={layout} />)
    const button = screen.getByRole('button', { name: 'Atendimento' })
    const menu = container.querySelector('#menu-atendimento') as HTMLElement
    fireEvent.pointerEnter(button.parentElement as HTMLElement, { pointerType: 'mouse' })
    fireEvent.click(button)
    expect(menu.hidden).toBe(false)
    fireEvent.click(button)
    expect(menu.hidden).toBe(true)
  })

  it('a tap opens it and it stays open: a finger neither hovers nor leaves', () => {
    const { container } = render(<SupportMenu layout={layout} />)
    const button = screen.getByRole('button', { name: 'Atendimento' })
    const wrapper = button.parentElement as HTMLElement
    const menu = container.querySelector('#menu-atendimento') as HTMLElement
    // The events of a tap in Chrome on Android: enter, focus, click, then leave as the finger lifts.
    fireEvent.pointerEnter(wrapper, { pointerType: 'touch' })
    expect(menu.hidden).toBe(true)
    act(() => button.focus())
    fireEvent.click(button)
    fireEvent.pointerLeave(wrapper, { pointerType: 'touch' })
    act(() => vi.advanceTimersByTime(300))
    expect(menu.hidden).toBe(false)
    fireEvent.click(button)
    expect(menu.hidden).toBe(true)
  })

  it('Enter on the button the focus has opened leaves it open', () => {
    const { container } = render(<SupportMenu layout={layout} />)
    const button = screen.getByRole('button', { name: 'Atendimento' })
    act(() => button.focus())
    fireEvent.click(button)
    expect((container.querySelector('#menu-atendimento') as HTMLElement).hidden).toBe(false)
  })

  it('opens on keyboard focus and closes with Escape', () => {
    const { container } = render(<SupportMenu layout={layout} />)
    fireEvent.focus(screen.getByRole('button', { name: 'Atendimento' }))
    expect((container.querySelector('#menu-atendimento') as HTMLElement).hidden).toBe(false)
    fireEvent.keyDown(document, { key: 'Escape' })
    expect((container.querySelector('#menu-atendimento') as HTMLElement).hidden).toBe(true)
  })
})

describe('Atendimento dropdown by keyboard', () => {
  it('opens when the focus arrives, lets it walk the links, and Escape gives it back to the button, closed', () => {
    const { container } = render(<SupportMenu layout={layout} />)
    const button = screen.getByRole('button', { name: 'Atendimento' })
    const menu = container.querySelector('#menu-atendimento') as HTMLElement
    act(() => button.focus())
    expect(menu.hidden).toBe(false)
    const links = [...menu.querySelectorAll('a')]
    for (const link of links) {
      act(() => link.focus())
      expect(document.activeElement).toBe(link)
      expect(menu.hidden).toBe(false)
    }
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(menu.hidden).toBe(true)
    expect(document.activeElement).toBe(button)
    expect(button.getAttribute('aria-expanded')).toBe('false')
  })
})

describe('Header', () => {
  // jsdom lays the page out as a phone with the menu closed: the navigation is a closed popover,
  // hidden from the accessibility tree, so queries inside it ask for hidden elements too.
  it('makes the phone menu a popover that its toggle opens without JavaScript, with a name for each state', () => {
    const { container } = render(withAudience(<Header layout={layout} currentPath="/pabx" />))
    const nav = container.querySelector('nav') as HTMLElement
    expect(nav.getAttribute('popover')).toBe('auto')
    const toggle = container.querySelector(`button[popovertarget="${nav.id}"]`) as HTMLButtonElement
    expect(toggle.getAttribute('type')).toBe('button')
    // Which name is read depends on the popover's state, in CSS (checked in tests/e2e/chrome.spec.ts).
    expect([...toggle.querySelectorAll('.sr-only')].map((label) => label.textContent)).toEqual([
      layout.texts.cabecalho.abrirMenu,
      layout.texts.cabecalho.fecharMenu,
    ])
  })

  it('hides the Atendimento menu while the data flag is off, and shows it when on', () => {
    expect(layout.site.recursos.menuAtendimento).toBe(false)
    const { unmount } = render(withAudience(<Header layout={layout} currentPath="/pabx" />))
    expect(screen.queryByRole('button', { name: 'Atendimento', hidden: true })).toBeNull()
    unmount()
    const withFlag = { ...layout, site: { ...layout.site, recursos: { menuAtendimento: true } } }
    render(withAudience(<Header layout={withFlag} currentPath="/pabx" />))
    expect(screen.getByRole('button', { name: 'Atendimento', hidden: true })).toBeTruthy()
  })

  it('marks the link to the page being shown as the current page, and no other', () => {
    render(withAudience(<Header layout={layout} currentPath="/blog" />))
    const current = screen
      .getAllByRole('link', { hidden: true })
      .filter((link) => link.getAttribute('aria-current') === 'page')
    expect(current.map((link) => link.textContent)).toEqual(['Blog'])
  })

  it('marks the Blog link as the current section on a post, not as the current page', () => {
    render(withAudience(<Header layout={layout} currentPath="/blog/sms-marketing" />))
    const marked = screen.getAllByRole('link', { hidden: true }).filter((link) => link.hasAttribute('aria-current'))
    expect(marked.map((link) => [link.textContent, link.getAttribute('aria-current')])).toEqual([['Blog', 'true']])
  })

  it('opens Login and Registre-se in a new tab at the app /login and /register', () => {
    render(withAudience(<Header layout={layout} currentPath="/pabx" />))
    const login = screen.getByRole('link', { name: /^Login/, hidden: true })
    const signup = screen.getByRole('link', { name: /^Registre-se/, hidden: true })
    expect(login.getAttribute('href')).toMatch(/\/login$/)
    expect(signup.getAttribute('href')).toMatch(/\/register$/)
    expect(login.getAttribute('target')).toBe('_blank')
    expect(signup.getAttribute('rel')).toBe('noopener noreferrer')
  })
})

describe('audience context', () => {
  function Probe() {
    return <span>{useAudience().audience}</span>
  }

  it('throws when used outside its provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => render(<Probe />)).toThrow('useAudience must be used within an AudienceProvider')
  })

  it('restores a stored audience and ignores an invalid one', () => {
    window.localStorage.setItem(AUDIENCE_STORAGE_KEY, 'provedores')
    const { unmount } = render(withAudience(<Probe />))
    expect(screen.getByText('provedores')).toBeTruthy()
    unmount()
    window.localStorage.setItem(AUDIENCE_STORAGE_KEY, 'qualquer-coisa')
    render(withAudience(<Probe />))
    expect(screen.getByText('pequenas-medias')).toBeTruthy()
  })

  it('prerenders the default and, once hydrated, shows the stored audience without a hydration mismatch', () => {
    window.localStorage.setItem(AUDIENCE_STORAGE_KEY, 'provedores')
    const container = document.createElement('div')
    container.innerHTML = renderToString(withAudience(<Probe />))
    expect(container.textContent).toBe('pequenas-medias')
    const onRecoverableError = vi.fn()
    render(withAudience(<Probe />), { container, hydrate: true, onRecoverableError })
    expect(container.textContent).toBe('provedores')
    expect(onRecoverableError).not.toHaveBeenCalled()
  })

  it('forgets a stored audience older than the essential storage limit (30 days)', () => {
    window.localStorage.setItem(AUDIENCE_STORAGE_KEY, 'provedores')
    window.localStorage.setItem(savedAtKey(AUDIENCE_STORAGE_KEY), String(Date.now() - 29 * DAY_MS))
    const { unmount } = render(withAudience(<Probe />))
    expect(screen.getByText('provedores')).toBeTruthy()
    unmount()
    window.localStorage.setItem(savedAtKey(AUDIENCE_STORAGE_KEY), String(Date.now() - 31 * DAY_MS))
    render(withAudience(<Probe />))
    expect(screen.getByText('pequenas-medias')).toBeTruthy()
    expect(window.localStorage.getItem(AUDIENCE_STORAGE_KEY)).toBeNull()
  })

  it('keeps a chosen audience with the moment it was chosen', () => {
    function Chooser() {
      const { audience, setAudience } = useAudience()
      return (
        <button type="button" onClick={() => setAudience('agro')}>
          {audience}
        </button>
      )
    }
    render(withAudience(<Chooser />))
    act(() => screen.getByRole('button').click())
    expect(window.localStorage.getItem(AUDIENCE_STORAGE_KEY)).toBe('agro')
    expect(Math.abs(Number(window.localStorage.getItem(savedAtKey(AUDIENCE_STORAGE_KEY))) - Date.now())).toBeLessThan(
      5000,
    )
  })
})
