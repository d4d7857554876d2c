/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Opcional: endereços alternativos que mostram a mesma página (ex.: /numero0800 mostra /0800); os buscadores indexam só o caminho principal.
 *
 * Items: Caminho de uma página do site, começando com / (ex.: /empresas).
 */
export type Aliases = string[]
/**
 * Opcional: palavras-chave da página, somadas às palavras-chave padrão do site.
 *
 * Items: Um texto curto (até 80 caracteres), como um rótulo ou título.
 */
export type PalavrasChave = string[]

/**
 * Páginas de produto (/empresas, /pabx, /0800, ...), cada uma numa entrada só: endereço, título e descrição para os buscadores, título principal (H1), link no rodapé e blocos de conteúdo (data/product-pages.yaml). Os planos ficam em data/plans.yaml.
 */
export interface ProductPagesData {
  /**
   * Uma entrada por página de produto, inteira (hoje /empresas, /provedores, /residencial, /pabx, /did, /0800 e /iptv). A ordem das entradas é a dos links da coluna Soluções do rodapé.
   *
   * @minItems 1
   *
   * Items: Uma página de produto, inteira: endereço, título, textos e blocos.
   */
  paginas: {
    /**
     * Identificador da página (ex.: empresas, "0800"), único entre as páginas do site. Quando a página tem planos seus, é também o produto deles em data/plans.yaml.
     */
    id: string
    /**
     * Endereço da página (ex.: /pabx).
     */
    caminho: string
    aliases?: Aliases
    /**
     * Título da aba e dos buscadores, sem o nome do site (até 70 caracteres).
     */
    titulo: string
    /**
     * Descrição para buscadores e redes sociais (50 a 160 caracteres), mostrada também abaixo do título principal.
     */
    descricao: string
    /**
     * Título principal (H1) mostrado no topo da página.
     */
    h1: string
    palavrasChave?: PalavrasChave
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    rotulo: string
    /**
     * Produto cujos planos aparecem na seção de planos: o id de uma página de produto (esta mesma, quando os planos são dela), como no campo produto de data/plans.yaml.
     */
    produto: string
    /**
     * Topo da página. O título (H1) é o h1 desta entrada; o texto abaixo dele, a descricao.
     */
    heroi: {
      /**
       * Um texto curto (até 80 caracteres), como um rótulo ou título.
       */
      sobretitulo: string
      /**
       * Um texto curto (até 80 caracteres), como um rótulo ou título.
       */
      botaoPrincipal: string
      /**
       * Um texto curto (até 80 caracteres), como um rótulo ou título.
       */
      botaoSecundario?: string
      /**
       * Até quatro destaques curtos abaixo dos botões (ex.: Teste grátis por 7 dias).
       *
       * @maxItems 4
       *
       * Items: Um texto curto (até 80 caracteres), como um rótulo ou título.
       */
      destaques?: string[]
      /**
       * Ilustração ao lado do texto do topo, em telas largas: um SVG de 560 × 440 (ex.: /images/herois/pabx.svg).
       */
      ilustracao?: string
    }
    /**
     * Blocos da página, na ordem em que aparecem. O campo tipo define o bloco: cards, planos, passos, numeros, carrossel, did-movel ou chamada.
     *
     * @minItems 1
     *
     * Items: Um bloco da página.
     */
    secoes: (SecaoCards | SecaoPlanos | SecaoPassos | SecaoNumeros | SecaoCarrossel | SecaoDidMovel | SecaoChamada)[]
  }[]
}
/**
 * Grade de cards com ícone, título e descrição (benefícios, vantagens, casos de uso, recursos).
 */
