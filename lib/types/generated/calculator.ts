/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Calculadora de comparação de preços da página inicial (data/calculator.yaml).
 */
export interface CalculatorData {
  /**
   * Título da seção.
   */
  titulo: string
  /**
   * Frase abaixo do título.
   */
  subtitulo: string
  /**
   * Serviços que podem ser simulados.
   *
   * @minItems 1
   *
   * Items: Um serviço da calculadora.
   */
  servicos: {
    /**
     * Identificador (ex.: did-fixo).
     */
    id: string
    /**
     * Nome do serviço.
     */
    rotulo: string
    /**
     * Preço mensal por unidade em reais, com PONTO decimal (4.99, não 4,99). É o único lugar do preço: os textos o citam com {preco:id} (ex.: {preco:did-fixo}).
     */
    precoBase: number
    /**
     * Unidade cobrada, no plural, como entra no rótulo da quantidade (ex.: números, ramais).
     */
    unidade: string
    /**
     * Opcional: asterisco(s) depois do preço que levam a uma das notas abaixo da calculadora; a nota começa com as mesmas marcas (ex.: *).
     */
    marcaNota?: string
  }[]
  /**
   * Limites da quantidade.
   */
  quantidade: {
    /**
     * Menor quantidade aceita.
     */
    minima: number
    /**
     * Maior quantidade aceita.
     */
    maxima: number
    /**
     * Quantidade já preenchida ao abrir a página.
     */
    inicial: number
    /**
     * Botões de quantidade rápida.
     */
    atalhos: number[]
  }
  /**
   * Concorrentes comparados.
   *
   * @minItems 1
   *
   * Items: Um concorrente.
   */
  concorrentes: {
    /**
     * Identificador.
     */
    id: string
    /**
     * Nome exibido.
     */
    rotulo: string
    /**
     * Quanto o concorrente cobra sobre o nosso total (1.35 = +35%).
     */
    multiplicador: number
  }[]
  /**
   * Notas de rodapé da calculadora.
   *
   * Items: Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
   */
  notas: string[]
  /**
   * Rótulos da calculadora.
   */
  textos: {
    /**
     * Rótulo da escolha de serviço.
     */
    servico: string
    /**
     * Rótulo do campo de quantidade: {unidade} é a unidade do serviço escolhido (números, ramais).
     */
    quantidade: string
    /**
     * Botão de menos, para leitores de tela.
     */
    diminuir: string
    /**
     * Botão de mais, para leitores de tela.
     */
    aumentar: string
    /**
     * Rótulo dos botões de quantidade rápida.
     */
    atalhos: string
    /**
     * Título do nosso total.
     */
    nossoPreco: string
    /**
     * Sufixo de valor mensal (ex.: /mês).
     */
    porMes: string
    /**
     * Texto do preço unitário (ex.: por unidade).
     */
    precoUnitario: string
    /**
     * Cabeçalho da coluna do concorrente.
     */
    concorrente: string
    /**
     * Cabeçalho do preço do concorrente.
     */
    precoConcorrente: string
    /**
     * Cabeçalho da economia mensal.
     */
    economiaMensal: string
    /**
     * Cabeçalho da economia anual.
     */
    economiaAnual: string
    /**
     * Frase de destaque da maior economia anual, antes do valor (ex.: Economia de até).
     */
    destaqueEconomia: string
    /**
     * O que vem depois do valor da maior economia, dizendo que ele é de um ano (ex.: por ano): a tabela ao lado dá também a economia mensal.
     */
    destaqueEconomiaPeriodo: string
    /**
     * Botão de contratação (abre o cadastro do app).
     */
    botao: string
    /**
     * Nome da tabela de comparação, lido por leitores de tela.
     */
    legendaTabela: string
    /**
     * Frase que leitores de tela anunciam quando o resultado muda: {quantidade}, {servico}, {total} (por mês) e {economia} (maior economia anual).
     */
    resumo: string
  }
}
