/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Rótulos de botões, menus e avisos comuns a todas as páginas (data/interface.yaml).
 */
export interface InterfaceData {
  /**
   * Textos usados em várias partes do site.
   */
  comum: {
    /**
     * Aviso lido por leitores de tela depois de um link que abre em nova aba (ex.: (abre em nova aba)).
     */
    novaAba: string
    /**
     * Aviso mostrado quando a próxima página demora a chegar (conexão lenta). No blog aparecem os textos 'carregando' de data/blog.yaml.
     */
    carregandoPagina: string
    /**
     * Aviso mostrado quando a lista de cidades da cobertura, carregada ao abrir a lista, não chega por falta de conexão. Abrir a lista de novo tenta outra vez.
     */
    semConexao: string
  }
  /**
   * Barra superior fixa.
   */
  barraSuperior: {
    /**
     * Nome da barra para leitores de tela.
     */
    rotulo: string
    /**
     * Rótulo do seletor de público.
     */
    publico: string
    /**
     * Seta de público anterior (celular).
     */
    publicoAnterior: string
    /**
     * Seta de próximo público (celular).
     */
    publicoProximo: string
    /**
     * Nome, para leitores de tela, do botão do celular que mostra o público atual e, tocado, passa ao próximo; {publico} vira o nome do público atual.
     */
    publicoAtual: string
    /**
     * Selo de público novo.
     */
    novo: string
    /**
     * Botão de acessibilidade.
     */
    acessibilidade: string
    /**
     * Dica do botão de acessibilidade.
     */
    acessibilidadeDica: string
    /**
     * Selo 'em breve'.
     */
    emBreve: string
    /**
     * Rótulo do seletor de cidade.
     */
    cidade: string
    /**
     * Nome do menu de cidades.
     */
    escolherCidade: string
    /**
     * Rótulo do seletor de país.
     */
    pais: string
    /**
     * Nome do menu de países.
     */
    escolherPais: string
  }
  /**
   * Cabeçalho fixo.
   */
  cabecalho: {
    /**
     * Nome do logotipo como link para a página inicial.
     */
    inicio: string
    /**
     * Nome do menu principal para leitores de tela.
     */
    navegacao: string
    /**
     * Botão que abre o menu no celular.
     */
    abrirMenu: string
    /**
     * Botão que fecha o menu no celular.
     */
    fecharMenu: string
    /**
     * Botão de login do app.
     */
    login: string
    /**
     * Botão de cadastro do app.
     */
    cadastro: string
    /**
     * Menu de atendimento.
     */
    atendimento: string
    /**
     * Link para pular direto ao conteúdo (teclado).
     */
    pularParaConteudo: string
  }
  /**
   * Títulos do rodapé.
   */
  rodape: {
    /**
     * Título da coluna de navegação.
     */
    navegacao: string
    /**
     * Nome da coluna de navegação para leitores de tela, diferente do menu principal do cabeçalho (ex.: Navegação do rodapé).
     */
    rotuloNavegacao: string
    /**
     * Título da coluna institucional.
     */
    institucional: string
    /**
     * Título da coluna de contato.
     */
    contato: string
    /**
     * Nome da lista de redes sociais.
     */
    redesSociais: string
    /**
     * Selo 'Em breve'.
     */
    emBreve: string
    /**
     * Rótulo do CNPJ.
     */
    cnpj: string
    /**
     * Rótulo do CEP.
     */
    cep: string
    /**
     * Botão da coluna institucional que abre de novo a janela de cookies, para o visitante mudar a sua escolha. A Política de Cookies cita este nome.
     */
    preferenciasCookies: string
  }
  /**
   * Cards de planos.
   */
  planos: {
    /**
     * Botão de contratação de cada plano.
     */
    contratar: string
    /**
     * Texto para leitores de tela de um recurso incluído.
     */
    incluido: string
    /**
     * Texto para leitores de tela de um recurso não incluído.
     */
    naoIncluido: string
  }
  /**
   * Botões dos carrosséis.
   */
  carrossel: {
    /**
     * Botão de slide anterior (leitores de tela).
     */
    anterior: string
    /**
     * Botão de próximo slide (leitores de tela).
     */
    proximo: string
  }
  /**
   * Lista de disponibilidade de DID móvel.
   */
  did: {
    /**
     * Título das cidades em destaque.
     */
    destaques: string
    /**
     * Título das demais cidades.
     */
    outras: string
    /**
     * Rótulo do DDD (ex.: DDD).
     */
    ddd: string
    /**
     * Texto quando a busca encontra uma única cidade (ex.: 1 cidade encontrada).
     */
    resultado: string
    /**
     * Texto com o número de cidades encontradas, quando são duas ou mais; {n} vira o número.
     */
    resultados: string
  }
  /**
   * Páginas legais.
   */
  legal: {
    /**
     * Rótulo da versão do documento.
     */
    versao: string
    /**
     * Rótulo da data de atualização.
     */
    atualizadoEm: string
    /**
     * Título do sumário.
     */
    sumario: string
    /**
     * Cabeçalho da coluna de categoria de cookies.
     */
    categoria: string
    /**
     * Cabeçalho da coluna de duração.
     */
    duracao: string
    /**
     * Cabeçalho da coluna de exemplos.
     */
    exemplos: string
    /**
     * Selo de categoria obrigatória.
     */
    obrigatorio: string
    /**
     * Selo de categoria opcional.
     */
    opcional: string
    /**
     * Botão que abre o PDF.
     */
    abrirPdf: string
    /**
     * Texto dos documentos sem arquivo para download.
     */
    semArquivo: string
    /**
     * Título do bloco do Encarregado (DPO).
     */
    encarregado: string
    /**
     * Link de volta ao topo.
     */
    voltarAoTopo: string
  }
  /**
   * Mapas (cobertura na página inicial, unidades nas páginas de contato).
   */
  mapa: {
    /**
     * Nome do mapa lido por leitores de tela; {titulo} vira o título da seção (ex.: Mapa: {titulo}).
     */
    rotulo: string
    /**
     * Nome do botão + do mapa.
     */
    aproximar: string
    /**
     * Nome do botão − do mapa.
     */
    afastar: string
    /**
     * Nome do botão × do balão de uma cidade ou unidade no mapa (ex.: Fechar).
     */
    fechar: string
    /**
     * Aviso no lugar do mapa quando o código dele não pôde ser baixado (ex.: sem conexão).
     */
    erro: string
    /**
     * Botão que tenta carregar o mapa de novo.
     */
    tentarNovamente: string
    /**
     * Aviso no lugar do mapa (e do texto 'Carregando mapa', que nunca terminaria) quando o navegador está com o JavaScript desativado.
     */
    semJavascript: string
    /**
     * Aviso sobre o mapa quando o servidor de mapas não responde: no lugar das ruas e cidades aparece um mapa simplificado, só com continentes e fronteiras, e os marcadores continuam nele.
     */
    mapaSimplificado: string
    /**
     * Crédito do mapa simplificado, no canto do mapa ao lado do crédito dos tiles: os contornos vêm do Natural Earth (domínio público).
     */
    creditoMapaSimplificado: string
  }
}
