/**
 * Before a menu inside `container` hides: if the focus is in it (not on `button` already), move the
 * focus to `button`, instead of letting it fall back to the start of the page with the hidden list.
 */
export function restoreFocus(container: HTMLElement | null, button: HTMLElement | null): void {
  const active = document.activeElement
  if (container?.contains(active) && active !== button) button?.focus()
}
