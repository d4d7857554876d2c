// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/**
 * Embla measures the layout, which jsdom does not have, so the carousel's module is a fake: the test decides where
 * the carousel stands and records what the component asks of it. Playwright exercises the real Embla on /empresas.
 * jsdom has no IntersectionObserver either, so the carousel counts as near the screen at once.
 */
type Listener = (api: FakeEmbla) => void
interface FakeEmbla {
  canPrev: boolean
  canNext: boolean
  listeners: Map<string, Set<Listener>>
  canScrollPrev: () => boolean
  canScrollNext: () => boolean
  scrollPrev: ReturnType<typeof vi.fn>
  scrollNext: ReturnType<typeof vi.fn>
  on: (event: string, listener: Listener) => FakeEmbla
  off: (event: string, listener: Listener) => FakeEmbla
  emit: (event: string) => void
  destroy: ReturnType<typeof vi.fn>
}

function createFakeEmbla(canPrev: boolean, canNext: boolean): FakeEmbla {
  const api: FakeEmbla = {
    canPrev,
    canNext,
    listeners: new Map(),
    canScrollPrev: () => api.canPrev,
    canScrollNext: () => api.canNext,
    scrollPrev: vi.fn(),
    scrollNext: vi.fn(),
    on(event, listener) {
      if (!api.listeners.has(event)) api.listeners.set(event, new Set())
      api.listeners.get(event)?.add(listener)
      return api
    },
    off(event, listener) {
      api.listeners.get(event)?.delete(listener)
      return api
    },
    emit(event) {
      for (const listener of api.listeners.get(event) ?? []) listener(api)
    },
    destroy: vi.fn(),
  }
  return api
}

const embla = vi.hoisted(() => ({ api: undefined as unknown, options: [] as unknown[], viewports: [] as unknown[] }))
vi.mock('embla-carousel', () => ({
  default: (viewport: unknown, options: unknown) => {
    embla.viewports.push(viewport)
    embla.options.push(options)
    return embla.api
  },
}))

const { CAROUSEL_DEFAULTS, Carousel, CarouselContent, CarouselItem, CarouselNext, CarouselPrevious, useCarousel } =
  await import('../../../components/carousel/Carousel.tsx')

function renderCarousel(options?: { loop?: boolean }) {
  return render(
    <Carousel label="Parceiros" options={options}>
      <CarouselContent>
        <CarouselItem label="1 / 3">Um</CarouselItem>
        <CarouselItem label="2 / 3">Dois</CarouselItem>
        <CarouselItem label="3 / 3">Três</CarouselItem>
      </CarouselContent>
      <CarouselPrevious label="Anterior" />
      <CarouselNext label="Próximo" />
    </Carousel>,
  )
}

beforeEach(() => {
  embla.api = createFakeEmbla(false, true)
  embla.options = []
  embla.viewports = []
})
afterEach(cleanup)

describe('useCarousel', () => {
  it('throws its message when used outside a <Carousel />', () => {
    // React reports the render error on the console before rethrowing it; keep the output clean.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    expect(() => renderHook(() => useCarousel())).toThrow('useCarousel must be used within a <Carousel />')
    expect(() => render(<CarouselNext label="Próximo" />)).toThrow('useCarousel must be used within a <Carousel />')
    consoleError.mockRestore()
  })

  it('gives the carousel state inside one, once Embla has loaded on its viewport', async () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Carousel label="Parceiros">
        <CarouselContent>{children}</CarouselContent>
      </Carousel>
    )
    const { result } = renderHook(() => useCarousel(), { wrapper })
    await waitFor(() => expect(result.current.api).toBe(embla.api))
    expect(embla.viewports).toEqual([screen.getByRole('region').querySelector('[tabindex="0"]')])
    expect(result.current.canScrollPrev).toBe(false)
    expect(result.current.canScrollNext).toBe(true)
  })
})

