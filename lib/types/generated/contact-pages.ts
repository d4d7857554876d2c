/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Páginas de contato (/fale-conosco e /nossas-unidades) e o mapa "Nossas Unidades" (data/contact-pages.yaml). O título (H1) e a descrição de cada página ficam em data/pages.yaml; o endereço da empresa, em data/site.yaml.
 */
export interface ContactPagesData {
  /**
   * Uma entrada por página de contato.
   *
   * @minItems 1
   *
   * Items: Uma página de contato.
   */
  paginas: {
    /**
     * Id da página em data/pages.yaml.
     */
    id: string
    /**
     * Texto pequeno acima do título.
     */
    sobretitulo: string
    /**
     * Frase abaixo do título.
     */
    subtitulo: string
    /**
     * Mostra no topo os telefones e o e-mail de contato de site.yaml (true ou false).
     */
    mostrarTelefones: boolean
  }[]
  /**
   * Botão que abre a janela de orçamento.
   */
  botaoOrcamento: string
  /**
   * Título do endereço.
   */
  enderecoTitulo: string
  /**
   * Título do quadro dos telefones e do e-mail.
   */
  telefonesTitulo: string
  /**
   * Rótulo do e-mail de contato (emails.contato de site.yaml), abaixo dos telefones.
   */
  emailRotulo: string
  /**
   * Mapa 'Nossas Unidades'.
   */
  mapa: {
    /**
     * Título do mapa.
     */
    titulo: string
    /**
     * Frase abaixo do título.
     */
    subtitulo: string
    /**
     * Texto enquanto o mapa carrega.
     */
    carregando: string
    /**
     * Zoom inicial.
     */
    zoom: number
  }
  /**
   * Unidades exibidas no mapa; a primeira centraliza o mapa.
   *
   * @minItems 1
   *
   * Items: Uma unidade.
   */
  unidades: {
    /**
     * Identificador.
     */
    id: string
    /**
     * Nome da unidade.
     */
    nome: string
    /**
     * Endereço completo.
     */
    endereco: string
    /**
     * Latitude.
     */
    lat: number
    /**
     * Longitude.
     */
    lng: number
  }[]
}
