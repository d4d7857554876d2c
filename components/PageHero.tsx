import type { ReactNode } from 'react'
import styles from './PageHero.module.css'

/** The size every hero illustration is drawn at (schemas/common.schema.json, ilustracao). */
const ILLUSTRATION = { width: 560, height: 440 }

/**
 * Top of an inner page: eyebrow, the page's H1, a lead and its calls to action. With an
 * illustration, wide screens show it to the right of the text; phones and tablets keep the text
 * alone, and never download it (a lazy image that is not displayed is not fetched).
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  illustration,
  children,
}: {
  eyebrow?: string
  title: string
  lead?: string
  illustration?: string
  children?: ReactNode
}) {
  return (
    <div className={styles.hero}>
      <div className={illustration ? `container ${styles.split}` : 'container'}>
        <div className={styles.inner}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
          {children ? <div className={`${styles.actions} stack-below-30rem`}>{children}</div> : null}
        </div>
        {illustration ? (
          <img
            className={styles.illustration}
            src={illustration}
            width={ILLUSTRATION.width}
            height={ILLUSTRATION.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
    </div>
  )
}
