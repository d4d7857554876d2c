/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */

/**
 * Textos, limites e mensagens do formulário de orçamento (seção Contato da página inicial) e da janela de orçamento das páginas de contato (data/lead-form.yaml). As mensagens cuja descrição diz "especificação" têm o texto exato definido para o produto: não altere sem combinar.
 */
export interface LeadFormData {
  /**
   * Textos de cada campo.
   */
  campos: {
    /**
     * Campo nome.
     */
    nome: {
      /**
       * Rótulo do campo.
       */
      rotulo: string
      /**
       * Exemplo dentro do campo.
       */
      placeholder: string
      /**
       * Aviso quando o valor parece incompleto ou com erro de digitação; aparece ao sair do campo e não impede o envio.
       */
      aviso: string
    }
    /**
     * Campo e-mail.
     */
    email: {
      /**
       * Rótulo do campo.
       */
      rotulo: string
      /**
       * Exemplo dentro do campo.
       */
      placeholder: string
      /**
       * Aviso quando o valor parece incompleto ou com erro de digitação; aparece ao sair do campo e não impede o envio.
       */
      aviso: string
    }
    /**
     * Campo telefone.
     */
    telefone: {
      /**
       * Rótulo do campo.
       */
      rotulo: string
      /**
       * Exemplo dentro do campo.
       */
      placeholder: string
      /**
       * Aviso quando o valor parece incompleto ou com erro de digitação; aparece ao sair do campo e não impede o envio.
       */
      aviso: string
    }
    /**
     * Campo empresa.
     */
    empresa: {
      /**
       * Rótulo do campo.
       */
      rotulo: string
      /**
       * Exemplo dentro do campo.
       */
      placeholder: string
      /**
       * Aviso quando o valor parece incompleto ou com erro de digitação; aparece ao sair do campo e não impede o envio.
       */
      aviso: string
    }
    /**
     * Campo CNPJ.
     */
    cnpj: {
      /**
       * Rótulo do campo.
       */
      rotulo: string
      /**
       * Exemplo dentro do campo.
       */
      placeholder: string
      /**
       * Mensagem quando o valor é inválido. Especificação: texto exato definido para o produto, não altere sem combinar.
       */
      erro: string
      /**
       * Aviso quando os dígitos verificadores do CNPJ não conferem (não impede o envio).
       */
      dica: string
    }
    /**
     * Campo mensagem.
     */
    mensagem: {
      /**
       * Rótulo do campo.
       */
      rotulo: string
      /**
       * Exemplo dentro do campo.
       */
      placeholder: string
      /**
       * Mensagem quando o valor é inválido.
       */
      erro: string
      /**
       * Contador de caracteres; {n} vira o total digitado e {max} o limite.
       */
      contador: string
    }
    /**
     * Caixa de aceite dos termos.
     */
    termos: {
      /**
       * Texto antes dos links.
       */
      texto: string
      /**
       * Link para os Termos de Uso.
       */
      linkTermos: {
        /**
         * Texto do link.
         */
        rotulo: string
        /**
         * A página que o link abre (ex.: /termos-de-uso).
         */
        caminho: string
      }
      /**
       * Texto entre os links.
       */
      conector: string
      /**
       * Link para a Política de Privacidade.
       */
      linkPrivacidade: {
        /**
         * Texto do link.
         */
        rotulo: string
        /**
         * A página que o link abre (ex.: /politica-privacidade).
         */
        caminho: string
      }
      /**
       * Mensagem quando os termos não foram aceitos.
       */
      erro: string
    }
  }
  /**
   * Mensagem de campo obrigatório vazio.
   */
  obrigatorio: string
  /**
   * Aviso sobre os campos obrigatórios.
   */
  obrigatorioLegenda: string
  /**
   * Botão de envio.
   */
  botao: string
  /**
   * O que falta para enviar, escrito sob o botão enquanto ele está desativado.
   */
  dicaEnvio: {
    /**
     * Quando o navegador está com o JavaScript desligado, o formulário não pode ser enviado: diga o que fazer.
     */
    semJavascript: string
    /**
     * Termos aceitos, mas o script da verificação de segurança não carregou (sem internet, ou bloqueado); ele é pedido de novo quando a conexão volta. Diga o que fazer.
     */
    verificacaoIndisponivel: string
    /**
     * Enquanto os termos não foram aceitos.
     */
    termos: string
    /**
     * Termos aceitos, enquanto a verificação de segurança não terminou.
     */
    verificacao: string
  }
  /**
   * Quando o código do formulário não pode ser baixado (sem internet, ou o site acabou de ser atualizado): o formulário dá lugar a esta mensagem.
   */
  carregamento: {
    /**
     * A mensagem, com a alternativa (telefone, e-mail).
     */
    erro: string
    /**
     * Botão que tenta baixar o formulário de novo.
     */
    tentarNovamente: string
  }
  /**
   * Botão durante o envio. Especificação: texto exato definido para o produto, não altere sem combinar.
   */
  enviando: string
  /**
   * Mensagem de sucesso. Especificação: texto exato definido para o produto, não altere sem combinar.
   */
  sucesso: string
  /**
   * Mensagens de erro do envio.
   */
  erros: {
    /**
     * Resposta 403 do webhook. Especificação: texto exato definido para o produto, não altere sem combinar.
     */
    autenticacao: string
    /**
     * Outras respostas de erro; {status} e {texto} são trocados pela resposta do servidor. Especificação: texto exato definido para o produto, não altere sem combinar.
     */
    servidor: string
    /**
     * Erro sem detalhes. Especificação: texto exato definido para o produto, não altere sem combinar.
     */
    desconhecido: string
    /**
     * Servidor não respondeu a tempo.
     */
    tempoEsgotado: string
    /**
     * A conexão com o servidor falhou com o aparelho on-line: o problema pode ser do nosso lado, então a mensagem não culpa a conexão do visitante.
     */
    rede: string
    /**
     * Visitante sem internet.
     */
    semConexao: string
    /**
     * Webhook não configurado neste build.
     */
    naoConfigurado: string
    /**
     * Resumo quando há campos inválidos.
     */
    revise: string
  }
  /**
   * Verificação anti-robô (Cloudflare Turnstile).
   */
  verificacao: {
    /**
     * Nome da verificação para leitores de tela.
     */
    rotulo: string
    /**
     * Erro da verificação anti-robô. Especificação: texto exato definido para o produto, não altere sem combinar.
     */
    erro: string
    /**
     * Verificação expirada. Especificação: texto exato definido para o produto, não altere sem combinar.
     */
    expirada: string
    /**
     * Sem chave do Turnstile. Especificação: texto exato definido para o produto, não altere sem combinar.
     */
    naoConfigurada: string
    /**
     * Tema do widget: auto, light ou dark.
     */
    tema: 'auto' | 'light' | 'dark'
    /**
     * Tamanho do widget: normal, compact ou flexible.
     */
    tamanho: 'normal' | 'compact' | 'flexible'
  }
  /**
   * Limites e tempos.
   */
  limites: {
    /**
     * Máximo de caracteres do nome.
     */
    nome: number
    /**
     * Máximo de caracteres do e-mail (a internet aceita até 254).
     */
    email: number
    /**
     * Máximo de caracteres do nome da empresa.
     */
    empresa: number
    /**
     * Máximo de caracteres da mensagem.
     */
    mensagem: number
    /**
     * Máximo de caracteres do telefone.
     */
    telefone: number
    /**
     * Dígitos do CNPJ (sempre 14).
     */
    cnpj: 14
    /**
     * Tempo máximo de espera pelo servidor, em milissegundos.
     */
    tempoLimiteMs: number
    /**
     * Tempo até limpar o formulário depois do sucesso, em milissegundos.
     */
    limparAposSucessoMs: number
    /**
     * Intervalo entre as tentativas de achar o script do Turnstile, em milissegundos.
     */
    verificacaoIntervaloMs: number
  }
  /**
   * Janela 'Solicite um Orçamento' das páginas de contato.
   */
  dialogo: {
    /**
     * Título da janela.
     */
    titulo: string
    /**
     * Texto da janela. Ela só simula o envio (especificação): o texto não promete retorno.
     */
    texto: string
    /**
     * Botão de fechar (leitores de tela).
     */
    fechar: string
    /**
     * Botão de envio da janela.
     */
    botao: string
    /**
     * Mensagem de sucesso simulado. Especificação: texto exato definido para o produto, não altere sem combinar.
     */
    sucesso: string
  }
}
