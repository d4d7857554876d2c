import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildFontSubset, FONT_SUBSET_FILE, fontSubsetText, fontUnicodeRange } from '../../../lib/fonts/fontSubset.ts'

describe('web font subset', () => {
  it('is up to date with lib/fonts/fontSubset.ts (npm run gen:font)', async () => {
    expect((await buildFontSubset()).equals(fs.readFileSync(FONT_SUBSET_FILE))).toBe(true)
  })

  it('is declared in base.css with the same unicode-range', () => {
    const css = fs.readFileSync('renderer/styles/base.css', 'utf8')
    expect(css).toContain('fonts/inter-latin-wght-subset.woff2')
    expect(css).toContain(`unicode-range: ${fontUnicodeRange()};`)
  })

  it('covers Portuguese: accents, cedilla, ordinals, typographic quotes and dashes', () => {
    const text = fontSubsetText()
    for (const char of 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇºª«»“”‘’–—…€R$') expect(text).toContain(char)
  })
})
