/**
 * A left click without a modifier key. Ctrl/⌘/Shift/Alt-clicks (new tab, new window, download)
 * are the browser's: the site's own link handling leaves them alone.
 */
export function isPlainClick(event: {
  button: number
  ctrlKey: boolean
  metaKey: boolean
  shiftKey: boolean
  altKey: boolean
}): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey
}
