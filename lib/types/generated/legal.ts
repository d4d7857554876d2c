/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Políticas, termos e página regulatória (data/legal/*.yaml). O título, o H1 e a descrição para buscadores de cada documento ficam em data/pages.yaml, na página de mesmo endereço.
 */
export interface LegalData {
  /**
   * Versão do documento, entre aspas (ex.: "2025.1").
   */
  versao: string
  /**
   * Data da última atualização.
   */
  atualizadoEm: string
  /**
   * Texto de abertura.
   */
  introducao: string
  /**
   * Só na política de cookies: as categorias de cookies e suas durações.
   *
   * @minItems 1
   *
   * Items: Uma categoria de cookies.
   */
  categorias?: {
    /**
     * Identificador da categoria.
     */
    id: string
    /**
     * Nome da categoria.
     */
    nome: string
    /**
     * Para que servem.
     */
    descricao: string
    /**
     * Por quanto tempo ficam guardados (ex.: 12 meses).
     */
    duracao: string
    /**
     * true se não podem ser recusados (essenciais).
     */
    obrigatorio: boolean
    /**
     * Exemplos de cookies da categoria.
     *
     * Items: Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
     */
    exemplos: string[]
  }[]
  /**
   * Só na página regulatória: documentos para download.
   *
   * @minItems 1
   *
   * Items: Um documento.
   */
  documentos?: {
    /**
     * Identificador do documento.
     */
    id: string
    /**
     * Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
     */
    titulo: string
    /**
     * Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
     */
    descricao: string
    /**
     * contrato ou ato.
     */
    tipo: 'contrato' | 'ato'
    /**
     * Arquivo PDF na pasta public/ (abre em nova aba). Sem arquivo, o item aparece sem link.
     */
    arquivo?: string
  }[]
  /**
   * Seções do documento; cada uma vira um item do sumário.
   *
   * @minItems 1
   *
   * Items: Uma seção.
   */
  secoes: {
    /**
     * Âncora da seção (ex.: direitos-do-titular).
     */
    id: string
    /**
     * Um texto em português, não vazio, de até 600 caracteres (um parágrafo).
     */
    titulo: string
    /**
     * Texto da seção em markdown leve.
     */
    conteudo: string
    /**
     * Bloco exibido depois do texto da seção: categorias (tabela de cookies), documentos (downloads) ou encarregado (contato do DPO, de site.yaml).
     */
    bloco?: 'categorias' | 'documentos' | 'encarregado'
  }[]
}
