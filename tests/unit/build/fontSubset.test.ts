import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  buildFontSubset,
  FONT_SUBSET_FILE,
  fontSubsetText,
  fontUnicodeRange,
  fontWeightRange,
  FONT_WEIGHTS,
} from '../../../lib/fonts/fontSubset.ts'

describe('web font subset', () => {
  it('is up to date with lib/fonts/fontSubset.ts (npm run gen:font)', async () => {
    expect((await buildFontSubset()).equals(fs.readFileSync(FONT_SUBSET_FILE))).toBe(true)
  })

  it('is declared in base.css with the same unicode-range and weight range', () => {
    // Prettier may wrap a long declaration: compare with runs of whitespace collapsed.
    const css = fs.readFileSync('renderer/styles/base.css', 'utf8').replace(/\s+/g, ' ')
    expect(css).toContain('fonts/inter-latin-wght-subset.woff2')
    expect(css).toContain(`unicode-range: ${fontUnicodeRange()};`)
    expect(css).toContain(`font-weight: ${fontWeightRange()};`)
  })

  it('keeps every weight the stylesheets ask for', () => {
    const dirs = ['renderer', 'components', 'pages']
    const files = dirs.flatMap((dir) =>
      fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.css'))
        .map((f) => `${dir}/${f}`),
    )
    // Every font-weight and font declaration, with !important, keywords or a variable: a weight
    // the test cannot read fails it, as one outside the subset's axis does.
    const KEYWORDS: Record<string, number> = { normal: 400, bold: 700 }
    const weights: { file: string; value: string; weight: number | undefined }[] = []
    for (const file of files) {
      for (const [, property, value = ''] of fs
        .readFileSync(file, 'utf8')
        .matchAll(/(?<![\w-])(font-weight|font)\s*:\s*([^;}]+)/g)) {
        const tokens = value
          .replace(/!\s*important/, '')
          .trim()
          .split(/\s+/)
        if (property === 'font' && tokens.join(' ') === 'inherit') continue
        // In the shorthand the weight is the number before the size, or a keyword; the @font-face range has two.
        const candidates =
          property === 'font' ? tokens.filter((token) => /^\d{3}$|^bold(er)?$|^lighter$/.test(token)) : tokens
        for (const token of candidates)
          weights.push({ file, value: value.trim(), weight: /^\d+$/.test(token) ? Number(token) : KEYWORDS[token] })
      }
    }
    expect(weights.length).toBeGreaterThan(10)
    const outside = weights.filter(
      ({ weight }) => weight === undefined || weight < FONT_WEIGHTS.min || weight > FONT_WEIGHTS.max,
    )
    expect(outside, `pesos fora de ${FONT_WEIGHTS.min}–${FONT_WEIGHTS.max}`).toEqual([])
  })

  it('covers Portuguese: accents, cedilla, ordinals, typographic quotes and dashes', () => {
    const text = fontSubsetText()
    for (const char of 'áàâãéêíóôõúüçÁÀÂÃÉÊÍÓÔÕÚÇºª«»“”‘’–—…€R$') expect(text).toContain(char)
  })
})
