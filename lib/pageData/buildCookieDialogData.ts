import type { Content } from '../content/content.ts'

/**
 * What the cookie dialog shows: its texts (data/cookie-consent.yaml) and the cookie categories of
 * the cookie policy. They travel with the dialog's code (`virtual:cookie-dialog`, in its lazy
 * chunk), so a visitor who has already chosen downloads neither.
 */
export function buildCookieDialogData(content: Content) {
  const { atrasoMs: _delay, validadeDias: _days, ...texts } = content.cookieConsent
  return {
    ...texts,
    categorias: (content.legal['politica-cookies']?.categorias ?? []).map((c) => ({
      id: c.id,
      nome: c.nome,
      descricao: c.descricao,
      duracao: c.duracao,
      obrigatorio: c.obrigatorio,
    })),
  }
}

export type CookieDialogData = ReturnType<typeof buildCookieDialogData>
