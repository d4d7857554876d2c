import { Icon } from '../Icon.tsx'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'

/**
 * The coming-soon accessibility button (disabled, with the badge 'em breve'), in the top bar from
 * tablet width and in the phone menu below it. It stays focusable and is described by its hint;
 * each place styles it and shows the hint its own way (tooltip or written out).
 */
export function AccessibilityButton({
  texts,
  describedBy,
  iconSize,
  classNames,
}: {
  texts: LayoutData['texts']['barraSuperior']
  describedBy: string
  iconSize: number
  classNames: { button?: string; label?: string; badge?: string }
}) {
  return (
    <button
      type="button"
      className={classNames.button}
      aria-disabled="true"
      aria-describedby={describedBy}
      onClick={(event) => {
        event.preventDefault()
        // A tap focuses it, so a tablet (nothing hovers; Safari does not focus a tapped button) shows the tooltip too.
        event.currentTarget.focus()
      }}
    >
      <Icon name="accessibility" size={iconSize} />
      {classNames.label ? <span className={classNames.label}>{texts.acessibilidade}</span> : texts.acessibilidade}
      <span className={classNames.badge}>{texts.emBreve}</span>
    </button>
  )
}
