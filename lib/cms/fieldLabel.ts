// A field's label in the editor, from its name in the files: `precoBase` -> "Preço base".

/** Words the files write without their accents (names are ASCII), as a reader expects them. */
const ACCENTED: Readonly<Record<string, string>> = {
  afirmacoes: 'afirmações',
  ancora: 'âncora',
  ancoras: 'âncoras',
  apos: 'após',
  atribuicao: 'atribuição',
  autenticacao: 'autenticação',
  botao: 'botão',
  botoes: 'botões',
  cabecalho: 'cabeçalho',
  codigo: 'código',
  compativel: 'compatível',
  conexao: 'conexão',
  conteudo: 'conteúdo',
  credito: 'crédito',
  descricao: 'descrição',
  dialogo: 'diálogo',
  duracao: 'duração',
  endereco: 'endereço',
  espontanea: 'espontânea',
  heroi: 'herói',
  icone: 'ícone',
  ilustracao: 'ilustração',
  incluido: 'incluído',
  indisponivel: 'indisponível',
  informacoes: 'informações',
  inicio: 'início',
  introducao: 'introdução',
  maxima: 'máxima',
  mes: 'mês',
  minima: 'mínima',
  movel: 'móvel',
  nao: 'não',
  navegacao: 'navegação',
  navegacoes: 'navegações',
  numero: 'número',
  obrigatorio: 'obrigatório',
  orcamento: 'orçamento',
  padrao: 'padrão',
  pagina: 'página',
  paginas: 'páginas',
  pais: 'país',
  paises: 'países',
  periodo: 'período',
  politica: 'política',
  preco: 'preço',
  preferencias: 'preferências',
  proximo: 'próximo',
  proximos: 'próximos',
  publico: 'público',
  publicos: 'públicos',
  razao: 'razão',
  regulatorio: 'regulatório',
  rodape: 'rodapé',
  rotulo: 'rótulo',
  rotulos: 'rótulos',
  secoes: 'seções',
  secundario: 'secundário',
  servico: 'serviço',
  servicos: 'serviços',
  sobretitulo: 'sobretítulo',
  solucoes: 'soluções',
  subtitulo: 'subtítulo',
  sumario: 'sumário',
  tambem: 'também',
  titulo: 'título',
  unitario: 'unitário',
  verificacao: 'verificação',
  versao: 'versão',
  video: 'vídeo',
  visivel: 'visível',
}

/** The post header's fields, named in English in the files: their labels in Portuguese. */
const POST_FIELDS: Readonly<Record<string, string>> = {
  title: 'Título',
  excerpt: 'Resumo',
  image: 'Imagem de capa',
  category: 'Categoria',
  author: 'Autor',
  publishDate: 'Data de publicação',
  readTime: 'Tempo de leitura',
  tags: 'Tags',
  featured: 'Em destaque',
}

/** "precoBase" -> "Preço base", "h1" -> "H1": camelCase split into words, accents restored, the first capitalised. */
export function fieldLabel(name: string): string {
  const named = POST_FIELDS[name]
  if (named) return named
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_]+/)
    .map((word) => ACCENTED[word] ?? word)
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}
