/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Cidades com DID móvel disponível, exibidas em /did (data/did-mobile.yaml).
 */
export interface DidMobileData {
  /**
   * Título da lista.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  descricao: string
  /**
   * Cidades em destaque, com DDD.
   *
   * @minItems 1
   */
  destaques: CidadeDdd[]
  /**
   * Demais cidades disponíveis.
   *
   * @minItems 1
   */
  outras: CidadeDdd[]
}
/**
 * Uma cidade e o seu DDD.
 */
export interface CidadeDdd {
  /**
   * Nome da cidade.
   */
  cidade: string
  /**
   * Estado.
   */
  uf:
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
   * DDD com dois dígitos, sem zero à esquerda (ex.: 11).
   */
  ddd: number
}
