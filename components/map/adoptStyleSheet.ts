/**
 * A library's stylesheet that travels with the map's lazy chunk instead of weighing on every
 * page's render-blocking CSS. A constructed sheet (not a <style> element) keeps the strict CSP.
 */
export function adoptStyleSheet(css: string): void {
  const sheet = new CSSStyleSheet()
  sheet.replaceSync(css)
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet]
}
