// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import mapTexts from 'virtual:map-texts'

/**
 * The map's code is replaced by a module whose first import fails, as offline or after a deploy
 * replaced it, and whose next one gives a stand-in map. jsdom has no IntersectionObserver, so the
 * box counts as near the screen at once; ClientOnly renders its children, as after hydration.
 */
const imports = vi.hoisted(() => ({ count: 0 }))
vi.mock('../../../components/map/CoverageMap.tsx', () => {
  imports.count += 1
  if (imports.count === 1) throw new Error('Failed to fetch dynamically imported module')
  return { default: () => <p>mapa carregado</p> }
})
vi.mock('vike-react/ClientOnly', () => ({ ClientOnly: ({ children }: { children: ReactNode }) => children }))

const { LazyMap } = await import('../../../components/map/LazyMap.tsx')

afterEach(cleanup)

describe('LazyMap', () => {
  it("says when the map's code cannot be fetched, and 'Tentar novamente' loads it", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    render(
      <LazyMap
        loadingText="Carregando mapa"
        markers={[]}
        center={{ lat: -23.55, lng: -46.63 }}
        zoom={10}
        tileUrl="https://tiles.example/{z}/{x}/{y}.png"
        attribution="Mapa"
        label="Cobertura"
      />,
    )
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', expect.stringContaining(mapTexts.erro))
    await act(async () => screen.getByRole('button', { name: mapTexts.tentarNovamente }).click())
    expect(await screen.findByText('mapa carregado')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
    expect(imports.count).toBe(2)
  })
})
