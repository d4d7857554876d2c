/**
 * The address networks fetch to preview a page. WebP is what the pages show, but LinkedIn (the
 * blog's own share button) and older WhatsApp and e-mail clients do not preview it: a WebP image
 * is shared as a JPEG copy beside it, which the build writes (lib/build/writeShareImages.ts).
 */
export function shareImagePath(image: string): string {
  return image.replace(/\.webp$/i, '.jpg')
}
