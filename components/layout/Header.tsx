import { Icon } from '../Icon.tsx'
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type MouseEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react'
import { buildAudienceNavigation } from '../../lib/navigation/buildAudienceNavigation.ts'
import type { ResolvedNavItem } from '../../lib/navigation/resolveNavItem.ts'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'
import { useAudience } from '../audience/AudienceContext.tsx'
import { ExternalLink } from '../ExternalLink.tsx'
import { AccessibilityButton } from './AccessibilityButton.tsx'
import { restoreFocus } from '../restoreFocus.ts'
import { useDismiss } from '../useDismiss.ts'
import styles from './Header.module.css'
import { isPlainClick } from '../../lib/navigation/isPlainClick.ts'
import { addHistoryEntry, goToAnchor, homePathOf, scrollPageTo, smoothScroll } from './useAnchorNavigation.ts'

const SCROLL_SHADOW_THRESHOLD_PX = 10
const DROPDOWN_CLOSE_DELAY_MS = 150

function NavLink({
  item,
  homePath,
  currentPath,
  onNavigate,
  className,
}: {
  item: ResolvedNavItem
  homePath: string | undefined
  currentPath: string
  onNavigate: () => void
  className: string | undefined
}) {
  if (item.kind === 'external') {
    return (
      <ExternalLink href={item.href} className={className} onClick={onNavigate}>
        {item.label}
      </ExternalLink>
    )
  }
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    onNavigate()
    // Elsewhere the link goes to the home page through the router, as any link.
    if (item.kind === 'anchor' && homePath) {
      event.preventDefault()
      goToAnchor(item.anchor)
    }
  }
  // On an alternative home page (/home) its own sections are the anchors' targets: a link to
  // '/#servicos' would be another page to the router (and without JavaScript, to the browser).
  const href = item.kind === 'anchor' && homePath ? `${homePath}#${item.anchor}` : item.href
  // Its own page is 'page'; a page under it (a post under /blog) is in its section: 'true'.
  const current =
    item.kind !== 'page'
      ? undefined
      : item.href === currentPath
        ? 'page'
        : item.href !== '/' && currentPath.startsWith(`${item.href}/`)
          ? 'true'
          : undefined
  return (
    <a href={href} className={className} onClick={onClick} aria-current={current}>
      {item.label}
    </a>
  )
}

export function SupportMenu({ layout }: { layout: LayoutData }) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const closeTimer = useRef<number | undefined>(undefined)
  // Opened by the pointer arriving or the focus arriving: the click that follows (a mouse's
  // click, a tap, Enter) leaves it open instead of toggling it shut again.
  const openedOnArrival = useRef(false)
  const close = useCallback(() => {
    restoreFocus(ref.current, buttonRef.current)
    openedOnArrival.current = false
    setOpen(false)
  }, [])
  useDismiss(ref, open, close)
  const cancelClose = () => window.clearTimeout(closeTimer.current)
  const scheduleClose = () => {
    cancelClose()
    closeTimer.current = window.setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
  }
  useEffect(() => cancelClose, [])
  const openOnArrival = () => {
    cancelClose()
    if (!open) openedOnArrival.current = true
    setOpen(true)
  }
  // Hover is a mouse's: a finger or a pen 'enters' and 'leaves' only as it taps, and the tap's click decides.
  const hovers = (event: ReactPointerEvent) => event.pointerType !== 'touch' && event.pointerType !== 'pen'
  return (
    <div
      className={styles.dropdown}
      ref={ref}
      onPointerEnter={(event) => {
        if (hovers(event)) openOnArrival()
      }}
      onPointerLeave={(event) => {
        if (hovers(event)) scheduleClose()
      }}
      onFocus={(event) => {
        cancelClose()
        // Only focus that arrives from outside opens it: Escape sends the focus back to the button.
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) openOnArrival()
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) scheduleClose()
      }}
    >
      <button
        type="button"
        className={styles.navLink}
        ref={buttonRef}
        aria-expanded={open}
        aria-controls="menu-atendimento"
        data-menu-trigger
        onClick={() => {
          if (open && openedOnArrival.current) openedOnArrival.current = false
          else if (open) close()
          else setOpen(true)
        }}
      >
        {layout.texts.cabecalho.atendimento}
        <Icon name="chevron-down" size={16} />
      </button>
      <ul id="menu-atendimento" className={styles.dropdownMenu} hidden={!open}>
        {layout.site.links.atendimento.map((link) => (
          <li key={link.id}>
            <ExternalLink href={link.url} className={styles.dropdownItem}>
              {link.rotulo}
            </ExternalLink>
          </li>
        ))}
      </ul>
    </div>
  )
}

/**
 * On phones the navigation is a popover the browser opens and closes (Escape, a tap outside) before any JavaScript
 * runs, the toggle's icon and name following it in CSS; React only closes it when a link is chosen. `currentPath`
 * marks its page's own link, and on a home page (/ and its aliases) the anchors scroll in place.
 */
