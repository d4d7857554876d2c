/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Lista das páginas do site que não são de produto, com endereço, título, descrição e título principal (H1), de onde saem, com as páginas de produto (data/product-pages.yaml) e os posts, o sitemap.xml, as tags de SEO e a verificação de links do build (data/pages.yaml). A data de atualização de cada página (sitemap.xml) não se escreve: sai do histórico dos arquivos de que a página é feita; a das páginas de documentos legais fica no próprio documento, em data/legal/.
 */
export interface PagesData {
  /**
   * Uma entrada por endereço do site. As páginas de produto ficam inteiras em data/product-pages.yaml, e os posts do blog entram sozinhos, a partir de content/blog/.
   *
   * @minItems 1
   *
   * Items: Uma página do site.
   */
  paginas: {
    /**
     * Identificador da página, único entre as páginas do site. Uma página de contato tem o seu conteúdo numa entrada de mesmo id em data/contact-pages.yaml; um documento legal, em data/legal/, no arquivo de nome igual ao endereço.
     */
    id: string
    /**
     * Endereço da página (ex.: /empresas).
     */
    caminho: string
    /**
     * Endereços alternativos que mostram a mesma página (ex.: /home mostra o mesmo que /): funcionam no site, mas os buscadores são orientados a indexar só o caminho principal.
     *
     * Items: Caminho de uma página do site, começando com / (ex.: /empresas).
     */
    aliases?: string[]
    /**
     * Título da aba e dos buscadores, sem o nome do site (ele é acrescentado depois de ' | ').
     */
    titulo: string
    /**
     * Descrição para buscadores e redes sociais (50 a 160 caracteres).
     */
    descricao: string
    /**
     * Título principal (H1) mostrado no topo da página.
     */
    h1: string
    /**
     * Palavras-chave da página, somadas às palavras-chave padrão do site.
     *
     * Items: Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    palavrasChave?: string[]
  }[]
  /**
   * Textos da página 404 (endereço inexistente).
   */
  naoEncontrada: {
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    titulo: string
    /**
     * Descrição da página 404.
     */
    descricao: string
    /**
     * Mensagem principal ('Oops! Page not found').
     */
    mensagem: string
    /**
     * Opcional: o idioma da mensagem e do link quando não são em português (ex.: en), para leitores de tela os pronunciarem certo. Hoje os dois estão em inglês, como a especificação pede.
     */
    idioma?: string
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    link: string
  }
}
