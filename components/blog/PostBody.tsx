import { useCallback, useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { RetryNotice } from '../RetryNotice.tsx'

/** The attribute PostBody renders on the body's element (below), to find it again. */
const BODY_ATTRIBUTE = 'data-post-body'

function findBody(root: ParentNode, postId: string): Element | undefined {
  return [...root.querySelectorAll(`[${BODY_ATTRIBUTE}]`)].find(
    (element) => element.getAttribute(BODY_ATTRIBUTE) === postId,
  )
}

/** On hydration the prerendered page already shows the body: take it from there, byte for byte. */
function readShownBody(postId: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return findBody(document, postId)?.innerHTML
}

/**
 * The bodies shown in this visit, by post: Back (or a second visit) to a post shows its body at once, so the page
 * has its full height when the browser restores the reader's position. Fetched again, the position would be cut to
 * the shorter page, and the body arriving above would carry the view down to the related posts.
 */
const shownBodies = new Map<string, string>()

/** The request itself failed: no answer at all, as when the connection dropped. */
class NoAnswer extends Error {}

/** After client-side navigation: the body as the post's own prerendered page has it. */
async function fetchBody(href: string, postId: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: 'text/html' } }).catch((error: unknown) => {
    throw new NoAnswer(`${href} não respondeu`, { cause: error })
  })
  if (!response.ok) throw new Error(`${href} respondeu ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const body = findBody(page, postId)
  if (!body) throw new Error(`${href} não tem o corpo do post`)
  return body.innerHTML
}

/**
 * A post's body, sent to the browser once: the server renders pageContext.postBodyHtml (never serialized), hydration
 * reuses the HTML already in the page (React changes nothing), a client-side navigation fetches the prerendered page.
 */
export function PostBody({
  postId,
  href,
  className,
  texts,
}: {
  postId: string
  href: string
  className?: string
  texts: { carregando: string; erroConexao: string; tentarNovamente: string }
}) {
  const pageContext = usePageContext()
  const [html, setHtml] = useState(() => pageContext.postBodyHtml ?? shownBodies.get(postId) ?? readShownBody(postId))
  const [attempt, setAttempt] = useState(0)
  const [noAnswer, setNoAnswer] = useState(false)
  const bodyRef = useRef<HTMLDivElement>(null)
  // The retry button had the focus: it goes to the body when the body replaces the button.
  const focusOnArrival = useRef(false)
  useEffect(() => {
    if (html !== undefined) return
    let current = true
    fetchBody(href, postId).then(
      (body) => {
        if (current) setHtml(body)
      },
      (error: unknown) => {
        console.error('Erro ao carregar post:', error)
        if (!current) return
        // No answer: a full load would end on the browser's error page, so the visitor stays, with a retry.
        // An error answer: a full load shows what the site has (the 404 page of a post that is gone).
        if (error instanceof NoAnswer) setNoAnswer(true)
        else window.location.assign(href)
      },
    )
    return () => {
      current = false
    }
  }, [html, href, postId, attempt])
  useEffect(() => {
    if (html !== undefined) shownBodies.set(postId, html)
  }, [html, postId])
  // The notice stays (and its button keeps the focus) while the body is asked for again.
  const retry = useCallback(() => setAttempt((count) => count + 1), [])
  useEffect(() => {
    if (html === undefined || !focusOnArrival.current) return
    focusOnArrival.current = false
    bodyRef.current?.focus({ preventScroll: true })
  }, [html])
  // Back online: the body is asked for again.
  useEffect(() => {
    if (!noAnswer) return
    window.addEventListener('online', retry)
    return () => window.removeEventListener('online', retry)
  }, [noAnswer, retry])
  if (html === undefined && noAnswer) {
    return (
      <RetryNotice
        className={className}
        message={texts.erroConexao}
        retryText={texts.tentarNovamente}
        onRetry={() => {
          focusOnArrival.current = true
          retry()
        }}
      />
    )
  }
  if (html === undefined) {
    return (
      <p className={className} role="status">
        {texts.carregando}
      </p>
    )
  }
  return (
    <div
      className={className}
      data-post-body={postId}
      ref={bodyRef}
      tabIndex={-1}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
