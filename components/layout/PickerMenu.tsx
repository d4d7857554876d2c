import { Icon } from '../Icon.tsx'
import { useCallback, useId, useRef, useState, type ReactNode } from 'react'
import { restoreFocus } from '../restoreFocus.ts'
import { useDismiss } from '../useDismiss.ts'
import styles from './PickerMenu.module.css'

export interface PickerOption {
  id: string
  label: ReactNode
  /** Plain text for screen readers and tests. */
  text: string
  disabled?: boolean
  badge?: string
  selected?: boolean
}

/**
 * A compact button that opens a list of choices (city and country pickers of the top bar).
 * Escape, a choice or a press outside closes it; when the focus was in the list, it goes back to
 * the button instead of being lost with the hidden list.
 */
export function PickerMenu({
  label,
  menuLabel,
  current,
  options,
  onChoose,
  align = 'start',
}: {
  label: string
  menuLabel: string
  current: ReactNode
  options: PickerOption[]
  onChoose: (id: string) => void
  align?: 'start' | 'end'
}) {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const triggerRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const close = useCallback(() => {
    restoreFocus(ref.current, triggerRef.current)
    setOpen(false)
  }, [])
  useDismiss(ref, open, close)
  return (
    <div className={styles.picker} ref={ref}>
      <button
        type="button"
        className={styles.trigger}
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={menuId}
        data-menu-trigger
        onClick={() => setOpen((v) => !v)}
      >
        <span className="sr-only">{label}: </span>
        {current}
        <Icon name="chevron-down" size={14} className={styles.chevron} />
      </button>
      {/* The choices exist only while open: choosing needs JavaScript anyway, and every page's HTML and first layout skip them. */}
      <ul id={menuId} className={styles.menu} data-align={align} aria-label={menuLabel} hidden={!open}>
        {(open ? options : []).map((option) => (
          <li key={option.id}>
            <button
              type="button"
              className={styles.option}
              aria-current={option.selected ? 'true' : undefined}
              disabled={option.disabled}
              onClick={() => {
                onChoose(option.id)
                close()
              }}
            >
              <span className={styles.optionLabel}>{option.label}</span>
              {option.badge ? <span className={styles.badge}>{option.badge}</span> : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
