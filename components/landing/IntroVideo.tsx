import { useEffect, useRef, useState } from 'react'
import { preload } from 'react-dom'
import { VIDEO_LOAD_TIMEOUT_MS } from '../../lib/media/videoLoadTimeout.ts'
import { Icon } from '../Icon.tsx'
import { prefersReducedMotion } from '../prefersReducedMotion.ts'
import { watchNearViewport } from '../useNearViewport.ts'
import type { HomeData } from '../../lib/types/generated/home.ts'
import styles from './IntroVideo.module.css'

type VideoState = 'idle' | 'loading' | 'ready' | 'error'

/**
 * The hero's intro video. The prerendered page shows the poster only;
 * the mp4 is attached after the page has loaded and the frame is near the screen, so it never
 * competes with first paint.
 */
/** Where the hero shows the video beside its headline (the hero's two-column breakpoint). */
const WIDE = '(min-width: 64rem)'
/** How far below the screen a scrolling visitor's video starts to load. */
const NEAR_MARGIN = '300px'

export function IntroVideo({ video }: { video: HomeData['heroi']['video'] }) {
  const [state, setState] = useState<VideoState>('idle')
  const [paused, setPaused] = useState(false)
  const videoRef = useRef<HTMLVideoElement>(null)
  const togglePlayback = () => {
    const element = videoRef.current
    if (!element) return
    if (element.paused) void element.play().catch(() => setPaused(true))
    else element.pause()
  }
  const posterSrcSet = `${video.poster.replace(/\.webp$/, '-640.webp')} 640w, ${video.poster} 1280w`
  const posterSizes = `${WIDE} 50vw, 100vw`
  // On wide screens the poster sits beside the headline, in the first screen: preload it there
  // only. On phones it is below the fold and loads lazily, leaving the bandwidth to the text.
  preload(video.poster, {
    as: 'image',
    imageSrcSet: posterSrcSet,
    imageSizes: posterSizes,
    fetchPriority: 'high',
    media: WIDE,
  })
  // The mp4 is asked for after the page's load event, and only once the frame nears the screen:
  // on a phone, where it sits below the first screen, a visitor who never scrolls there never
  // spends data (or the bandwidth the next page needs) on it.
  const frameRef = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (prefersReducedMotion()) return
    let stopWatching = () => {}
    const start = () => setState((current) => (current === 'idle' ? 'loading' : current))
    const whenNear = () => {
      if (frameRef.current) stopWatching = watchNearViewport(frameRef.current, NEAR_MARGIN, start)
    }
    if (document.readyState === 'complete') whenNear()
    else window.addEventListener('load', whenNear, { once: true })
    return () => {
      window.removeEventListener('load', whenNear)
      stopWatching()
    }
  }, [])
  // 'Carregando vídeo...' never stays for good: a host that hangs gets the fallback, as one that fails.
  useEffect(() => {
    if (state !== 'loading') return
    const timer = window.setTimeout(
      () => setState((current) => (current === 'loading' ? 'error' : current)),
      VIDEO_LOAD_TIMEOUT_MS,
    )
    return () => window.clearTimeout(timer)
  }, [state])

  return (
    <div className={styles.frame} data-state={state} ref={frameRef}>
      {state === 'error' ? (
        video.imagemAlternativa ? (
          <img
            className={styles.media}
            src={video.imagemAlternativa}
            alt={video.textoAlternativo}
            width={1280}
            height={720}
          />
        ) : (
          <p className={styles.message} role="status">
            {video.erro}
          </p>
        )
      ) : (
        <>
          <img
            className={styles.media}
            src={video.poster}
            srcSet={posterSrcSet}
            sizes={posterSizes}
            alt={state === 'ready' ? '' : video.textoAlternativo}
            width={1280}
            height={720}
            loading="lazy"
          />
          {state === 'loading' || state === 'ready' ? (
            <video
              className={styles.video}
              src={video.arquivo}
              poster={video.poster}
              autoPlay
              muted
              loop
              playsInline
              preload="auto"
              aria-label={video.descricao}
              ref={videoRef}
              onCanPlay={() => setState('ready')}
              onError={() => setState('error')}
              onPlay={() => setPaused(false)}
              onPause={() => setPaused(true)}
            />
          ) : null}
          {/* Moving for more than five seconds: the visitor can stop it (WCAG 2.2.2). */}
          {state === 'ready' ? (
            <button
              type="button"
              className={styles.toggle}
              onClick={togglePlayback}
              aria-label={paused ? video.continuar : video.pausar}
            >
              <Icon name={paused ? 'play' : 'pause'} size={18} />
            </button>
          ) : null}
          {state === 'loading' ? (
            <p className={styles.loading} role="status">
              {video.carregando}
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
