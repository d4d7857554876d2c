/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Textos das seções da página inicial, também mostrada em /home e /home-new (data/home.yaml).
 */
export interface HomeData {
  /**
   * Topo da página com título, botões e vídeo.
   */
  heroi: {
    /**
     * Texto pequeno acima do título.
     */
    sobretitulo: string
    /**
     * Título principal.
     */
    titulo: string
    /**
     * Frase abaixo do título.
     */
    subtitulo: string
    /**
     * Botão que rola até os serviços.
     */
    botaoServicos: string
    /**
     * Vídeo de apresentação.
     */
    video: {
      /**
       * Endereço do vídeo mp4 no servidor de mídia.
       */
      arquivo: string
      /**
       * Imagem mostrada antes do vídeo tocar.
       */
      poster: string
      /**
       * Imagem mostrada se o vídeo falhar (opcional).
       */
      imagemAlternativa?: string
      /**
       * Descrição do vídeo para leitores de tela.
       */
      descricao: string
      /**
       * O que o poster (e a imagem alternativa) mostra, para leitores de tela, enquanto o vídeo não toca.
       */
      textoAlternativo: string
      /**
       * Nome do botão que pausa o vídeo.
       */
      pausar: string
      /**
       * Nome do botão que volta a tocar o vídeo pausado.
       */
      continuar: string
      /**
       * Texto enquanto o vídeo carrega.
       */
      carregando: string
      /**
       * Texto quando o vídeo falha e não há imagem alternativa.
       */
      erro: string
    }
  }
  /**
   * Seção 'Soluções para Empresas e Provedores'.
   */
  solucoes: {
    /**
     * Título da seção.
     */
    titulo: string
    /**
     * Frase abaixo do título.
     */
    subtitulo: string
    /**
     * Cards.
     *
     * @minItems 1
     *
     * Items: Um card de solução.
     */
    cards: {
      /**
       * Identificador.
       */
      id: string
      /**
       * Título do card.
       */
      titulo: string
      /**
       * Texto do card.
       */
      descricao: string
      /**
       * Página de destino.
       */
      caminho: string
      /**
       * Texto do botão.
       */
      botao: string
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
   * Mapa de cobertura.
   */
  cobertura: {
    /**
     * Título da seção.
     */
    titulo: string
    /**
     * Frase abaixo do título.
     */
    subtitulo: string
    /**
     * Texto do balão de cada cidade.
     */
    popup: string
    /**
     * Texto enquanto o mapa carrega.
     */
    carregando: string
    /**
     * Botão que abre, abaixo do mapa, a lista de todas as cidades de data/cities.yaml; {n} vira o número de cidades.
     */
    listaCidades: string
    /**
     * Nome de um grupo de cidades próximas no mapa (um círculo com o número delas, que se desfaz ao aproximar o mapa), lido por leitores de tela e mostrado ao passar o mouse; {n} vira o número de cidades do grupo.
     */
    grupo: string
    /**
     * Zoom inicial do mapa.
     */
    zoom: number
    /**
     * Centro inicial do mapa.
     */
    centro: {
      /**
       * Latitude.
       */
      lat: number
      /**
       * Longitude.
       */
      lng: number
    }
    /**
     * Servidor de mapas (tiles) e o crédito exigido por ele.
     */
    tiles: {
      /**
       * Endereço dos tiles com {z}/{x}/{y} (ex.: https://tile.openstreetmap.org/{z}/{x}/{y}.png).
       */
      url: string
      /**
       * Crédito dos dados do mapa, exibido no canto do mapa.
       */
      atribuicao: string
    }
  }
  /**
   * Seção do formulário de orçamento.
   */
  contato: {
    /**
     * Título.
     */
    titulo: string
    /**
     * Frase abaixo do título.
     */
    subtitulo: string
    /**
     * Rótulo do e-mail de contato.
     */
    rotuloEmail: string
    /**
     * O que acontece depois do pedido, ao lado do formulário: um título e de 2 a 4 passos curtos.
     */
    proximosPassos: {
      /**
       * Título da lista (ex.: Próximos passos).
       */
      titulo: string
      /**
       * Os passos, na ordem em que acontecem.
       *
       * @minItems 2
       * @maxItems 4
       *
       * Items: Um passo, numa frase curta.
       */
      passos: string[]
    }
  }
}
