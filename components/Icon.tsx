import type { IconId } from '../lib/icons/iconRegistry.ts'
// A hashed asset: cached for a year like the scripts, never revalidated when a dialog or a
// client-rendered page draws an icon the page had not used yet.
import ICON_SPRITE_URL from '../lib/icons/sprite.svg?url'

/**
 * An outline icon from the site's sprite (lib/icons/sprite.svg, built from Lucide): no icon code
 * ships in the JavaScript bundle. Decorative: hidden from assistive technology.
 */
export function Icon({
  name,
  size = 24,
  className,
  strokeWidth = 1.75,
}: {
  name: IconId
  size?: number
  className?: string | undefined
  strokeWidth?: number
}) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  )
}
