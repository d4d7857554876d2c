import { Icon } from '../Icon.tsx'
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react'
import { CONSENT_STORAGE_KEY, type ConsentChoice } from '../../lib/consent/cookieConsent.ts'
import { keepChoice } from '../../lib/storage/keptChoice.ts'
import texts from 'virtual:cookie-dialog'
import buttons from '../Button.module.css'
import dialogStyles from '../Dialog.module.css'
import styles from './CookieConsent.module.css'

/** How often the dialog looks again whether what the visitor has open has closed. */
const BUSY_RECHECK_MS = 250

/** Another modal dialog, the phone menu (a popover) or a picker menu, open now. */
function somethingElseOpen(own: HTMLDialogElement): boolean {
  if ([...document.querySelectorAll('dialog[open]')].some((other) => other !== own)) return true
  if (document.querySelector('[data-menu-trigger][aria-expanded="true"]')) return true
  try {
    return document.querySelector(':popover-open') !== null
  } catch {
    return false
  }
}

/**
 * The cookie dialog (mounted by CookieConsentLoader): 'Aceitar Todos' and 'Recusar' store the choice; X,
 * the backdrop, Escape and the policy link only close it. A native modal <dialog> traps and returns focus;
 * its texts come with this code (virtual:cookie-dialog).
 */
export function CookieConsent() {
  const dialogRef = useRef<HTMLDialogElement>(null)
  const returnFocus = useRef<Element | null>(null)
  const titleRef = useRef<HTMLHeadingElement>(null)
  const [details, setDetails] = useState(false)
  const titleId = useId()
  const textId = useId()
  const detailsId = useId()

  const close = useCallback(() => {
    const dialog = dialogRef.current
    if (dialog?.open) dialog.close()
  }, [])

  // Mounted once the delay is over: opens at once, unless the visitor has something else open, as a tap made while
  // the page was loading may have just done. Then it waits until that closes (or goes with a navigation), rather
  // than take the focus from a visitor who is typing or choosing, and cover it.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog || dialog.open) return
    let timer: number | undefined
    const openWhenAlone = () => {
      if (somethingElseOpen(dialog)) {
        timer = window.setTimeout(openWhenAlone, BUSY_RECHECK_MS)
        return
      }
      returnFocus.current = document.activeElement
      dialog.showModal()
      // The title takes the focus, not the close button: no focus ring pulling the eye to the X
      // before the visitor has read the two choices; Tab goes on to the buttons.
      titleRef.current?.focus()
    }
    openWhenAlone()
    return () => window.clearTimeout(timer)
  }, [])

  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const onClose = () => {
      const target = returnFocus.current
      if (target instanceof HTMLElement && target !== document.body) target.focus()
    }
    dialog.addEventListener('close', onClose)
    return () => dialog.removeEventListener('close', onClose)
  }, [])

  const choose = (choice: ConsentChoice) => {
    keepChoice(CONSENT_STORAGE_KEY, choice)
    close()
  }

  // Tab and Shift+Tab cycle inside the dialog instead of leaving it for the browser's toolbar.
  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab') return
    const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')].filter(
      (element) => element.offsetParent !== null,
    )
    const first = focusable[0]
    const last = focusable[focusable.length - 1]
    if (!first || !last) return
    const onEdge = document.activeElement === first || !focusable.includes(document.activeElement as HTMLElement)
    if (event.shiftKey && onEdge) {
      event.preventDefault()
      last.focus()
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault()
      first.focus()
    }
  }

  // A click on the dialog element itself (not its content) is a click on the backdrop.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) close()
  }

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a backdrop click (Escape does it from the keyboard) and the modal's Tab trap
    <dialog
      ref={dialogRef}
      className={`${dialogStyles.dialog} ${styles.dialog}`}
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClick={onDialogClick}
      onKeyDown={onKeyDown}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <span className={styles.icon}>
            <Icon name="cookie" size={22} />
          </span>
          <h2 ref={titleRef} id={titleId} className={styles.title} tabIndex={-1}>
            {texts.titulo}
          </h2>
          <button type="button" className={dialogStyles.close} onClick={close} aria-label={texts.fechar}>
            <Icon name="x" size={20} />
          </button>
        </div>
        <p id={textId} className={dialogStyles.text}>
          {/* Following it closes the dialog (no choice stored, as with X): a modal left open over the policy would block the page. */}
          {texts.texto}{' '}
          <a href="/politica-cookies" onClick={close}>
            {texts.linkPolitica}
          </a>
        </p>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={details}
          aria-controls={detailsId}
          onClick={() => setDetails((open) => !open)}
        >
          {details ? texts.ocultarDetalhes : texts.detalhes}
        </button>
        <ul id={detailsId} className={styles.details} hidden={!details}>
          {texts.categorias.map((category) => (
            <li key={category.id}>
              <strong>{category.nome}</strong>{' '}
              <span className={styles.duration}>
                <span className="sr-only">, </span>
                {category.duracao}
              </span>
              <span className={styles.description}>{category.descricao}</span>
            </li>
          ))}
        </ul>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={() => choose('rejected')}>
            {texts.recusar}
          </button>
          <button type="button" className={buttons.primary} onClick={() => choose('accepted')}>
            {texts.aceitar}
          </button>
        </div>
      </div>
    </dialog>
  )
}
