// Regenerates the site's web font subset (lib/fonts/fontSubset.ts) after a change of its ranges.
import fs from 'node:fs'
import { buildFontSubset, FONT_SUBSET_FILE, fontUnicodeRange } from '../lib/fonts/fontSubset.ts'

const font = await buildFontSubset()
fs.writeFileSync(FONT_SUBSET_FILE, font)
console.log(
  `${FONT_SUBSET_FILE} gerado (${(font.length / 1024).toFixed(1)} KB). unicode-range para renderer/styles/base.css:\n  ${fontUnicodeRange()}`,
)
