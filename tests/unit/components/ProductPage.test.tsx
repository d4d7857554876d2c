// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { ProductPage } from '../../../components/product/ProductPage.tsx'
import { buildProductPageData } from '../../../lib/pageData/buildProductPageData.ts'

const data = buildProductPageData('/residencial')
const block = (tipo: 'cards' | 'chamada') => {
  const section = data.sections.find((candidate) => candidate.tipo === tipo)
  if (!section) throw new Error(`/residencial sem bloco '${tipo}'`)
  return section
}

afterEach(cleanup)

// A 'chamada' band has no tone of its own (null); the sections around it alternate.
describe.each([
  { blocks: ['cards', 'cards', 'cards'], tones: ['default', 'alt', 'default'] },
  { blocks: ['cards', 'chamada', 'cards', 'cards'], tones: ['default', null, 'default', 'alt'] },
  { blocks: ['cards', 'cards', 'chamada', 'cards'], tones: ['default', 'alt', null, 'default'] },
] as const)('product page sections $blocks', ({ blocks, tones }) => {
  it("alternate their background, starting again after a 'chamada'", () => {
    const sections = blocks.map((tipo, index) => ({ ...block(tipo), id: `bloco-${index}` }))
    const { container } = render(<ProductPage data={{ ...data, sections }} />)
    const shown = sections.map((section) => container.querySelector(`#${section.id}`)?.getAttribute('data-tone'))
    expect(shown).toEqual(tones)
  })
})
