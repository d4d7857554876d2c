import type { ReactNode } from 'react'
import styles from './Section.module.css'

/** A page section with an optional anchor id, heading and lead paragraph. */
export function Section({
  id,
  title,
  lead,
  children,
  tone = 'default',
  headingLevel = 2,
}: {
  id?: string
  title?: string
  lead?: string
  children: ReactNode
  tone?: 'default' | 'alt'
  headingLevel?: 2 | 3
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const headingId = id ? `${id}-titulo` : undefined
  return (
    // data-deferred-render: rendered once the page is idle (lib/navigation/renderSkippedBlocks.ts).
    <section
      id={id}
      className={styles.section}
      data-tone={tone}
      aria-labelledby={title ? headingId : undefined}
      data-deferred-render=""
    >
      <div className="container">
        {title ? (
          <header className={styles.header}>
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </header>
        ) : null}
        {children}
      </div>
    </section>
  )
}
