import { useSyncExternalStore } from 'react'
import {
  loadingTextFor,
  pendingNavigationPath,
  subscribeNavigationStatus,
  type LoadingTexts,
} from '../../lib/navigation/navigationStatus.ts'
import styles from './NavigationStatus.module.css'

const noPendingPath = () => null

/** 'Carregando posts...' and the like, with a spinner, while a slow client-side navigation waits for its page. */
export function NavigationStatus({ texts }: { texts: LoadingTexts }) {
  const path = useSyncExternalStore(subscribeNavigationStatus, pendingNavigationPath, noPendingPath)
  // The live region is always in the page, so the text is announced when it appears.
  return (
    <div className={styles.status} role="status">
      {path !== null ? (
        <span className={styles.pill}>
          <span className={styles.spinner} aria-hidden="true" />
          {loadingTextFor(path, texts)}
        </span>
      ) : null}
    </div>
  )
}
