// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { useNearViewport } from '../../../components/useNearViewport.ts'

/** An IntersectionObserver the test drives: `report(true)` says the block is within the margin. */
class FakeObserver {
  static last: FakeObserver | undefined
  margin: string
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    options?: { rootMargin?: string },
  ) {
    this.margin = options?.rootMargin ?? ''
    FakeObserver.last = this
  }
  observe() {}
  disconnect() {}
  report(isIntersecting: boolean) {
    act(() => this.callback([{ isIntersecting }]))
  }
}

/** Where the block sits, as getBoundingClientRect reports it, in an 800 px tall window. */
let blockTop = 0
function Block() {
  const ref = useRef<HTMLDivElement>(null)
  const near = useNearViewport(ref, '400px')
  return (
    <div ref={ref} data-testid="block">
      {near ? 'carregado' : 'Carregando mapa'}
    </div>
  )
}

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y
    window.dispatchEvent(new Event('scroll'))
  })
}

const realBoundingClientRect = Element.prototype.getBoundingClientRect
beforeEach(() => {
  Object.assign(window, {
    IntersectionObserver: FakeObserver,
    innerHeight: 800,
    innerWidth: 390,
    scrollY: 0,
    scrollX: 0,
  })
  Element.prototype.getBoundingClientRect = function () {
    return {
      top: blockTop,
      bottom: blockTop + 500,
      left: 0,
      right: 390,
      width: 390,
      height: 500,
      x: 0,
      y: blockTop,
      toJSON() {},
    }
  }
})
afterEach(() => {
  cleanup()
  Element.prototype.getBoundingClientRect = realBoundingClientRect
})

describe('useNearViewport', () => {
  it('a block just below the first screen waits for the visitor to scroll: it is not part of the initial load', () => {
    blockTop = 900
    render(<Block />)
    expect(FakeObserver.last?.margin).toBe('400px')
    FakeObserver.last?.report(true)
    expect(screen.getByTestId('block').textContent).toBe('Carregando mapa')
    scrollTo(40)
    expect(screen.getByTestId('block').textContent).toBe('carregado')
  })

  it('a block on the first screen loads at once', () => {
    blockTop = 700
    render(<Block />)
    FakeObserver.last?.report(true)
    expect(screen.getByTestId('block').textContent).toBe('carregado')
  })

  it('after a scroll the margin is a head start: the block loads as it comes within 400 px', () => {
    blockTop = 3000
    render(<Block />)
    FakeObserver.last?.report(false)
    scrollTo(1500)
    expect(screen.getByTestId('block').textContent).toBe('Carregando mapa')
    FakeObserver.last?.report(true)
    expect(screen.getByTestId('block').textContent).toBe('carregado')
  })

  it('a page opened already scrolled (an anchor in the address) uses the margin from the start', () => {
    blockTop = 900
    window.scrollY = 200
    render(<Block />)
    FakeObserver.last?.report(true)
    expect(screen.getByTestId('block').textContent).toBe('carregado')
  })

  it('a window made taller so the block shows loads it without a scroll', () => {
    blockTop = 900
    render(<Block />)
    FakeObserver.last?.report(true)
    expect(screen.getByTestId('block').textContent).toBe('Carregando mapa')
    act(() => {
      window.innerHeight = 1000
      window.dispatchEvent(new Event('resize'))
    })
    expect(screen.getByTestId('block').textContent).toBe('carregado')
  })
})
