// The characters the site's web font carries. Portuguese needs Basic Latin and Latin-1 (accents, ç, º/ª, «»), plus
// typographic punctuation, the euro sign and a few symbols; anything else falls back, by unicode-range, to the
// metric-matched "Inter Fallback" without moving a line.
import fs from 'node:fs'
import subsetFont from 'subset-font'

/** The site's font, as @fontsource ships it (variable weight axis, latin). */
export const FONT_SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'
export const FONT_SUBSET_FILE = 'renderer/styles/fonts/inter-latin-wght-subset.woff2'

/** Code point ranges, inclusive. */
const FONT_RANGES: readonly (readonly [number, number])[] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2192, 0x2192],
  [0x2212, 0x2212],
]

/** The weight axis the subset keeps: the CSS uses 400 (text) to 800 (display figures). */
export const FONT_WEIGHTS = { min: 400, max: 800 } as const

/** The @font-face font-weight of the subset (renderer/styles/base.css must say the same). */
export function fontWeightRange(): string {
  return `${FONT_WEIGHTS.min} ${FONT_WEIGHTS.max}`
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, '0')

/** The @font-face unicode-range of the subset (renderer/styles/base.css must say the same). */
export function fontUnicodeRange(): string {
  return FONT_RANGES.map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`)).join(', ')
}

export function fontSubsetText(): string {
  return FONT_RANGES.flatMap(([from, to]) =>
    Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
  ).join('')
}

export async function buildFontSubset(source = fs.readFileSync(FONT_SOURCE)): Promise<Buffer> {
  return subsetFont(source, fontSubsetText(), {
    targetFormat: 'woff2',
    // Glyphs only reachable through optional OpenType features are dropped.
    noLayoutClosure: true,
    variationAxes: { wght: { min: FONT_WEIGHTS.min, max: FONT_WEIGHTS.max } },
  })
}
