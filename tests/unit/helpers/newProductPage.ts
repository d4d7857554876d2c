import type { createTempProject } from './tempProject.ts'

type TempProject = ReturnType<typeof createTempProject>

/** A product page as an editor adds one: what the built site should show of it. */
export const NEW_PRODUCT_PAGE = {
  id: 'sip-trunk',
  path: '/sip-trunk',
  h1: 'SIP Trunk para o PABX da sua empresa',
  plan: 'SIP Trunk 30',
  linkLabel: 'SIP Trunk',
}

/** The page, whole: its address, titles, footer link and content, one entry of data/product-pages.yaml. */
const NEW_PRODUCT_PAGE_ENTRY = `  - id: sip-trunk
    caminho: /sip-trunk
    titulo: SIP Trunk para Empresas
    descricao: Troncos SIP para ligar o PABX da sua empresa à rede de telefonia, com números locais em todo o Brasil.
    h1: ${NEW_PRODUCT_PAGE.h1}
    rotulo: ${NEW_PRODUCT_PAGE.linkLabel}
    produto: sip-trunk
    heroi:
      sobretitulo: Troncos SIP
      botaoPrincipal: Começar Agora
    secoes:
      - tipo: planos
        id: planos
        titulo: Planos de SIP Trunk
`

/** The entries of data/ a new product page with plans of its own takes: the page, and the plan it shows. */
const NEW_PRODUCT_PAGE_EDITS = {
  page: ['data/product-pages.yaml', '  - id: iptv\n', `${NEW_PRODUCT_PAGE_ENTRY}  - id: iptv\n`],
  plan: [
    'data/plans.yaml',
    'planos:\n',
    `planos:
  - id: sip-trunk-30
    produto: sip-trunk
    nome: ${NEW_PRODUCT_PAGE.plan}
    descricao: Para empresas com PABX próprio que fazem até 30 chamadas ao mesmo tempo.
    popular: false
    preco: "Sob consulta"
    periodo: /mês
    recursos:
      - texto: Até 30 chamadas simultâneas
        incluido: true
`,
  ],
} as const satisfies Record<string, readonly [string, string, string]>

/** Makes the edits named (both by default) on a copy of the project. */
export function addProductPage(
  project: TempProject,
  parts: readonly (keyof typeof NEW_PRODUCT_PAGE_EDITS)[] = ['page', 'plan'],
): void {
  for (const part of parts) {
    const [file, from, to] = NEW_PRODUCT_PAGE_EDITS[part]
    project.edit(file, from, to)
  }
}
