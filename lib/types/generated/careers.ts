/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Textos da página /vagas (data/careers.yaml). O título, o H1 e a descrição para buscadores ficam em data/pages.yaml.
 */
export interface CareersData {
  /**
   * Frase abaixo do título.
   */
  subtitulo: string
  /**
   * Botão do topo que leva à seção de cultura (o outro botão do topo é o de candidatura espontânea).
   */
  botaoCultura?: string
  /**
   * Ilustração ao lado do texto do topo de /vagas, em telas largas: um SVG de 560 × 440 (ex.: /images/herois/vagas.svg).
   */
  ilustracao?: string
  /**
   * Bloco 'Sistema de Vagas'.
   */
  sistemaVagas: {
    /**
     * Título do bloco.
     */
    titulo: string
    /**
     * Selo (ex.: Em breve).
     */
    selo: string
    /**
     * Texto do bloco.
     */
    descricao: string
    /**
     * O que o sistema vai permitir.
     *
     * @minItems 1
     */
    recursos: TituloDescricao[]
  }
  /**
   * Bloco 'Oportunidades Atuais'.
   */
  oportunidades: {
    /**
     * Título do bloco.
     */
    titulo: string
    /**
     * Texto do bloco.
     */
    descricao: string
    /**
     * Candidatura por e-mail para o RH (endereço em site.yaml).
     */
    candidaturaEspontanea: {
      /**
       * Título.
       */
      titulo: string
      /**
       * Texto.
       */
      descricao: string
      /**
       * Assunto do e-mail.
       */
      assunto: string
      /**
       * Texto do botão.
       */
      rotulo: string
    }
    /**
     * Link para a página da empresa no LinkedIn (endereço em site.yaml).
     */
    linkedin: {
      /**
       * Título.
       */
      titulo: string
      /**
       * Texto.
       */
      descricao: string
      /**
       * Texto do botão.
       */
      rotulo: string
    }
  }
  /**
   * Seção de cultura.
   */
  cultura: {
    /**
     * Título.
     */
    titulo: string
    /**
     * Texto.
     */
    descricao: string
    oferecemos: Lista
    buscamos: Lista1
  }
}
/**
 * Um item com título e descrição.
 */
export interface TituloDescricao {
  /**
   * Título.
   */
  titulo: string
  /**
   * Descrição.
   */
  descricao: string
}
/**
 * O que a empresa oferece.
 */
export interface Lista {
  /**
   * Título da lista.
   */
  titulo: string
  /**
   * Itens.
   *
   * @minItems 1
   *
   * Items: Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
   */
  itens: string[]
}
/**
 * O que a empresa busca.
 */
export interface Lista1 {
  /**
   * Título da lista.
   */
  titulo: string
  /**
   * Itens.
   *
   * @minItems 1
   *
   * Items: Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
   */
  itens: string[]
}
