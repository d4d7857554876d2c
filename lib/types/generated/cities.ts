/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Cidades de cobertura exibidas no mapa (seção Cobertura) e cidades do seletor da barra superior (data/cities.yaml).
 */
export interface CitiesData {
  /**
   * Ids das cidades do seletor da barra superior; a primeira vem escolhida ao abrir o site.
   *
   * @minItems 1
   *
   * Items: Identificador único: letras minúsculas, números e hífens, sem acentos (ex.: sao-paulo-sp).
   */
  destaques: string[]
  /**
   * Cidades com cobertura, exibidas como marcadores no mapa e agrupadas por país (primeiro o Brasil). Para adicionar uma, copie uma cidade do mesmo país e troque id, nome, uf (só no Brasil), pais, lat e lng.
   *
   * @minItems 1
   *
   * Items: Uma cidade com cobertura.
   */
  cidades: {
    /**
     * Identificador: nome sem acentos + sigla do estado ou do país (ex.: sao-paulo-sp).
     */
    id: string
    /**
     * Nome da cidade em português.
     */
    nome: string
    /**
     * Estado, só para cidades do Brasil.
     */
    uf?:
      | 'AC'
      | 'AL'
      | 'AP'
      | 'AM'
      | 'BA'
      | 'CE'
      | 'DF'
      | 'ES'
      | 'GO'
      | 'MA'
      | 'MT'
      | 'MS'
      | 'MG'
      | 'PA'
      | 'PB'
      | 'PR'
      | 'PE'
      | 'PI'
      | 'RJ'
      | 'RN'
      | 'RS'
      | 'RO'
      | 'RR'
      | 'SC'
      | 'SP'
      | 'SE'
      | 'TO'
    /**
     * País da cidade (código de data/countries.yaml).
     */
    pais: string
    /**
     * Latitude em graus decimais, com ponto (ex.: -23.5505).
     */
    lat: number
    /**
     * Longitude em graus decimais, com ponto (ex.: -46.6333).
     */
    lng: number
  }[]
}
