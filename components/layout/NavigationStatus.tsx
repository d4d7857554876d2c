import { useEffect, useSyncExternalStore } from 'react'
import { navigate } from 'vike/client/router'
import {
  loadingTextFor,
  navigationStatus,
  subscribeNavigationStatus,
  type LoadingTexts,
  type NavigationStatusSnapshot,
} from '../../lib/navigation/navigationStatus.ts'
import { checkLinksBeforeLeaving } from '../../lib/navigation/checkLinksBeforeLeaving.ts'
import { guardScriptedPageLoads } from '../../lib/navigation/guardScriptedPageLoads.ts'
import { Icon } from '../Icon.tsx'
import styles from './NavigationStatus.module.css'

const serverStatus: NavigationStatusSnapshot = { pendingPath: null, offline: false }
const serverSnapshot = () => serverStatus

/**
 * 'Carregando posts...' and the like, with a spinner, while a slow client-side navigation waits
 * for its page; 'Sem conexão…' when a link was held back because the browser is offline, or the
 * next page failed or did not arrive.
 */
export function NavigationStatus({ texts }: { texts: LoadingTexts }) {
  const { pendingPath: path, offline } = useSyncExternalStore(
    subscribeNavigationStatus,
    navigationStatus,
    serverSnapshot,
  )
  useEffect(() => {
    const stopChecking = checkLinksBeforeLeaving(navigate)
    const unguard = guardScriptedPageLoads()
    return () => {
      stopChecking()
      unguard()
    }
  }, [])
  const active = offline || path !== null
  // The live region is always in the page, so the text is announced when it appears.
  return (
    <div className={styles.status} role="status" data-active={active ? 'true' : 'false'}>
      {offline ? (
        <span className={`${styles.pill} ${styles.offline}`}>
          <Icon name="wifi-off" className={styles.icon} />
          {texts.semConexao}
        </span>
      ) : path !== null ? (
        <span className={styles.pill}>
          <span className={styles.spinner} aria-hidden="true" />
          {loadingTextFor(path, texts)}
        </span>
      ) : null}
    </div>
  )
}
