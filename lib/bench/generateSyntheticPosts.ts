/**
 * Synthetic blog posts for the build benchmark: Portuguese-like markdown of about 800 words using every feature the
 * posts support (#, ## and ### headings, --- rules, **bold**, *italic*, `code`, `- ` lists, paragraphs), with varied
 * tags, dates, categories, authors, images and featured flags. Deterministic: the same seed gives the same posts.
 */
import { DAY_MS } from '../format/dayMs.ts'

export interface SyntheticPost {
  id: string
  /** The whole `.md` file: frontmatter and body. */
  source: string
  words: number
}

const TOPICS = [
  { name: 'PABX em Nuvem', category: 'PABX', tags: ['PABX', 'Nuvem', 'VoIP', 'Ramais'] },
  { name: 'Número Fixo Virtual', category: 'Números Virtuais', tags: ['DID', 'Número Virtual', 'Telefonia Fixa'] },
  { name: 'Número Móvel Virtual', category: 'Números Virtuais', tags: ['DID Móvel', 'WhatsApp', 'Mensageria'] },
  { name: 'Portabilidade Numérica', category: 'Telefonia', tags: ['Portabilidade', 'Anatel', 'Telefonia Fixa'] },
  { name: 'Serviço 0800', category: 'Atendimento', tags: ['0800', 'Atendimento', 'URA'] },
  { name: 'SMS Corporativo', category: 'Marketing', tags: ['SMS', 'Marketing', 'LGPD'] },
  { name: 'SIP Trunk', category: 'Provedores', tags: ['SIP Trunk', 'Provedores', 'VoIP'] },
  { name: 'URA Inteligente', category: 'Atendimento', tags: ['URA', 'Atendimento', 'Automação'] },
  { name: 'Integração com CRM', category: 'Tecnologia', tags: ['CRM', 'Integrações', 'API'] },
  { name: 'IPTV para Empresas', category: 'IPTV', tags: ['IPTV', 'Provedores', 'Streaming'] },
  { name: 'Telefonia para o Agro', category: 'Agronegócio', tags: ['Agro', 'Cobertura', 'Telefonia Rural'] },
  { name: 'Omnichannel', category: 'Atendimento', tags: ['Omnichannel', 'WhatsApp', 'CRM'] },
] as const

const ANGLES = [
  'Guia Prático',
  'Erros Comuns e Como Evitar',
  'Perguntas Frequentes',
  'Custos e Benefícios',
  'Passo a Passo da Implantação',
  'Checklist para Gestores',
  'Tendências',
  'Estudo de Caso',
]
const AUDIENCES = [
  'Clínicas',
  'Escritórios de Contabilidade',
  'Lojas de Varejo',
  'Provedores Regionais',
  'Cooperativas Agrícolas',
  'Escolas',
  'Indústrias',
  'Órgãos Públicos',
  'Startups',
  'Imobiliárias',
]
const AUTHORS = [
  'Mariana Costa',
  'Rafael Almeida',
  'Juliana Ferreira',
  'Carlos Eduardo Lima',
  'Equipe Nuvox',
  'Patrícia Souza',
]
const EXTRA_TAGS = [
  'Gestão',
  'Custos',
  'Segurança',
  'Produtividade',
  'Home Office',
  'Pequenas Empresas',
  'Grandes Empresas',
  'Qualidade de Voz',
  'Métricas',
  'Suporte 24/7',
]
const IMAGES = [
  '/images/blog/vantagens-pabx-em-nuvem.webp',
  '/images/blog/vantagens-numero-fixo-virtual.webp',
  '/images/blog/sms-marketing.webp',
  '/images/blog/sip-trunk-para-provedores.webp',
  '/images/blog/numero-movel-virtual-whatsapp-business.webp',
  '/images/blog/pabx-fisico-vs-pabx-em-nuvem.webp',
]

