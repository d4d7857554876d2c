/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Um link de navegação: rótulo e exatamente um destino (ancora, caminho ou linkExterno).
 */
export type ItemNavegacao = {
  /**
   * Texto do link.
   */
  rotulo: string
  /**
   * false tira o link do menu sem apagá-lo (ex.: por um tempo); volte para true, ou apague a linha, para mostrá-lo de novo.
   */
  visivel?: boolean
  /**
   * Id de uma seção da página inicial: solucoes, servicos, integracoes, planos, cobertura ou contato.
   */
  ancora?: 'solucoes' | 'servicos' | 'integracoes' | 'planos' | 'cobertura' | 'contato'
  /**
   * Página do site (ex.: /provedores).
   */
  caminho?: string
  /**
   * Nome de um link externo definido em site.yaml, em links (ex.: status).
   */
  linkExterno?: 'appLogin' | 'appCadastro' | 'portalCliente' | 'status' | 'registroSelos'
} & {
  [k: string]: unknown
}

/**
 * Públicos do seletor da barra superior e a navegação do cabeçalho de cada um (data/audiences.yaml).
 */
export interface AudiencesData {
  /**
   * Público escolhido quando o visitante ainda não escolheu nenhum.
   */
  padrao: 'pequenas-medias' | 'grandes-governo' | 'provedores' | 'agro'
  /**
   * Os públicos, na ordem do seletor.
   *
   * @minItems 1
   *
   * Items: Um público.
   */
  publicos: {
    /**
     * Chave do público, guardada no navegador do visitante.
     */
    id: 'pequenas-medias' | 'grandes-governo' | 'provedores' | 'agro'
    /**
     * Nome completo do público.
     */
    rotulo: string
    /**
     * Nome curto, usado no celular.
     */
    rotuloCurto: string
    /**
     * Mostra o selo 'Novo' ao lado do público (true ou false).
     */
    novo?: boolean
    /**
     * Id de uma das navegações abaixo (em navegacoes).
     */
    navegacao: string
  }[]
  /**
   * Conjuntos de links do cabeçalho; cada público usa um.
   *
   * @minItems 1
   *
   * Items: Um conjunto de links.
   */
  navegacoes: {
    /**
     * Identificador do conjunto.
     */
    id: string
    /**
     * Links, na ordem do cabeçalho.
     *
     * @minItems 1
     */
    itens: ItemNavegacao[]
  }[]
  /**
   * Links mostrados para todos os públicos, depois dos links do público.
   */
  comuns: ItemNavegacao[]
  /**
   * Links extras que só aparecem no menu do celular.
   */
  somenteMenuMovel: ItemNavegacao[]
}
