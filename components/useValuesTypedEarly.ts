import { useEffect, useEffectEvent, type RefObject } from 'react'

export type EarlyField = HTMLInputElement | HTMLTextAreaElement

/** Whether the visitor changed `field` since it was prerendered (its HTML attributes hold that value). */
function changedSincePrerender(field: EarlyField): boolean {
  if (field instanceof HTMLInputElement && field.type === 'radio') return field.checked && !field.defaultChecked
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}

/**
 * On a slow phone the prerendered fields take typing, ticks and choices before React has taken
 * over the page (or, for a form whose code loads later, before that code has arrived). React
 * hydrates them without reading them: its state keeps the prerendered value while the field shows
 * what the visitor did, so figures and checks disagree with the screen, and the next render puts
 * the prerendered value back. Right after hydration, `adopt` is called once with each field inside
 * `container` the visitor changed, in document order (a radio group: its newly chosen button).
 */
export function useValuesTypedEarly(container: RefObject<HTMLElement | null>, adopt: (field: EarlyField) => void) {
  const adoptField = useEffectEvent(adopt)
  useEffect(() => {
    for (const field of container.current?.querySelectorAll<EarlyField>('input, textarea') ?? []) {
      if (changedSincePrerender(field)) adoptField(field)
    }
    // Once, on mount: from then on every change goes through the fields' onChange.
  }, [container])
}
