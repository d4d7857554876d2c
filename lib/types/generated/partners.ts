/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Integrações e parceiros da seção "Integrações e Parceiros" da página inicial e do carrossel de /empresas (data/partners.yaml).
 */
export interface PartnersData {
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo: string
  /**
   * Aba aberta quando a página carrega.
   */
  categoriaPadrao: 'equipamento' | 'software' | 'plataforma' | 'crm' | 'erp'
  /**
   * Nomes das abas de filtro (o número de parceiros é contado sozinho).
   */
  abas: {
    /**
     * Aba de equipamentos.
     */
    equipamento: string
    /**
     * Aba de software.
     */
    software: string
    /**
     * Aba de plataformas.
     */
    plataforma: string
    /**
     * Aba de CRM.
     */
    crm: string
    /**
     * Aba de ERP.
     */
    erp: string
    /**
     * Aba com todos os parceiros.
     */
    todos: string
  }
  /**
   * Selo de categoria em cada card.
   */
  rotulosCategoria: {
    /**
     * Selo de equipamento.
     */
    equipamento: string
    /**
     * Selo de software.
     */
    software: string
    /**
     * Selo de plataforma.
     */
    plataforma: string
    /**
     * Selo de CRM.
     */
    crm: string
    /**
     * Selo de ERP.
     */
    erp: string
    /**
     * Selo de qualquer outra categoria (ex.: Integração).
     */
    outra: string
  }
  /**
   * Selo de status em cada card.
   */
  rotulosStatus: {
    /**
     * Status compatível (ex.: Compatível).
     */
    compativel: string
    /**
     * Status em desenvolvimento (ex.: Em desenvolvimento).
     */
    'em-desenvolvimento': string
  }
  /**
   * Os parceiros, na ordem dos cards.
   *
   * @minItems 1
   *
   * Items: Um parceiro ou integração.
   */
  parceiros: {
    /**
     * false tira o parceiro da página inicial e do carrossel sem apagá-lo (ex.: por um tempo).
     */
    visivel?: boolean
    /**
     * Identificador do parceiro.
     */
    id: string
    /**
     * Nome do parceiro.
     */
    nome: string
    /**
     * Uma única letra maiúscula exibida no selo do parceiro.
     */
    logo: string
    /**
     * Descrição curta (20 a 120 caracteres).
     */
    descricao: string
    /**
     * Categoria do parceiro (aba onde aparece): equipamento, software, plataforma, crm ou erp.
     */
    categoria: 'equipamento' | 'software' | 'plataforma' | 'crm' | 'erp'
    /**
     * compativel (padrão) ou em-desenvolvimento.
     */
    status?: 'compativel' | 'em-desenvolvimento'
    /**
     * Opcional: onde o parceiro aparece. [inicio] só na página inicial (seção Integrações e Parceiros), [carrossel] só no carrossel de /empresas; sem este campo, nos dois.
     *
     * @minItems 1
     */
    aparece?: ('inicio' | 'carrossel')[]
  }[]
}
