// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { IntroVideo } from '../../../components/landing/IntroVideo.tsx'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { VIDEO_LOAD_TIMEOUT_MS } from '../../../lib/media/videoLoadTimeout.ts'

const { video } = loadContent().home.heroi

describe('IntroVideo (on failure a fallback image if one is given, otherwise the error text)', () => {
  beforeEach(() => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }))
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it("shows 'Carregando vídeo...' while the mp4 loads, then 'Erro ao carregar o vídeo' when it fails and no fallback image is given", () => {
    const { container } = render(<IntroVideo video={{ ...video, imagemAlternativa: undefined }} />)
    expect(screen.getByRole('status').textContent).toBe('Carregando vídeo...')
    fireEvent.error(container.querySelector('video') as HTMLVideoElement)
    expect(screen.getByRole('status').textContent).toBe('Erro ao carregar o vídeo')
    expect(container.querySelector('video, img')).toBeNull()
  })

  it('shows the fallback image instead when one is given', () => {
    const { container } = render(<IntroVideo video={video} />)
    fireEvent.error(container.querySelector('video') as HTMLVideoElement)
    expect(screen.queryByText('Erro ao carregar o vídeo')).toBeNull()
    expect(container.querySelector('img')?.getAttribute('src')).toBe(video.imagemAlternativa)
  })

  it('a host that never answers ends in the same error, not an endless loading text', () => {
    vi.useFakeTimers()
    render(<IntroVideo video={{ ...video, imagemAlternativa: undefined }} />)
    act(() => vi.advanceTimersByTime(VIDEO_LOAD_TIMEOUT_MS - 1))
    expect(screen.getByRole('status').textContent).toBe('Carregando vídeo...')
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('status').textContent).toBe('Erro ao carregar o vídeo')
  })
})