export function Header({ layout, currentPath }: { layout: LayoutData; currentPath: string }) {
  const homePath = homePathOf(currentPath, layout.mainPaths)
  // An alias (/numero0800) marks the link to its main page (/0800).
  const currentPage = layout.mainPaths[currentPath] ?? currentPath
  const isHome = homePath !== undefined
  const texts = layout.texts.cabecalho
  const { audience } = useAudience()
  const navigation = buildAudienceNavigation(layout.audiences, audience, layout.site.links)
  const [scrolled, setScrolled] = useState(false)
  const navRef = useRef<HTMLElement>(null)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const closeMenu = useCallback(() => {
    const nav = navRef.current
    if (nav?.matches(':popover-open')) nav.hidePopover()
  }, [])

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > SCROLL_SHADOW_THRESHOLD_PX)
    onScroll()
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => window.removeEventListener('scroll', onScroll)
  }, [])

  // Back and Forward change the page under an open phone menu: it closes, as when a link is chosen.
  useEffect(() => {
    window.addEventListener('popstate', closeMenu)
    return () => window.removeEventListener('popstate', closeMenu)
  }, [closeMenu])

  // Tab past the menu's last link: the focus would go on under the open menu, out of sight.
  // The menu closes and the focus stays where Tab took it.
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Node | null
      if (!target || navRef.current?.contains(target) || toggleRef.current?.contains(target)) return
      closeMenu()
    }
    document.addEventListener('focusin', onFocusIn)
    return () => document.removeEventListener('focusin', onFocusIn)
  }, [closeMenu])

  // Widened past the phone layout (the toggle is hidden there), an open menu would float over
  // the desktop header: close it.
  useEffect(() => {
    const onResize = () => {
      if (!navRef.current?.matches(':popover-open')) return
      if (toggleRef.current && getComputedStyle(toggleRef.current).display === 'none') closeMenu()
    }
    window.addEventListener('resize', onResize, { passive: true })
    return () => window.removeEventListener('resize', onResize)
  }, [closeMenu])

  const onLogoClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    closeMenu()
    if (isHome) {
      event.preventDefault()
      // From a section's address (/#contato) the logo leads back to the page's own, as a new entry.
      addHistoryEntry('')
      scrollPageTo(0, smoothScroll())
    }
  }

  return (
    <header className={styles.header} data-scrolled={scrolled ? 'true' : 'false'}>
      <div className={`container ${styles.inner}`}>
        <a
          href={homePath ?? '/'}
          className={styles.logo}
          onClick={onLogoClick}
          aria-label={`${layout.site.nome}: ${texts.inicio}`}
        >
          <img src={layout.site.logo} alt="" width={148} height={34} />
        </a>
        <nav className={styles.nav} aria-label={texts.navegacao} id="menu-principal" popover="auto" ref={navRef}>
          <ul className={styles.navList} role="list">
            {navigation.main.map((item) => (
              <li key={item.href}>
                <NavLink
                  item={item}
                  homePath={homePath}
                  currentPath={currentPage}
                  onNavigate={closeMenu}
                  className={styles.navLink}
                />
              </li>
            ))}
            {navigation.mobileOnly.map((item) => (
              <li key={`movel-${item.href}`} className={styles.mobileOnly}>
                <NavLink
                  item={item}
                  homePath={homePath}
                  currentPath={currentPage}
                  onNavigate={closeMenu}
                  className={styles.navLink}
                />
              </li>
            ))}
            {layout.site.recursos.menuAtendimento ? (
              <li>
                <SupportMenu layout={layout} />
              </li>
            ) : null}
          </ul>
          {/* The top bar has no room for the coming-soon accessibility button on a phone: it is here instead, its tooltip written out (a tap shows no tooltip). */}
          <div className={styles.a11y}>
            <AccessibilityButton
              texts={layout.texts.barraSuperior}
              describedBy="menu-a11y-dica"
              iconSize={18}
              classNames={{ button: styles.a11yButton, badge: styles.soonBadge }}
            />
            <p id="menu-a11y-dica" className={styles.a11yHint}>
              {layout.texts.barraSuperior.acessibilidadeDica}
            </p>
          </div>
          <div className={styles.actions}>
            <ExternalLink href={layout.site.links.appLogin} className={styles.login} onClick={closeMenu}>
              {texts.login}
            </ExternalLink>
            <ExternalLink href={layout.site.links.appCadastro} className={styles.signup} onClick={closeMenu}>
              {texts.cadastro}
            </ExternalLink>
          </div>
        </nav>
        <button type="button" className={styles.menuToggle} popoverTarget="menu-principal" ref={toggleRef}>
          <span className={styles.whenClosed}>
            <Icon name="menu" size={24} />
            <span className="sr-only">{texts.abrirMenu}</span>
          </span>
          <span className={styles.whenOpen}>
            <Icon name="x" size={24} />
            <span className="sr-only">{texts.fecharMenu}</span>
          </span>
        </button>
      </div>
    </header>
  )
}
