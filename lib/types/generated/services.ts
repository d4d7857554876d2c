/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Cards da seção 'Nossos Serviços' da página inicial, na ordem em que aparecem (data/services.yaml).
 */
export interface ServicesData {
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo: string
  /**
   * Chamada no pé dos cards que levam à página do serviço (os que têm caminho), ex.: Ver planos.
   */
  saibaMais: string
  /**
   * Os serviços, na ordem dos cards.
   *
   * @minItems 1
   *
   * Items: Um serviço.
   */
  servicos: {
    /**
     * false tira o serviço da página inicial sem apagá-lo (ex.: por um tempo).
     */
    visivel?: boolean
    /**
     * Identificador do serviço.
     */
    id: string
    /**
     * Nome do serviço.
     */
    titulo: string
    /**
     * Descrição em uma ou duas linhas (20 a 140 caracteres).
     */
    descricao: string
    /**
     * Ícone do card: o nome de um ícone da lista do schema (o editor sugere os válidos).
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
    /**
     * Opcional: a página do serviço (ex.: /pabx). Com ele, o card inteiro leva a ela e mostra a chamada saibaMais.
     */
    caminho?: string
  }[]
}
