import { ICON_SPRITE_URL, type IconId } from '../lib/icons/iconRegistry.ts'

export type IconName = IconId

/**
 * An outline icon from the site's sprite (public/icons.svg, built from Lucide): no icon code
 * ships in the JavaScript bundle. Decorative: hidden from assistive technology.
 */
export function Icon({ name, size = 24, className, strokeWidth = 1.75 }: { name: IconId; size?: number; className?: string | undefined; strokeWidth?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={strokeWidth} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false" className={className}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}
