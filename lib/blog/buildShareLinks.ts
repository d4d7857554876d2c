export type ShareNetwork = 'facebook' | 'x' | 'linkedin'

export interface ShareLink {
  network: ShareNetwork
  label: string
  href: string
}

/** Share URLs carrying the post URL (and the title, for X). */
export function buildShareLinks(url: string, title: string): ShareLink[] {
  const u = encodeURIComponent(url)
  return [
    { network: 'facebook', label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: 'x',
      label: 'X (Twitter)',
      href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`,
    },
    { network: 'linkedin', label: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
}

/** The share popups' size. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer'
