/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Textos das páginas do blog, /blog e /blog/{post} (data/blog.yaml). Os posts ficam em content/blog/.
 */
export interface BlogData {
  /**
   * Página /blog.
   */
  lista: {
    /**
     * Texto acima do título.
     */
    sobretitulo: string
    /**
     * Frase abaixo do título.
     */
    subtitulo: string
    /**
     * Botão que leva ao formulário de orçamento (/#contato).
     */
    botaoOrcamento: string
    /**
     * Botão que abre o portal do cliente.
     */
    botaoPortal: string
    /**
     * Título dos posts em destaque.
     */
    destaquesTitulo: string
    /**
     * Título dos posts recentes.
     */
    recentesTitulo: string
    /**
     * Link dos cards em destaque.
     */
    lerMais: string
    /**
     * Link dos posts recentes.
     */
    lerArtigo: string
    /**
     * Texto de carregamento.
     */
    carregando: string
    /**
     * Quantos posts recentes mostrar.
     */
    quantidadeRecentes: number
    /**
     * Ilustração ao lado do texto do topo de /blog, em telas largas: um SVG de 560 × 440 (ex.: /images/herois/blog.svg).
     */
    ilustracao?: string
  }
  /**
   * Bloco de newsletter.
   */
  newsletter: {
    /**
     * Título.
     */
    titulo: string
    /**
     * Texto.
     */
    texto: string
    /**
     * Rótulo do campo de e-mail.
     */
    rotuloEmail: string
    /**
     * Exemplo dentro do campo.
     */
    placeholder: string
    /**
     * Botão de inscrição.
     */
    botao: string
    /**
     * Nota sobre spam.
     */
    nota: string
    /**
     * Mensagem mostrada ao clicar em 'Inscrever-se'. O site ainda não envia a inscrição a nenhum serviço: a mensagem deve dizer isso ao visitante, sem prometer e-mails.
     */
    aviso: string
  }
  /**
   * Página de um post.
   */
  post: {
    /**
     * Botão de volta à lista.
     */
    voltar: string
    /**
     * Texto de carregamento.
     */
    carregando: string
    /**
     * Mostrado no lugar do corpo quando ele não chega (conexão caída ao abrir o post dentro do site); o botão 'tentarNovamente' vem logo abaixo.
     */
    erroConexao: string
    /**
     * Botão que pede o corpo do post de novo.
     */
    tentarNovamente: string
    /**
     * Título do painel lateral.
     */
    informacoes: string
    /**
     * Rótulo da data.
     */
    publicadoEm: string
    /**
     * Texto depois do tempo de leitura (ex.: de leitura).
     */
    leitura: string
    /**
     * Rótulo do tempo de leitura no painel do post, lido só por leitores de tela (ex.: Tempo de leitura).
     */
    tempoLeitura: string
    /**
     * Rótulo do autor.
     */
    autor: string
    /**
     * Rótulo da categoria.
     */
    categoria: string
    /**
     * Título das tags.
     */
    tags: string
    /**
     * Título dos botões de compartilhamento.
     */
    compartilhar: string
    /**
     * Prefixo do nome acessível de cada botão (ex.: Compartilhar no).
     */
    compartilharEm: string
    /**
     * Botão de copiar link.
     */
    copiarLink: string
    /**
     * Confirmação de link copiado.
     */
    copiado: string
    /**
     * Título da chamada final.
     */
    chamadaTitulo: string
    /**
     * Texto da chamada final.
     */
    chamadaTexto: string
    /**
     * Botão da chamada final (leva a /#contato).
     */
    chamadaBotao: string
    /**
     * Título do painel lateral 'Posts Relacionados', com o aviso 'Em breve'.
     */
    relacionadosTitulo: string
    /**
     * Título da grade de posts com tags em comum, no fim do post (diferente do painel lateral, para não repetir o título).
     */
    leiaTambem: string
    /**
     * Texto do painel de relacionados.
     */
    relacionadosEmBreve: string
    /**
     * Link para a lista de posts.
     */
    verTodos: string
    /**
     * Texto das tags que não cabem; {n} vira o número.
     */
    maisTags: string
    /**
     * Quantos posts relacionados mostrar.
     */
    quantidadeRelacionados: number
  }
  /**
   * Feed RSS do blog (/blog/rss.xml), gerado a partir dos posts.
   */
  feed: {
    /**
     * Título do feed, mostrado nos leitores de RSS.
     */
    titulo: string
    /**
     * Descrição do feed, mostrada nos leitores de RSS.
     */
    descricao: string
    /**
     * Nome do feed no link <link rel="alternate"> das páginas do blog (navegadores e extensões mostram este texto).
     */
    rotuloLink: string
  }
  /**
   * Imagem usada nos posts sem imagem (1200x630).
   */
  imagemPadrao: string
  /**
   * Assinaturas da empresa, não de uma pessoa (campo author dos posts): nos dados para buscadores (schema.org), o autor desses posts é a própria Nuvox, não uma pessoa com esse nome.
   *
   * Items: Um texto curto (até 80 caracteres), como um rótulo ou título.
   */
  autoresEquipe?: string[]
}
