import { Icon } from '../Icon.tsx'
import { useEffect, useRef, useState, type MouseEvent } from 'react'
import { buildShareLinks, SHARE_POPUP_FEATURES } from '../../lib/blog/buildShareLinks.ts'
import { ExternalLink } from '../ExternalLink.tsx'
import { SocialIcon } from '../SocialIcon.tsx'
import styles from './ShareButtons.module.css'

/** How long 'Copiado!' shows after the link is copied. */
const COPIED_RESET_MS = 2000

export function ShareButtons({
  url,
  title,
  texts,
}: {
  url: string
  title: string
  texts: { compartilhar: string; compartilharEm: string; copiarLink: string; copiado: string }
}) {
  const [copied, setCopied] = useState(false)
  const timer = useRef<number | undefined>(undefined)
  useEffect(() => () => window.clearTimeout(timer.current), [])
  const openPopup = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    window.open(event.currentTarget.href, '_blank', SHARE_POPUP_FEATURES)
  }
  const copy = async (button: HTMLButtonElement) => {
    try {
      // Copied already, inside the tap held before the page was ready (lib/build/client/hydrateAfterPaint.js).
      if (button.hasAttribute('data-copied')) button.removeAttribute('data-copied')
      else await navigator.clipboard.writeText(url)
      setCopied(true)
      window.clearTimeout(timer.current)
      timer.current = window.setTimeout(() => setCopied(false), COPIED_RESET_MS)
    } catch (error) {
      console.error('Erro ao copiar link:', error)
    }
  }
  return (
    <div className={styles.share}>
      <p className={styles.title}>{texts.compartilhar}</p>
      <ul className={styles.list} role="list">
        {buildShareLinks(url, title).map((link) => (
          <li key={link.network}>
            <ExternalLink
              href={link.href}
              className={styles.button}
              onClick={openPopup}
              aria-label={`${texts.compartilharEm} ${link.label}`}
              data-network={link.network}
            >
              <SocialIcon network={link.network} size={18} />
            </ExternalLink>
          </li>
        ))}
        <li>
          <button
            type="button"
            className={styles.copy}
            data-copy={url}
            onClick={(event) => void copy(event.currentTarget)}
          >
            {copied ? <Icon name="check" size={18} /> : <Icon name="link" size={18} />}
            <span aria-live="polite">{copied ? texts.copiado : texts.copiarLink}</span>
          </button>
        </li>
      </ul>
    </div>
  )
}
