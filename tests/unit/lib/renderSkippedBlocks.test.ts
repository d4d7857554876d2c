// @vitest-environment jsdom
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  DEFERRED_ATTRIBUTE,
  RENDERED_ATTRIBUTE,
  renderSkippedBlocks,
} from '../../../lib/navigation/renderSkippedBlocks.ts'

/** A scheduler the test steps by hand: each idle period and each frame waits for `step()`. */
function manualScheduler() {
  const waiting: (() => void)[] = []
  const wait = () => new Promise<void>((resolve) => waiting.push(resolve))
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0))
  return {
    scheduler: { idle: wait, frame: wait },
    async step() {
      waiting.shift()?.()
      await flush()
    },
  }
}

const rendered = (root: ParentNode) =>
  [...root.querySelectorAll(`[${RENDERED_ATTRIBUTE}]`)].map((element) => element.id)

describe('renderSkippedBlocks', () => {
  it('renders the skipped blocks one per idle period and frame, from the top down, and leaves other elements alone', async () => {
    document.body.innerHTML = `<section id="a" ${DEFERRED_ATTRIBUTE}></section><div id="plain"></div><section id="b" ${DEFERRED_ATTRIBUTE}></section><footer id="c" ${DEFERRED_ATTRIBUTE}></footer>`
    const manual = manualScheduler()
    let done = false
    void renderSkippedBlocks(document, manual.scheduler).then(() => (done = true))
    await manual.step() // idle
    expect(rendered(document)).toEqual(['a'])
    await manual.step() // frame: nothing more until the next idle period
    expect(rendered(document)).toEqual(['a'])
    await manual.step()
    expect(rendered(document)).toEqual(['a', 'b'])
    await manual.step()
    await manual.step()
    expect(rendered(document)).toEqual(['a', 'b', 'c'])
    expect(done).toBe(false)
    await manual.step()
    await manual.step()
    expect(done).toBe(true)
    expect(document.getElementById('plain')?.hasAttribute(RENDERED_ATTRIBUTE)).toBe(false)
  })
})

// The attributes are written in the components and read by the stylesheet: a rename in one place
// would leave the blocks skipped for good, out of the accessibility tree.
describe('the deferred-render attributes', () => {
  // A path, not a URL: under jsdom, URL is jsdom's, which node:fs does not take.
  const read = (file: string) => fs.readFileSync(path.join(import.meta.dirname, '../../..', file), 'utf8')
  const css = read('renderer/styles/base.css')

  it.each(['components/Section.tsx', 'components/layout/Footer.tsx'])('%s marks its block', (component) => {
    expect(read(component)).toContain(`${DEFERRED_ATTRIBUTE}=""`)
  })

  it('the stylesheet skips a marked block and renders it once rendered', () => {
    expect(css).toMatch(new RegExp(`\\[${DEFERRED_ATTRIBUTE}\\]\\s*\\{\\s*content-visibility: auto;`))
    expect(css).toMatch(
      new RegExp(`\\[${DEFERRED_ATTRIBUTE}\\]\\[${RENDERED_ATTRIBUTE}\\][^{]*\\{\\s*content-visibility: visible;`),
    )
  })

  // A component's own rule would win over the global one (unlayered over @layer base) and keep
  // the block skipped whatever the attributes say.
  it.each(['components/Section.module.css', 'components/layout/Footer.module.css'])(
    '%s leaves the skipping to the stylesheet',
    (stylesheet) => {
      const own = read(stylesheet)
      expect(own).not.toContain('content-visibility')
      expect(own).toMatch(/contain-intrinsic-size: auto \d+rem/)
    },
  )
})
