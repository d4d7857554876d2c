import buttons from './Button.module.css'
import styles from './RetryNotice.module.css'

/**
 * What could not be loaded (the quote form's code, a post's body), said in its place, with a
 * button to try again. An alert: it replaces what the visitor was waiting for.
 */
export function RetryNotice({
  message,
  retryText,
  onRetry,
  className,
}: {
  message: string
  retryText: string
  onRetry: () => void
  className?: string
}) {
  return (
    <div className={className ? `${className} ${styles.notice}` : styles.notice} role="alert">
      <p>{message}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {retryText}
      </button>
    </div>
  )
}
