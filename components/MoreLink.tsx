import { Icon } from './Icon.tsx'
import styles from './MoreLink.module.css'

/**
 * A card's call to action (the card itself is the link), with its arrow after the last word, on
 * the same line as that word: as a flex row the arrow stayed at the far edge of the card when the
 * words wrapped on a narrow phone.
 */
export function MoreLink({ text, className }: { text: string; className?: string }) {
  const lastSpace = text.lastIndexOf(' ')
  return (
    <span className={className ? `${styles.more} ${className}` : styles.more}>
      {text.slice(0, lastSpace + 1)}
      <span className={styles.lastWord}>
        {text.slice(lastSpace + 1)}
        <Icon name="arrow-right" size={18} />
      </span>
    </span>
  )
}
