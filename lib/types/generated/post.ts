/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Cabeçalho (frontmatter) de um post em content/blog/{id}.md.
 */
export interface PostData {
  /**
   * Título do post.
   */
  title: string
  /**
   * Resumo de uma ou duas frases (50 a 160 caracteres), mostrado nos cards e como descrição nos buscadores (o Google corta o que passa de 160).
   */
  excerpt: string
  /**
   * Imagem de capa na pasta public/ (opcional; sem ela aparece o logotipo).
   */
  image?: string
  /**
   * Categoria do post.
   */
  category: string
  /**
   * Autor do post.
   */
  author: string
  /**
   * Data de publicação (AAAA-MM-DD).
   */
  publishDate: string
  /**
   * Tempo de leitura, mostrado como está (ex.: 6 min).
   */
  readTime: string
  /**
   * Tags separadas por vírgula, com ou sem colchetes.
   *
   * @minItems 1
   *
   * Items: Um texto curto (até 80 caracteres), como um rótulo ou título.
   */
  tags: string[]
  /**
   * true para aparecer em 'Posts em Destaque'.
   */
  featured: boolean
}
