import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE } from '../../../lib/navigation/layOutEverySection.ts'
import { DEFERRED_ATTRIBUTE } from '../../../lib/navigation/renderSkippedBlocks.ts'

// The attribute is set in three places that cannot share a constant (a stylesheet, a script that is
// not bundled, the app): a rename in one of them would leave anchors and restored positions off.
describe('the full-layout attribute', () => {
  const read = (file: string) => fs.readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')

  it('is the one the stylesheet turns skipping off with', () => {
    expect(read('renderer/styles/base.css')).toContain(
      `:root[${FULL_LAYOUT_ATTRIBUTE}='${FULL_LAYOUT_VALUE}'] [${DEFERRED_ATTRIBUTE}]`,
    )
  })

  it('is the one the page loader sets on a reload or a history navigation', () => {
    expect(read('lib/build/client/hydrateAfterPaint.js')).toContain(
      `root.setAttribute('${FULL_LAYOUT_ATTRIBUTE}', '${FULL_LAYOUT_VALUE}')`,
    )
  })
})
