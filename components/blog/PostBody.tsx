import { useEffect, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'

/** The attribute PostBody renders on the body's element (below), to find it again. */
const BODY_ATTRIBUTE = 'data-post-body'

function findBody(root: ParentNode, postId: string): Element | undefined {
  return [...root.querySelectorAll(`[${BODY_ATTRIBUTE}]`)].find((element) => element.getAttribute(BODY_ATTRIBUTE) === postId)
}

/** On hydration the prerendered page already shows the body: take it from there, byte for byte. */
function readShownBody(postId: string): string | undefined {
  if (typeof document === 'undefined') return undefined
  return findBody(document, postId)?.innerHTML
}

/** After client-side navigation: the body as the post's own prerendered page has it. */
async function fetchBody(href: string, postId: string): Promise<string> {
  const response = await fetch(href, { headers: { Accept: 'text/html' } })
  if (!response.ok) throw new Error(`${href} respondeu ${response.status}`)
  const page = new DOMParser().parseFromString(await response.text(), 'text/html')
  const body = findBody(page, postId)
  if (!body) throw new Error(`${href} não tem o corpo do post`)
  return body.innerHTML
}

/**
 * A post's body, sent to the browser once. The server renders it from pageContext.postBodyHtml
 * (never serialized); hydration reuses the HTML already in the page, so React sees the same
 * markup and changes nothing; a client-side navigation shows the loading text while it
 * fetches the post's prerendered page, and falls back to a full page load if that fails.
 */
export function PostBody({ postId, href, className, loadingText }: { postId: string; href: string; className?: string; loadingText: string }) {
  const pageContext = usePageContext()
  const [html, setHtml] = useState(() => pageContext.postBodyHtml ?? readShownBody(postId))
  useEffect(() => {
    if (html !== undefined) return
    let current = true
    fetchBody(href, postId).then(
      (body) => {
        if (current) setHtml(body)
      },
      (error: unknown) => {
        console.error('Erro ao carregar post:', error)
        if (current) window.location.assign(href)
      },
    )
    return () => {
      current = false
    }
  }, [html, href, postId])
  if (html === undefined) {
    return (
      <p className={className} role="status">
        {loadingText}
      </p>
    )
  }
  return <div className={className} data-post-body={postId} dangerouslySetInnerHTML={{ __html: html }} />
}
