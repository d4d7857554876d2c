/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Faixas promocionais do topo da página inicial: portabilidade e Black Friday (data/banners.yaml).
 */
export interface BannersData {
  /**
   * Faixa de portabilidade.
   */
  portabilidade: {
    /**
     * Hashtag da campanha, entre aspas (ex.: "#QueroPortar").
     */
    hashtag: string
    /**
     * Título da faixa.
     */
    titulo: string
    /**
     * Texto da faixa.
     */
    texto: string
    /**
     * Texto do botão (abre o login do app).
     */
    botao: string
    /**
     * Mostra a faixa (true ou false).
     */
    ativo: boolean
  }
  /**
   * Faixa da Black Friday.
   */
  blackFriday: {
    /**
     * Mostra a faixa (true ou false).
     */
    ativo: boolean
    /**
     * Selo da campanha.
     */
    selo: string
    /**
     * Título da faixa.
     */
    titulo: string
    /**
     * Ofertas em destaque.
     *
     * @minItems 1
     *
     * Items: Uma oferta.
     */
    ofertas: {
      /**
       * Produto.
       */
      rotulo: string
      /**
       * Texto antes do preço (ex.: a partir de).
       */
      prefixo?: string
      /**
       * O preço da oferta: um serviço de data/calculator.yaml, pelo id (ex.: did-fixo); a faixa mostra o preço de lá (ex.: R$ 4,99).
       */
      preco: string
      /**
       * Opcional: um asterisco depois do preço, que leva à nota da faixa (a nota então começa com o mesmo asterisco e um espaço).
       */
      marcaNota?: '*'
      /**
       * Período (ex.: /mês).
       */
      periodo: string
    }[]
    /**
     * Frase de economia anual.
     */
    economia: string
    /**
     * Texto do botão (abre o login do app).
     */
    botao: string
    /**
     * Nota de rodapé da oferta.
     */
    nota: string
  }
}