export interface SecaoCards {
  /**
   * cards
   */
  tipo: 'cards'
  /**
   * Âncora da seção (ex.: beneficios).
   */
  id: string
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo?: string
  /**
   * Os cards.
   *
   * @minItems 1
   *
   * Items: Um card.
   */
  itens: {
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    titulo: string
    /**
     * Texto do card.
     */
    descricao: string
    /**
     * Ícone do card.
     */
    icone:
      | 'telefone'
      | 'celular'
      | 'telefone-entrada'
      | 'nuvem'
      | 'tv'
      | 'mensagem'
      | 'servidor'
      | 'usuarios'
      | 'chat'
      | 'camadas'
      | 'mensagem-rica'
      | 'chip'
      | 'predio'
      | 'antena'
      | 'escudo'
      | 'grafico'
      | 'relogio'
      | 'engrenagem'
      | 'carteira'
      | 'globo'
      | 'fone'
      | 'codigo'
      | 'etiqueta'
      | 'raio'
      | 'calendario'
      | 'pessoa'
      | 'casa'
      | 'mapa'
      | 'gravacao'
      | 'fluxo'
  }[]
}
/**
 * Os planos do produto da página (vêm de data/plans.yaml).
 */
export interface SecaoPlanos {
  /**
   * planos
   */
  tipo: 'planos'
  /**
   * Âncora da seção (ex.: planos).
   */
  id: string
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo?: string
  /**
   * Nota abaixo dos planos (ex.: teste grátis).
   */
  nota?: string
}
/**
 * Passo a passo numerado.
 */
export interface SecaoPassos {
  /**
   * passos
   */
  tipo: 'passos'
  /**
   * Âncora da seção.
   */
  id: string
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo?: string
  /**
   * Os passos, em ordem.
   *
   * @minItems 2
   *
   * Items: Um passo.
   */
  itens: {
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    titulo: string
    /**
     * O que acontece nele.
     */
    descricao: string
  }[]
}
/**
 * Números em destaque (estatísticas).
 */
export interface SecaoNumeros {
  /**
   * numeros
   */
  tipo: 'numeros'
  /**
   * Âncora da seção.
   */
  id: string
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo?: string
  /**
   * Os números.
   *
   * @minItems 2
   *
   * Items: Um número.
   */
  itens: {
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    valor: string
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    rotulo: string
  }[]
}
/**
 * Carrossel em loop de parceiros de integração.
 */
export interface SecaoCarrossel {
  /**
   * carrossel
   */
  tipo: 'carrossel'
  /**
   * Âncora da seção.
   */
  id: string
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo?: string
  /**
   * Os slides do carrossel, na ordem: um parceiro de data/partners.yaml entra por parceiro: id; os outros parceiros marcados para o carrossel entram sozinhos no fim.
   *
   * @minItems 3
   *
   * Items: Um slide do carrossel: um parceiro de data/partners.yaml (parceiro: id) ou, para o que não é um parceiro, um nome. Os parceiros marcados para o carrossel que não estiverem aqui entram no fim, com o texto da página inicial.
   */
  parceiros: {
    /**
     * O id de um parceiro de data/partners.yaml: o nome vem de lá.
     */
    parceiro?: string
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    nome?: string
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    categoria: string
    /**
     * O que a integração faz.
     */
    descricao: string
  }[]
}
/**
 * Lista pesquisável de disponibilidade de DID móvel (cidades em data/did-mobile.yaml).
 */
export interface SecaoDidMovel {
  /**
   * did-movel
   */
  tipo: 'did-movel'
  /**
   * Âncora da seção.
   */
  id: string
  /**
   * Um texto curto (até 80 caracteres), como um rótulo ou título.
   */
  busca: string
  /**
   * Um texto curto (até 80 caracteres), como um rótulo ou título.
   */
  buscaExemplo?: string
  /**
   * Texto quando a busca não encontra nada.
   */
  semResultados: string
}
/**
 * Chamada final com botões (abrem o cadastro do app).
 */
export interface SecaoChamada {
  /**
   * chamada
   */
  tipo: 'chamada'
  /**
   * Âncora da seção.
   */
  id: string
  /**
   * Título da chamada.
   */
  titulo: string
  /**
   * Texto da chamada.
   */
  texto?: string
  /**
   * Um ou dois botões; o primeiro é o principal.
   *
   * @minItems 1
   * @maxItems 2
   *
   * Items: Um texto curto (até 80 caracteres), como um rótulo ou título.
   */
  botoes: string[]
}
