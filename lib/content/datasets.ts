import path from 'node:path'
import type { SchemaName, SchemaTypes } from '../types/generated/index.ts'

/**
 * One YAML file of data/. `guide` holds the rows of the editing guide's "Onde fica cada coisa"
 * table (what an editor wants to change, in Portuguese; a row may name a block of the file).
 */
interface FileDataset {
  file: string
  schema: SchemaName
  guide: readonly (string | { change: string; where: string })[]
}

/**
 * The dataset registry, in the editing guide's table order: every YAML file of data/, its schema (and so its generated
 * type) and its key in the loaded content. The content type, loader, validator, editor settings and guide's table
 * derive from it: adding a dataset is an entry here, its YAML and its schema.
 */
export const DATASET_REGISTRY = {
  site: {
    file: 'data/site.yaml',
    schema: 'site',
    guide: [
      'Nome da empresa, CNPJ, telefones, endereço, e-mails, redes sociais, links do app e do portal (veja também "Mudar um telefone, e-mail, endereço ou o CNPJ")',
    ],
  },
  pages: {
    file: 'data/pages.yaml',
    schema: 'pages',
    guide: ['Título, descrição (Google) e título principal das páginas que não são de produto'],
  },
  plans: {
    file: 'data/plans.yaml',
    schema: 'plans',
    guide: ['Planos de todas as páginas de produto (nome, preço, recursos, selo)'],
  },
  productPages: {
    file: 'data/product-pages.yaml',
    schema: 'product-pages',
    guide: [
      'Páginas de produto, cada uma inteira: endereço, título, descrição (Google), link no rodapé, textos, benefícios, passos e botões',
      {
        change: 'Carrossel de integrações de /empresas (uma lista própria, com textos sobre o PABX)',
        where: '(bloco `tipo: carrossel`)',
      },
    ],
  },
  home: {
    file: 'data/home.yaml',
    schema: 'home',
    guide: ['Página inicial: topo, soluções, mapa de cobertura, formulário'],
  },
  banners: { file: 'data/banners.yaml', schema: 'banners', guide: ['Faixas de portabilidade e Black Friday'] },
  services: { file: 'data/services.yaml', schema: 'services', guide: ['Serviços da página inicial'] },
  partners: {
    file: 'data/partners.yaml',
    schema: 'partners',
    guide: ['Integrações e parceiros da página inicial (as abas)'],
  },
  calculator: {
    file: 'data/calculator.yaml',
    schema: 'calculator',
    guide: ['Calculadora de preços (preços base, concorrentes)'],
  },
  cities: { file: 'data/cities.yaml', schema: 'cities', guide: ['Cidades do mapa e do seletor da barra superior'] },
  countries: { file: 'data/countries.yaml', schema: 'countries', guide: ['Países do seletor de país'] },
  didMobile: { file: 'data/did-mobile.yaml', schema: 'did-mobile', guide: ['Cidades com DID móvel (página /did)'] },
  audiences: {
    file: 'data/audiences.yaml',
    schema: 'audiences',
    guide: ['Públicos (PMEs, Grandes e Governo, Provedores, Agro) e menu de cada um'],
  },
  footer: { file: 'data/footer.yaml', schema: 'footer', guide: ['Rodapé'] },
  cookieConsent: { file: 'data/cookie-consent.yaml', schema: 'cookie-consent', guide: ['Janela de cookies'] },
  contactPages: {
    file: 'data/contact-pages.yaml',
    schema: 'contact-pages',
    guide: ['Páginas de contato e mapa de unidades'],
  },
  careers: { file: 'data/careers.yaml', schema: 'careers', guide: ['Trabalhe Conosco (/vagas)'] },
  blog: { file: 'data/blog.yaml', schema: 'blog', guide: ['Textos do blog (botões, newsletter)'] },
  leadForm: {
    file: 'data/lead-form.yaml',
    schema: 'lead-form',
    guide: ['Formulário de orçamento: textos, limites e mensagens'],
  },
  interface: {
    file: 'data/interface.yaml',
    schema: 'interface',
    guide: ['Botões e rótulos que aparecem em todo o site'],
  },
} as const satisfies Record<string, FileDataset>

/** Datasets of one file per item: every file of the folder with the extension is an item, validated by the schema. */
export const FOLDER_DATASETS = {
  legal: {
    folder: 'data/legal',
    extension: '.yaml',
    schema: 'legal',
    guide: [
      'Políticas, termos e página regulatória (texto, versão e data de atualização; o título e a descrição ficam em `data/pages.yaml`)',
    ],
  },
  posts: { folder: 'content/blog', extension: '.md', schema: 'post', guide: ['Posts do blog'] },
} as const satisfies Record<string, Omit<FileDataset, 'file'> & { folder: string; extension: string }>

export type DatasetKey = keyof typeof DATASET_REGISTRY
/** Every file dataset by key, typed by the type generated from its schema. */
export type Datasets = { [K in DatasetKey]: SchemaTypes[(typeof DATASET_REGISTRY)[K]['schema']] }

/** The registry as a list, in its order. */
export const DATASETS = (Object.keys(DATASET_REGISTRY) as DatasetKey[]).map((key) => ({
  key,
  ...DATASET_REGISTRY[key],
}))

export const LEGAL_DIR = FOLDER_DATASETS.legal.folder
/** Where the posts live unless the `BLOG_DIR` environment variable says otherwise. */
export const BLOG_DIR = FOLDER_DATASETS.posts.folder

/**
 * The folder of the posts: `BLOG_DIR` (absolute, or relative to the project root) when set,
 * else `content/blog`. The benchmark points it at a temporary folder of synthetic posts so
 * the real build runs against them without touching the repository.
 */
export function resolveBlogDir(root: string, env: NodeJS.ProcessEnv = process.env): string {
  const fromEnv = env.BLOG_DIR?.trim()
  return path.resolve(root, fromEnv ? fromEnv : BLOG_DIR)
}
