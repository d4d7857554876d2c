/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Identidade do site: nome, contatos, endereço, redes sociais e links externos (data/site.yaml). Tudo o que aparece no cabeçalho, no rodapé e nos dados estruturados vem daqui.
 */
export interface SiteData {
  /**
   * Nome da marca, usado nos títulos das páginas ('{título} | {nome}').
   */
  nome: string
  /**
   * Razão social da empresa, como no CNPJ.
   */
  razaoSocial: string
  /**
   * CNPJ da empresa no formato 99.999.999/9999-99.
   */
  cnpj: string
  /**
   * Endereço público do site, sem barra no final (ex.: https://www.nuvox.com.br).
   */
  url: string
  /**
   * Frase curta que resume a empresa.
   */
  slogan: string
  /**
   * Descrição da empresa usada nos dados estruturados (Organization).
   */
  descricao: string
  /**
   * Arquivo do logotipo na pasta public/.
   */
  logo: string
  /**
   * Imagem padrão ao compartilhar páginas nas redes sociais (1200x630).
   */
  imagemCompartilhamento: string
  /**
   * Palavras-chave incluídas em todas as páginas.
   *
   * @minItems 1
   *
   * Items: Um texto curto (até 80 caracteres), como um rótulo ou título.
   */
  palavrasChavePadrao: string[]
  /**
   * Telefones de contato. O primeiro é o número principal mostrado no topo da página inicial.
   *
   * @minItems 1
   *
   * Items: Um telefone de contato.
   */
  telefones: {
    /**
     * Identificador do telefone (ex.: principal).
     */
    id: string
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    rotulo: string
    /**
     * Número para discagem com +55 e DDD, só dígitos (ex.: "+551140002120"). O site o mostra formatado, ex.: (11) 4000-2120; nos posts, escreva {telefone:id} (ex.: {telefone:principal}).
     */
    numero: string
  }[]
  /**
   * Endereço da sede.
   */
  endereco: {
    /**
     * Rua, número e complemento.
     */
    logradouro: string
    /**
     * Bairro.
     */
    bairro: string
    /**
     * Cidade.
     */
    cidade: string
    /**
     * Estado (sigla).
     */
    uf:
      | 'AC'
      | 'AL'
      | 'AP'
      | 'AM'
      | 'BA'
      | 'CE'
      | 'DF'
      | 'ES'
      | 'GO'
      | 'MA'
      | 'MT'
      | 'MS'
      | 'MG'
      | 'PA'
      | 'PB'
      | 'PR'
      | 'PE'
      | 'PI'
      | 'RJ'
      | 'RN'
      | 'RS'
      | 'RO'
      | 'RR'
      | 'SC'
      | 'SP'
      | 'SE'
      | 'TO'
    /**
     * CEP no formato 99999-999.
     */
    cep: string
    /**
     * País (código ISO).
     */
    pais: string
  }
  /**
   * Endereços de e-mail públicos.
   */
  emails: {
    /**
     * E-mail comercial.
     */
    contato: string
    /**
     * E-mail do RH, usado na candidatura espontânea em /vagas.
     */
    rh: string
    /**
     * E-mail do Encarregado de dados (DPO), exibido na política de privacidade.
     */
    encarregadoDados: string
  }
  /**
   * Encarregado pelo tratamento de dados pessoais (LGPD).
   */
  encarregadoDados: {
    /**
     * Nome do Encarregado.
     */
    nome: string
    /**
     * Cargo exibido junto ao nome.
     */
    cargo: string
  }
  /**
   * Perfis nas redes sociais, exibidos no rodapé.
   *
   * @minItems 1
   *
   * Items: Um perfil em rede social.
   */
  redesSociais: {
    /**
     * Qual rede social (define o ícone).
     */
    rede: 'linkedin' | 'instagram' | 'facebook' | 'youtube' | 'x'
    /**
     * Um texto curto (até 80 caracteres), como um rótulo ou título.
     */
    rotulo: string
    /**
     * Endereço do perfil.
     */
    url: string
  }[]
  /**
   * Links externos usados em botões e menus.
   */
  links: {
    /**
     * Login do aplicativo do cliente (abre em nova aba).
     */
    appLogin: string
    /**
     * Cadastro no aplicativo do cliente; destino de todos os botões de contratação.
     */
    appCadastro: string
    /**
     * Login do portal do cliente (botão 'Acessar Portal' do blog).
     */
    portalCliente: string
    /**
     * Página de status dos serviços.
     */
    status: string
    /**
     * Site do registro nacional ligado aos selos de segurança do rodapé.
     */
    registroSelos: string
    /**
     * Links da central de ajuda exibidos no menu Atendimento.
     *
     * @minItems 1
     *
     * Items: Um link da central de ajuda.
     */
    atendimento: {
      /**
       * Identificador do link.
       */
      id: string
      /**
       * Um texto curto (até 80 caracteres), como um rótulo ou título.
       */
      rotulo: string
      /**
       * Endereço na central de ajuda.
       */
      url: string
    }[]
  }
  /**
   * Chaves que ligam ou desligam partes do site.
   */
  recursos: {
    /**
     * Mostra o menu Atendimento no cabeçalho (true ou false): o menu existe, mas fica oculto até que esta chave seja true.
     */
    menuAtendimento: boolean
  }
  /**
   * Configuração do envio de leads.
   */
  lead: {
    /**
     * Rótulo fixo enviado no campo source de cada lead.
     */
    origem: string
  }
  /**
   * Números de destaque da empresa (24/7, 150+ cidades, 99,9%...).
   *
   * @minItems 1
   *
   * Items: Um número de destaque.
   */
  afirmacoes: {
    /**
     * Identificador.
     */
    id: string
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