const SUBJECTS = [
  'A empresa',
  'O gestor de TI',
  'A equipe de atendimento',
  'O time comercial',
  'Quem decide sobre telefonia',
  'O provedor regional',
  'A clínica',
  'O escritório',
  'A operação',
  'O cliente final',
]
const VERBS = [
  'reduz',
  'acompanha',
  'organiza',
  'simplifica',
  'controla',
  'planeja',
  'mede',
  'revisa',
  'centraliza',
  'automatiza',
]
const OBJECTS = [
  'os custos das ligações',
  'o tempo de espera na fila',
  'a distribuição das chamadas entre os ramais',
  'as gravações das conversas',
  'os relatórios de atendimento',
  'a portabilidade dos números',
  'a qualidade de voz em horários de pico',
  'o cadastro dos ramais remotos',
  'as campanhas de mensagens',
  'a integração com o CRM',
]
const CLOSINGS = [
  'sem depender de equipamentos instalados no escritório',
  'com relatórios que mostram o resultado de cada mudança',
  'e ganha previsibilidade no orçamento mensal',
  'mesmo quando parte da equipe trabalha de casa',
  'seguindo as regras da Anatel e da LGPD',
  'a partir de um painel acessível pelo navegador',
  'com suporte disponível a qualquer hora do dia',
  'antes de ampliar o número de linhas',
]
/** Words mixed into every sentence so the text compresses like real prose, not like a template. */
const VOCABULARY = (
  'atendimento chamada cliente contrato custo equipe empresa fatura gestão linha ligação mensagem número ' +
  'operadora painel plano ramal rede relatório serviço sistema suporte telefone voz agenda agilidade ' +
  'análise aparelho aplicativo área aumento autonomia banda cadastro canal capacidade central cobertura ' +
  'compromisso conexão consumo contato controle conversa cidade dados decisão demanda desempenho destino ' +
  'diagnóstico disponibilidade distribuição economia eficiência encaminhamento endereço escala escritório ' +
  'espera estabilidade estratégia estrutura expansão experiência fila filial fluxo fornecedor franquia ' +
  'função funcionário gravação horário implantação indicador infraestrutura instalação integração interface ' +
  'internet investimento janela jornada latência legislação licença limite loja manutenção mercado meta ' +
  'migração mobilidade modelo monitoramento mudança negócio nuvem oferta organização padrão parceiro pedido ' +
  'perfil período pesquisa planilha política portabilidade prazo preço prioridade processo produto ' +
  'produtividade projeto proposta protocolo provedor qualidade quantidade recurso redução regra ' +
  'regulamentação resposta resultado retorno risco rotina satisfação segurança setor sinal solução tarifa ' +
  'tecnologia tempo tendência teste transferência treinamento unidade uso usuário valor velocidade venda ' +
  'versão visita volume acessível ágil amplo automático claro completo comum constante contínuo diário ' +
  'direto disponível eficiente essencial estável externo fácil fixo flexível frequente gradual grande ' +
  'interno leve local mensal móvel necessário novo prático previsível principal rápido regional remoto ' +
  'seguro simples técnico total útil virtual acompanhar ajustar ampliar analisar atender atualizar avaliar ' +
  'cobrar comparar conectar configurar contratar definir encaminhar escolher evitar garantir identificar ' +
  'implantar informar integrar manter medir melhorar migrar monitorar negociar oferecer organizar planejar ' +
  'priorizar reduzir registrar responder revisar testar hoje também ainda sempre depois antes durante ' +
  'sobretudo inclusive apenas cada vários poucos muitos outro mesmo todo nenhum qualquer bastante menos ' +
  'mais melhor pior quase junto'
).split(' ')

function words(random: Random, min: number, max: number): string {
  return Array.from({ length: random.between(min, max) }, () => random.pick(VOCABULARY)).join(' ')
}

const CONNECTORS = [
  'Além disso,',
  'Na prática,',
  'Por isso,',
  'Em muitos casos,',
  'Ao mesmo tempo,',
  'Com o tempo,',
  'Por outro lado,',
  'Em resumo,',
]
const CODES = [
  'SIP/2.0',
  'G.711',
  'G.729',
  '*100#',
  '0800 777 2120',
  'ramal 2001',
  'TLS 1.3',
  'SRTP',
  'API REST',
  'webhook',
]
const LIST_ITEMS = [
  'defina quem atende cada tipo de ligação',
  'documente os horários de funcionamento',
  'teste a qualidade da conexão antes da migração',
  'revise as permissões de cada ramal',
  'ative a gravação apenas com aviso ao cliente',
  'acompanhe as ligações perdidas todos os dias',
  'treine a equipe nas novas funções',
  'mantenha um número de contingência',
  'compare a fatura antes e depois da mudança',
  'registre o consentimento para mensagens',
]
const HEADINGS = [
  'Por que isso importa',
  'Como funciona na prática',
  'O que avaliar antes de contratar',
  'Cuidados na implantação',
  'Como medir os resultados',
  'Quanto custa',
  'Segurança e conformidade',
  'Próximos passos',
]

/** mulberry32: a small, fast, seedable PRNG; good enough for varied test data. */
function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return { next, pick, between }
}

type Random = ReturnType<typeof createRandom>

function sentence(random: Random): string {
  const object = random.next() < 0.4 ? random.pick(OBJECTS) : words(random, 2, 4)
  const closing = random.next() < 0.3 ? `, ${random.pick(CLOSINGS)}` : ''
  const base = `${random.pick(SUBJECTS)} ${random.pick(VERBS)} ${object} ${words(random, 4, 9)}${closing}`
  const roll = random.next()
  if (roll < 0.12) {
    const connector = random.pick(CONNECTORS)
    const reference = random.pick(OBJECTS)
    return `${connector} ${base.charAt(0).toLowerCase()}${base.slice(1)}, usando **${reference}** como referência.`
  }
  if (roll < 0.22) return `${base}, o que é *especialmente útil* para ${random.pick(AUDIENCES).toLowerCase()}.`
  if (roll < 0.3) return `${base}; a configuração usa \`${random.pick(CODES)}\` por padrão.`
  return `${base}.`
}

