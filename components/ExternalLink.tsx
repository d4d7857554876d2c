import type { AnchorHTMLAttributes, ReactNode } from 'react'

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink({ children, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="sr-only"> (abre em nova aba)</span>
    </a>
  )
}
