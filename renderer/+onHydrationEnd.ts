// https://vike.dev/onHydrationEnd
import { renderSkippedBlocks } from '../lib/navigation/renderSkippedBlocks.ts'

/**
 * Marks the document once React has hydrated (tests and progressive-enhancement CSS read it), then
 * renders the blocks that skipped their rendering at load, while the browser is idle.
 */
export function onHydrationEnd(): void {
  document.documentElement.dataset.hydrated = 'true'
  void renderSkippedBlocks()
}
