/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Países: nomes usados no mapa de cobertura e no seletor de país da barra superior (data/countries.yaml).
 */
export interface CountriesData {
  /**
   * Países; os que têm 'site' aparecem no seletor, nesta ordem.
   *
   * @minItems 1
   *
   * Items: Um país.
   */
  paises: {
    /**
     * Código ISO de duas letras (ex.: BR). O da Noruega vai entre aspas ("NO"): sem elas, alguns programas o leem como falso.
     */
    codigo: string
    /**
     * Nome do país em português.
     */
    nome: string
    /**
     * Site do país, para o seletor de país.
     */
    site?: {
      /**
       * Endereço do site do país (abre em nova aba).
       */
      url: string
      /**
       * disponivel (abre o site do país em nova aba) ou planejado (aparece desativado, com 'em breve').
       */
      status: 'disponivel' | 'planejado'
    }
  }[]
}
