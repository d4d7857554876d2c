// https://vike.dev/onHydrationEnd
/** Marks the document once React has hydrated: tests and progressive-enhancement CSS read it. */
export function onHydrationEnd(): void {
  document.documentElement.dataset.hydrated = 'true'
}
