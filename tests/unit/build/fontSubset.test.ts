import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildFontSubset, FONT_SUBSET_FILE, fontSubsetText, fontUnicodeRange, fontWeightRange, FONT_WEIGHTS } from '../../../lib/fonts/fontSubset.ts'

describe('web font subset', () => {
  it('is up to date with lib/fonts/fontSubset.ts (npm run gen:font)', async () => {
    expect((await buildFontSubset()).equals(fs.readFileSync(FONT_SUBSET_FILE))).toBe(true)
  })

  it('is declared in base.css with the same unicode-range and weight range', () => {
    const css = fs.readFileSync('renderer/styles/base.css', 'utf8')
    expect(css).toContain('fonts/inter-latin-wght-subset.woff2')
    expect(css).toContain(`unicode-range: ${fontUnicodeRange()};`)
    expect(css).toContain(`font-weight: ${fontWeightRange()};`)
  })

  it('keeps every weight the stylesheets ask for', () => {
    const dirs = ['renderer', 'components', 'pages']
    const files = dirs.flatMap((dir) => fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.css')).map((f) => `${dir}/${f}`))
    const weights = files.flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/font-weight:\s*(\d+)\s*;/g)].map((m) => Number(m[1])))
    expect(weights.length).toBeGreaterThan(10)
    for (const weight of weights) {
      expect(weight).toBeGreaterThanOrEqual(FONT_WEIGHTS.min)
      expect(weight).toBeLessThanOrEqual(FONT_WEIGHTS.max)
    }
  })

  it('covers Portuguese: accents, cedilla, ordinals, typographic quotes and dashes', () => {
    const text = fontSubsetText()
    for (const char of 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇºª«»“”‘’–—…€R$') expect(text).toContain(char)
  })
})
