import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import {
  createContext,
  useCallback,
  useContext,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from 'react'
import { Icon } from '../Icon.tsx'
import { prefersReducedMotion } from '../prefersReducedMotion.ts'
import { useNearViewport } from '../useNearViewport.ts'
import styles from './Carousel.module.css'
import { useLazyEmbla } from './useLazyEmbla.ts'

type EmblaApi = EmblaCarouselType | undefined

/** Every carousel's slide duration and drag threshold. */
export const CAROUSEL_DEFAULTS = { duration: 25, dragThreshold: 10 } as const

interface CarouselContextValue {
  viewportRef: (viewport: HTMLElement | null) => void
  api: EmblaApi
  scrollPrev: () => void
  scrollNext: () => void
  canScrollPrev: boolean
  canScrollNext: boolean
}

const CarouselContext = createContext<CarouselContextValue | null>(null)

export function useCarousel(): CarouselContextValue {
  const context = useContext(CarouselContext)
  if (!context) throw new Error('useCarousel must be used within a <Carousel />')
  return context
}

/** What `read` gets from Embla, read again on each of its 'select' and 'reInit' events; `before` until Embla runs. */
function useEmblaState<T>(api: EmblaApi, read: (embla: NonNullable<EmblaApi>) => T, before: T): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return () => {}
      api.on('select', onChange).on('reInit', onChange)
      return () => {
        api.off('select', onChange).off('reInit', onChange)
      }
    },
    [api],
  )
  return useSyncExternalStore(
    subscribe,
    () => (api ? read(api) : before),
    () => before,
  )
}

/**
 * Embla carousel. Slides are plain HTML in the prerendered page; Embla's code loads when the
 * carousel nears the screen or the visitor reaches it (focus, pointer), then takes over.
 * Arrow keys move it; the buttons are disabled at the ends unless it loops.
 */
export function Carousel({
  options,
  label,
  children,
}: {
  options?: EmblaOptionsType
  label: string
  children: ReactNode
}) {
  const regionRef = useRef<HTMLDivElement>(null)
  const near = useNearViewport(regionRef)
  const [reached, setReached] = useState(false)
  const reach = useCallback(() => setReached(true), [])
  const [viewportRef, api] = useLazyEmbla({ ...CAROUSEL_DEFAULTS, align: 'start', ...options }, near || reached)
  const canScrollPrev = useEmblaState(api, (embla) => embla.canScrollPrev(), Boolean(options?.loop))
  const canScrollNext = useEmblaState(api, (embla) => embla.canScrollNext(), true)
  // With reduced motion the buttons and arrow keys jump to the next slide instead of gliding.
  const scrollPrev = useCallback(() => api?.scrollPrev(prefersReducedMotion()), [api])
  const scrollNext = useCallback(() => api?.scrollNext(prefersReducedMotion()), [api])
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault()
      scrollPrev()
    } else if (event.key === 'ArrowRight') {
      event.preventDefault()
      scrollNext()
    }
  }
  return (
    <CarouselContext.Provider value={{ viewportRef, api, scrollPrev, scrollNext, canScrollPrev, canScrollNext }}>
      <div
        ref={regionRef}
        className={styles.carousel}
        role="region"
        aria-roledescription="carrossel"
        aria-label={label}
        data-ready={api ? 'true' : undefined}
        onKeyDownCapture={onKeyDown}
        onFocusCapture={reach}
        onPointerEnter={reach}
      >
        {children}
      </div>
    </CarouselContext.Provider>
  )
}

export function CarouselContent({ children }: { children: ReactNode }) {
  const { viewportRef } = useCarousel()
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the carousel's keyboard stop: arrow keys move it
    <div className={styles.viewport} ref={viewportRef} tabIndex={0}>
      <div className={styles.container}>{children}</div>
    </div>
  )
}

export function CarouselItem({ children, label }: { children: ReactNode; label: string }) {
  return (
    <div className={styles.slide} role="group" aria-roledescription="slide" aria-label={label}>
      {children}
    </div>
  )
}

export function CarouselPrevious({ label }: { label: string }) {
  const { scrollPrev, canScrollPrev } = useCarousel()
  return (
    <button type="button" className={styles.button} onClick={scrollPrev} disabled={!canScrollPrev} aria-label={label}>
      <Icon name="chevron-left" size={20} />
    </button>
  )
}

export function CarouselNext({ label }: { label: string }) {
  const { scrollNext, canScrollNext } = useCarousel()
  return (
    <button type="button" className={styles.button} onClick={scrollNext} disabled={!canScrollNext} aria-label={label}>
      <Icon name="chevron-right" size={20} />
    </button>
  )
}

export function CarouselControls({ children }: { children: ReactNode }) {
  return <div className={styles.controls}>{children}</div>
}
