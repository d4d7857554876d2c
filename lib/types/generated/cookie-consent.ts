/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Janela de consentimento de cookies: textos e tempos (data/cookie-consent.yaml).
 */
export interface CookieConsentData {
  /**
   * Título da janela.
   */
  titulo: string
  /**
   * Texto principal.
   */
  texto: string
  /**
   * Botão que aceita todos os cookies.
   */
  aceitar: string
  /**
   * Botão que recusa os cookies não essenciais.
   */
  recusar: string
  /**
   * Botão que mostra os detalhes.
   */
  detalhes: string
  /**
   * Botão que esconde os detalhes.
   */
  ocultarDetalhes: string
  /**
   * Nome do botão X, lido por leitores de tela.
   */
  fechar: string
  /**
   * Texto do link para a política de cookies.
   */
  linkPolitica: string
  /**
   * Milissegundos até a janela aparecer (1000 = 1 segundo).
   */
  atrasoMs: number
  /**
   * Por quantos dias o site guarda as escolhas essenciais do visitante (a resposta a esta janela e o público escolhido) antes de perguntar de novo. A duração dos cookies essenciais na Política de Cookies (data/legal/politica-cookies.yaml) deve citar o mesmo número de dias.
   */
  validadeDias: number
}
