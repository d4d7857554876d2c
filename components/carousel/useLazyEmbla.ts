import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { useEffect, useEffectEvent, useState } from 'react'

/**
 * embla-carousel-react's hook, but Embla loads only once `start` is true (out of the initial JavaScript);
 * until then CSS lays out the slides as Embla's first slide, so nothing moves when it takes over.
 * Returns a ref callback for the viewport and the API once ready.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  start: boolean,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null)
  const [api, setApi] = useState<EmblaCarouselType>()
  // Read when Embla starts, as embla-carousel-react does; the carousels' options never change.
  const readOptions = useEffectEvent(() => options)
  useEffect(() => {
    if (!viewport || !start) return
    let embla: EmblaCarouselType | undefined
    let cancelled = false
    import('embla-carousel')
      .then(({ default: EmblaCarousel }) => {
        if (cancelled) return
        embla = EmblaCarousel(viewport, readOptions())
        setApi(embla)
      })
      .catch((error: unknown) => console.error('Não foi possível carregar o carrossel.', error))
    return () => {
      cancelled = true
      embla?.destroy()
      setApi(undefined)
    }
  }, [viewport, start])
  return [setViewport, api]
}
