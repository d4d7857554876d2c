/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Planos exibidos nas páginas de produto (data/plans.yaml). Cada plano pertence a um produto (campo produto).
 */
export interface PlansData {
  /**
   * Todos os planos, agrupados por produto: pabx (PABX em nuvem, em /empresas e /pabx), residencial (telefonia residencial), "0800", provedores (telefonia fixa white-label para provedores de internet), iptv e did (números virtuais). Cada página mostra os planos do seu produto, nesta ordem.
   *
   * @minItems 1
   *
   * Items: Um plano.
   */
  planos: {
    /**
     * Identificador do plano (ex.: pabx-business).
     */
    id: string
    /**
     * false tira o plano das páginas sem apagá-lo (ex.: por um tempo).
     */
    visivel?: boolean
    /**
     * Id da página de produto onde o plano aparece (ex.: pabx, "0800"), como em data/product-pages.yaml.
     */
    produto: string
    /**
     * Nome do plano.
     */
    nome: string
    /**
     * Para quem é o plano, em uma frase.
     */
    descricao: string
    /**
     * Destaca o plano (true ou false). No máximo um por produto.
     */
    popular: boolean
    /**
     * Texto do selo do plano em destaque (ex.: Mais Vendido), até 24 caracteres: o selo fica numa linha só, sobre a borda do cartão. Só no plano popular.
     */
    selo?: string
    /**
     * Preço: "Sob consulta" ou um valor como "R$ 11,99", sempre entre aspas.
     */
    preco: string
    /**
     * Período do preço (ex.: /mês); aparece ao lado do preço só quando o preço é um valor.
     */
    periodo: string
    /**
     * Recursos do plano: um texto, ou texto + incluido (false mostra o recurso riscado).
     *
     * @minItems 1
     *
     * Items: Um recurso do plano.
     */
    recursos: (
      | string
      | {
          /**
           * Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
           */
          texto: string
          /**
           * true se o plano inclui o recurso, false se não inclui.
           */
          incluido: boolean
        }
    )[]
  }[]
}
