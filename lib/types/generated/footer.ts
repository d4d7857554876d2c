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
 * Rodapé de todas as páginas (data/footer.yaml).
 */
export interface FooterData {
  /**
   * Texto sobre a empresa.
   */
  sobre: string
  /**
   * Links para seções da página inicial.
   */
  ancoras: ItemNavegacao[]
  /**
   * Coluna com as páginas de produto: é por ela que todo visitante (e todo buscador) chega a cada uma, qualquer que seja o público escolhido. Os links saem sozinhos de data/product-pages.yaml (o rotulo de cada página, na ordem daquele arquivo).
   */
  solucoes: {
    /**
     * Título da coluna.
     */
    titulo: string
  }
  /**
   * Links institucionais e legais.
   *
   * @minItems 1
   *
   * Items: Um link institucional.
   */
  institucional: {
    /**
     * Texto do link.
     */
    rotulo: string
    /**
     * Página do site.
     */
    caminho: string
    /**
     * Mostra o selo 'Em breve' ao lado do link.
     */
    emBreve?: boolean
  }[]
  /**
   * Links para as páginas de atendimento (fale conosco, unidades), na coluna Contato, depois do endereço.
   *
   * @minItems 1
   *
   * Items: Um link para uma página do site.
   */
  atendimento: {
    /**
     * Texto do link.
     */
    rotulo: string
    /**
     * Página do site (ex.: /pabx).
     */
    caminho: string
  }[]
  /**
   * Link para o PDF do ato regulatório.
   */
  atoRegulatorio: {
    /**
     * Texto do link.
     */
    rotulo: string
    /**
     * PDF na pasta public/.
     */
    arquivo: string
  }
  /**
   * Marcas do grupo.
   */
  grupo: {
    /**
     * Título do bloco.
     */
    titulo: string
    /**
     * Marcas.
     *
     * Items: Uma marca do grupo.
     */
    itens: {
      /**
       * Nome.
       */
      rotulo: string
      /**
       * Mostra o selo 'Em breve'.
       */
      emBreve: boolean
    }[]
  }
  /**
   * Selos das lojas de aplicativos.
   */
  aplicativos: {
    /**
     * Título do bloco.
     */
    titulo: string
    /**
     * Lojas.
     *
     * Items: Uma loja.
     */
    lojas: {
      /**
       * Qual loja.
       */
      id: 'app-store' | 'google-play'
      /**
       * Nome da loja.
       */
      rotulo: string
    }[]
    /**
     * Selo exibido nos botões (ex.: Em breve).
     */
    selo: string
  }
  /**
   * Selos de segurança (ligam ao registro nacional definido em site.yaml).
   */
  selos: {
    /**
     * Título do bloco.
     */
    titulo: string
    /**
     * Selos.
     *
     * @minItems 1
     *
     * Items: Um selo.
     */
    itens: {
      /**
       * Identificador.
       */
      id: string
      /**
       * Texto do selo.
       */
      rotulo: string
      /**
       * O que o selo atesta.
       */
      descricao: string
    }[]
  }
  /**
   * Texto de direitos reservados.
   */
  direitos: string
}
