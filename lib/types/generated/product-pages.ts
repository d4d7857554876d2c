/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Conteúdo das páginas de produto /empresas, /residencial, /0800, /provedores, /pabx, /iptv e /did (data/product-pages.yaml). O título (H1) e a descrição de cada página ficam em data/pages.yaml; os planos, em data/plans.yaml.
 */
export interface ProductPagesData {
  /**
   * Uma entrada por página de produto: /empresas, /residencial, /0800 (também em /numero0800), /provedores, /pabx, /iptv e /did.
   *
   * @minItems 1
   *
   * Items: Uma página de produto.
   */
  paginas: {
    /**
     * Id da página em data/pages.yaml (ex.: empresas, "0800").
     */
    id: string
    /**
     * Produto cujos planos aparecem na seção de planos (campo produto de data/plans.yaml).
     */
    produto: string
    /**
     * Topo da página. O título (H1) e o texto vêm de data/pages.yaml.
     */
    heroi: {
      /**
       * Texto pequeno acima do título.
       */
      sobretitulo: string
      /**
       * Botão principal (abre o cadastro do app).
       */
      botaoPrincipal: string
      /**
       * Botão secundário (abre o cadastro do app).
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
