import { useEffect } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import buttons from '../../components/Button.module.css'
import { isFailedNavigation } from '../../lib/navigation/isFailedNavigation.ts'
import type { NotFoundPageData } from '../../lib/pageData/buildBasePageData.ts'
import styles from './Page.module.css'

export default function Page() {
  const pageContext = usePageContext()
  const data = pageContext.data as NotFoundPageData | undefined
  // A link, Back or Forward whose page did not arrive: the address is already that page's, so the browser loads it
  // itself, as without JavaScript (the page, or the browser's own offline page).
  const failed = isFailedNavigation(pageContext)
  useEffect(() => {
    if (failed) window.location.reload()
    else console.error('404 Error: User attempted to access non-existent route:', window.location.pathname)
  }, [failed])
  if (failed) return null
  const texts = data?.texts
  return (
    <div className={styles.wrap}>
      <div className={`container ${styles.inner}`}>
        <p className={styles.code} aria-hidden="true">
          404
        </p>
        <h1 className={styles.title} lang={texts ? texts.idioma : 'en'}>
          {texts?.mensagem ?? 'Oops! Page not found'}
        </h1>
        {texts ? <p className={styles.text}>{texts.descricao}</p> : null}
        <a href="/" className={buttons.primary} lang={texts ? texts.idioma : 'en'}>
          {texts?.link ?? 'Return to Home'}
        </a>
      </div>
    </div>
  )
}
