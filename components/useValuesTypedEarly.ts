import { useEffect, useEffectEvent, type RefObject } from 'react'

export type EarlyField = HTMLInputElement | HTMLTextAreaElement

/** Whether the visitor changed `field` since it was prerendered (its HTML attributes hold that value). */
function changedSincePrerender(field: EarlyField): boolean {
  if (field instanceof HTMLInputElement && field.type === 'radio') return field.checked && !field.defaultChecked
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked !== field.defaultChecked
  return field.value !== field.defaultValue
}

/**
 * React hydrates prerendered fields without reading them, so what a visitor typed or chose before it
 * took over would be overwritten. Right after hydration, `adopt` gets each field in `container` the
 * visitor changed, in document order (for a radio group, its newly chosen button).
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