function paragraph(random: Random): string {
  return Array.from({ length: random.between(3, 5) }, () => sentence(random)).join(' ')
}

function list(random: Random): string {
  return Array.from(
    { length: random.between(3, 5) },
    () => `- **${random.pick(LIST_ITEMS)}**: ${random.pick(OBJECTS)}, ${words(random, 2, 6)}.`,
  ).join('\n')
}

function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length
}

/** About `targetWords` words: intro, ## sections with ### subsections, lists, a rule and a closing. */
function body(random: Random, topic: string, targetWords: number): string {
  const blocks: string[] = [`# ${topic}: o essencial`, paragraph(random)]
  let total = countWords(blocks.join('\n\n'))
  const add = (...more: string[]) => {
    blocks.push(...more)
    total += countWords(more.join('\n\n'))
  }
  // Each step adds a section part: ## heading, then a list or a ### subsection, each with text.
  for (let step = 0; total < targetWords - 40; step++) {
    if (step % 3 === 0) add(`## ${HEADINGS[(step / 3) % HEADINGS.length]}`, paragraph(random))
    else if (step % 3 === 1) add(list(random), paragraph(random))
    else add(`### ${random.pick(ANGLES)} para ${random.pick(AUDIENCES).toLowerCase()}`, paragraph(random))
  }
  blocks.push(
    '---',
    `Quer saber mais sobre *${topic}*? Fale com um especialista e peça uma proposta:` +
      ' o primeiro diagnóstico é **gratuito**.',
  )
  return `${blocks.join('\n\n')}\n`
}

function isoDate(start: Date, dayOffset: number): string {
  return new Date(start.getTime() + dayOffset * DAY_MS).toISOString().slice(0, 10)
}

function quote(text: string): string {
  return `"${text.replace(/"/g, "'")}"`
}

/**
 * `count` posts named `{prefix}-{n}-{topic}.md`, published between 2015 and 2025, about
 * `targetWords` words each; 5% featured, 80% with an image from public/images/blog/.
 */
export function generateSyntheticPosts(
  count: number,
  options: { seed?: number; targetWords?: number; prefix?: string } = {},
): SyntheticPost[] {
  const random = createRandom(options.seed ?? 20251122)
  const targetWords = options.targetWords ?? 800
  const prefix = options.prefix ?? 'sintetico'
  const start = new Date(Date.UTC(2015, 0, 1))
  const days = Math.round((Date.UTC(2025, 11, 31) - start.getTime()) / DAY_MS)
  const width = String(count).length
  const posts: SyntheticPost[] = []
  // The validator refuses a title another post has (it becomes the page's <title>): 8 angles x
  // 10 audiences x 12 topics repeat within a few hundred posts, so a repeat is numbered.
  const titles = new Set<string>()
  for (let index = 1; index <= count; index++) {
    const topic = random.pick(TOPICS)
    const audience = random.pick(AUDIENCES)
    const angle = random.pick(ANGLES)
    const slug = topic.name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
    const id = `${prefix}-${String(index).padStart(width, '0')}-${slug}`
    const tags = [
      ...new Set([
        ...topic.tags.slice(0, random.between(1, topic.tags.length)),
        ...Array.from({ length: random.between(0, 3) }, () => random.pick(EXTRA_TAGS)),
      ]),
    ]
    const markdown = body(random, topic.name, targetWords)
    const words = countWords(markdown)
    const combination = `${topic.name} para ${audience}: ${angle}`
    const title = titles.has(combination) ? `${combination} (${index})` : combination
    titles.add(title)
    const excerpt =
      `${angle} sobre ${topic.name.toLowerCase()} para ${audience.toLowerCase()}:` +
      ' o que muda no dia a dia, quanto custa e como medir o resultado.'
    const frontmatter = [
      '---',
      `title: ${quote(title)}`,
      `excerpt: ${quote(excerpt)}`,
      ...(random.next() < 0.8 ? [`image: ${quote(random.pick(IMAGES))}`] : []),
      `category: ${quote(topic.category)}`,
      `author: ${quote(random.pick(AUTHORS))}`,
      `publishDate: ${quote(isoDate(start, random.between(0, days)))}`,
      `readTime: ${quote(`${Math.max(1, Math.round(words / 200))} min`)}`,
      `tags: [${tags.join(', ')}]`,
      `featured: ${random.next() < 0.05 ? 'true' : 'false'}`,
      '---',
    ].join('\n')
    posts.push({ id, source: `${frontmatter}\n${markdown}`, words })
  }
  return posts
}
