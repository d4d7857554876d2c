import type { LeadPayload } from './buildLeadPayload.ts'

export interface SubmitMessages {
  autenticacao: string
  servidor: string
  desconhecido: string
  tempoEsgotado: string
  rede: string
}

export type SubmitResult = { ok: true } | { ok: false; message: string; status?: number }

export interface SubmitOptions {
  url: string
  token: string
  payload: LeadPayload
  messages: SubmitMessages
  fetch: typeof globalThis.fetch
  timeoutMs: number
}

/** How much of an error answer's body the visitor is shown. */
export const RESPONSE_TEXT_MAX = 200

/**
 * The `{response text}` of 'Erro no servidor ({status}): {response text}', fit to be read in the
 * form: an HTML error page (a proxy's 502) gives its title or its text, not its markup; spaces
 * are collapsed; anything past RESPONSE_TEXT_MAX characters is cut with '…'.
 */
export function summarizeResponseText(body: string): string {
  let text = body
  if (/^\s*</.test(text)) {
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(text)?.[1]
    text = title?.trim() ? title : text.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' ')
  }
  text = text.replace(/\s+/g, ' ').trim()
  return text.length > RESPONSE_TEXT_MAX ? `${text.slice(0, RESPONSE_TEXT_MAX - 1).trimEnd()}…` : text
}

/**
 * POSTs a lead to the webhook. Any ok status is success; otherwise the body
 * is read as text and turned into the catalogue's message. A request that hangs is aborted
 * after `timeoutMs`. Never throws.
 */
export async function submitLead({
  url,
  token,
  payload,
  messages,
  fetch,
  timeoutMs,
}: SubmitOptions): Promise<SubmitResult> {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new DOMException('timeout', 'TimeoutError')), timeoutMs)
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(payload),
      signal: controller.signal,
    })
    if (response.ok) return { ok: true }
    const text = await response.text().catch(() => '')
    if (response.status === 403) return { ok: false, status: 403, message: messages.autenticacao }
    return {
      ok: false,
      status: response.status,
      message: messages.servidor
        .replace('{status}', String(response.status))
        .replace('{texto}', summarizeResponseText(text) || response.statusText),
    }
  } catch (error) {
    if (controller.signal.aborted) return { ok: false, message: messages.tempoEsgotado }
    // fetch rejects with a TypeError when the connection fails or is closed.
    if (error instanceof TypeError) return { ok: false, message: messages.rede }
    if (error instanceof Error) return { ok: false, message: error.message }
    return { ok: false, message: messages.desconhecido }
  } finally {
    clearTimeout(timer)
  }
}
