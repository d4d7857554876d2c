import { createHash } from 'node:crypto'
import type { ShareCard } from './buildShareCard.ts'

/** Where the built site keeps the cards. */
export const SHARE_CARD_DIR = '/og/'

/**
 * The card's address, `/og/{id}.{hash}.png`: a hash of its texts and of the design's fingerprint
 * (lib/shareCard/readShareCardDesign.ts), so a page names its card without drawing it and a changed
 * card gets a new address, which networks that cached the old one fetch anew.
 */
export function shareCardPath(card: ShareCard, designFingerprint: string): string {
  const hash = createHash('sha256').update(designFingerprint).update('\0')
  // Keys in one order, whichever order the texts were built in.
  hash.update(JSON.stringify(card.texts, Object.keys(card.texts).sort()))
  return `${SHARE_CARD_DIR}${card.id}.${hash.digest('hex').slice(0, 12)}.png`
}
