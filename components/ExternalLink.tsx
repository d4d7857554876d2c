import { createContext, useContext, type AnchorHTMLAttributes, type ReactNode } from 'react'

/** What a screen reader hears after a link that opens a new tab; the layout provides it from data/interface.yaml. */
export const NewTabHintContext = createContext('')

/** A link that opens in a new tab without giving the new page access to this one. */
export function ExternalLink({
  children,
  ...props
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; children: ReactNode }) {
  const hint = useContext(NewTabHintContext)
  // An aria-label replaces the link's text, hidden hint included: it carries the hint itself.
  const label = props['aria-label'] && hint ? `${props['aria-label']} ${hint}` : props['aria-label']
  return (
    <a {...props} aria-label={label} target="_blank" rel="noopener noreferrer">
      {children}
      {hint ? <span className="sr-only"> {hint}</span> : null}
    </a>
  )
}