describe('Carousel', () => {
  it('passes the carousel defaults (duration 25, drag threshold 10) to Embla, with the caller options', async () => {
    expect(CAROUSEL_DEFAULTS).toEqual({ duration: 25, dragThreshold: 10 })
    renderCarousel({ loop: true })
    await waitFor(() => expect(embla.options.at(-1)).toMatchObject({ duration: 25, dragThreshold: 10, loop: true }))
  })

  it('marks itself ready once Embla runs, and destroys Embla when it unmounts', async () => {
    const api = embla.api as FakeEmbla
    const { unmount } = renderCarousel()
    const region = screen.getByRole('region', { name: 'Parceiros' })
    await waitFor(() => expect(region.getAttribute('data-ready')).toBe('true'))
    expect(embla.viewports).toHaveLength(1)
    unmount()
    expect(api.destroy).toHaveBeenCalledTimes(1)
  })

  it('disables previous at the start and next at the end when it does not loop', async () => {
    const api = createFakeEmbla(false, true)
    embla.api = api
    renderCarousel()
    const previous = screen.getByRole('button', { name: 'Anterior' })
    const next = screen.getByRole('button', { name: 'Próximo' })
    await waitFor(() => expect(screen.getByRole('region').getAttribute('data-ready')).toBe('true'))
    // data-ready comes with the render that receives Embla; the carousel listens from the effect after it.
    await waitFor(() => expect(api.listeners.get('select')?.size).toBeGreaterThan(0))
    expect(previous).toHaveProperty('disabled', true)
    expect(next).toHaveProperty('disabled', false)
    act(() => {
      api.canPrev = true
      api.canNext = false
      api.emit('select')
    })
    expect(previous).toHaveProperty('disabled', false)
    expect(next).toHaveProperty('disabled', true)
  })

  it('keeps both buttons enabled when it loops, even before Embla starts', () => {
    embla.api = undefined
    renderCarousel({ loop: true })
    expect(screen.getByRole('button', { name: 'Anterior' })).toHaveProperty('disabled', false)
    expect(screen.getByRole('button', { name: 'Próximo' })).toHaveProperty('disabled', false)
  })

  /** A looping carousel whose Embla has started, in a browser that does or does not ask for reduced motion. */
  const renderStarted = async (reduceMotion: boolean) => {
    window.matchMedia = vi.fn((query: string) => ({
      matches: reduceMotion && query.includes('prefers-reduced-motion: reduce'),
      media: query,
    })) as unknown as typeof window.matchMedia
    const api = createFakeEmbla(true, true)
    embla.api = api
    renderCarousel({ loop: true })
    const region = screen.getByRole('region', { name: 'Parceiros' })
    await waitFor(() => expect(region.getAttribute('data-ready')).toBe('true'))
    return { api, region }
  }

  it('with reduced motion the buttons and arrow keys jump instead of gliding', async () => {
    const { api, region } = await renderStarted(true)
    fireEvent.keyDown(region.querySelector('[tabindex="0"]') ?? region, { key: 'ArrowRight' })
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(api.scrollNext).toHaveBeenCalledWith(true)
    expect(api.scrollPrev).toHaveBeenCalledWith(true)
  })

  it('moves with the arrow keys and the buttons', async () => {
    const { api, region } = await renderStarted(false)
    fireEvent.keyDown(region.querySelector('[tabindex="0"]') ?? region, { key: 'ArrowRight' })
    expect(api.scrollNext).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(region.querySelector('[tabindex="0"]') ?? region, { key: 'ArrowLeft' })
    expect(api.scrollPrev).toHaveBeenCalledTimes(1)
    fireEvent.keyDown(region, { key: 'Enter' })
    expect(api.scrollNext).toHaveBeenCalledTimes(1)
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }))
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }))
    expect(api.scrollNext).toHaveBeenCalledTimes(2)
    expect(api.scrollPrev).toHaveBeenCalledTimes(2)
    expect(api.scrollNext).toHaveBeenCalledWith(false)
  })

  it('renders every slide as plain markup, labelled for screen readers', () => {
    renderCarousel()
    const region = screen.getByRole('region', { name: 'Parceiros' })
    expect(region.getAttribute('aria-roledescription')).toBe('carrossel')
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 / 3',
      '2 / 3',
      '3 / 3',
    ])
  })
})
