import fs from 'node:fs'
import path from 'node:path'
import { listPageKinds, type RoutedKind } from '../../routes/pageKind.ts'
import type { PathSegment } from '../types.ts'
import { defineRule, type Rule } from './rule.ts'
import { checkUnique, errorAt, listPagePaths, pagePathFields } from './ruleHelpers.ts'

/** The pages of data/pages.yaml and data/product-pages.yaml, and the links to them from every other file. */
export const pageRules: readonly Rule[] = [
  defineRule({
    name: 'unique-page-ids',
    needs: ['pages'],
    check({ pages }, context) {
      return checkUnique(context, pages.parsed, ['paginas'], pages.data.paginas, (p) => p.id, 'id')
    },
  }),
  defineRule({
    name: 'unique-page-paths',
    needs: ['pages'],
    uses: ['productPages'],
    check({ pages }, context) {
      const pathOwner = new Map<string, string>()
      const productPages = context.dataset('productPages')
      return [pages, ...(productPages ? [productPages] : [])].flatMap(({ parsed, data }) =>
        context.eachItem(data.paginas, (page, index) => {
          const aliases = (page.aliases ?? []).map((alias, a): [string, PathSegment[]] => [
            alias,
            ['paginas', index, 'aliases', a],
          ])
          const paths: [string, PathSegment[]][] = [[page.caminho, ['paginas', index, 'caminho']], ...aliases]
          return paths.flatMap(([pagePath, segments]) => {
            const owner = pathOwner.get(pagePath)
            if (!owner) {
              pathOwner.set(pagePath, page.id)
              return []
            }
            const message = `o endereço '${pagePath}' já é usado pela página '${owner}'; cada endereço deve ser único`
            return [errorAt(parsed, segments, message)]
          })
        }),
      )
    },
  }),
  defineRule({
    name: 'home-page-exists',
    needs: ['pages'],
    check({ pages }) {
      if (pages.data.paginas.some((p) => p.caminho === '/')) return []
      return [errorAt(pages.parsed, ['paginas'], 'falta a página inicial (caminho: /)')]
    },
  }),
  defineRule({
    // A page is shown by the route of its kind, found by where its content is, or by a folder of its own in pages/.
    name: 'page-has-content',
    needs: ['pages', 'productPages', 'contactPages'],
    check({ pages, productPages, contactPages }, context) {
      const ids = {
        productPages: new Set(productPages.data.paginas.map((page) => page.id)),
        contactPages: new Set(contactPages.data.paginas.map((page) => page.id)),
        legalDocuments: context.legalIds,
      }
      return context.eachItem(pages.data.paginas, (page, index) => {
        const message = describeMissingContent(page, listPageKinds(page, ids))
        return message ? [errorAt(pages.parsed, ['paginas', index, 'id'], message)] : []
      })
    },
  }),
  defineRule({
    // Every link to a page of the site, in any file (field caminho), leads to a page of the data:
    // a mistyped one is reported here, at its line, instead of as a broken link on every built page.
    name: 'links-to-known-pages',
    needs: ['pages', 'productPages'],
    check({ pages, productPages }, context) {
      const pagePaths = listPagePaths(pages, productPages)
      const known = [...pagePaths].join(', ')
      const message = (target: string) =>
        `a página '${target}' não existe em data/pages.yaml nem em data/product-pages.yaml; páginas: ${known}`
      return [...context.datasets]
        .filter(([key]) => key !== 'pages')
        .flatMap(([, parsed]) =>
          pagePathFields(parsed.value)
            .filter(([, target]) => !pagePaths.has(target))
            .map(([segments, target]) => errorAt(parsed, segments, message(target))),
        )
    },
  }),
]

/**
 * The code's pages/ folder: a page of the data without content of any kind needs a folder of its own there.
 * Beside this module's source; bundled into a build written elsewhere (.tmp/), the project's, from the working directory.
 */
const PAGES_DIR = [path.resolve(import.meta.dirname, '../../../pages'), path.resolve('pages')].find((dir) =>
  fs.existsSync(dir),
)

/** Whether a folder of pages/ has this path as its route (Vike's filesystem routing: pages/vagas is /vagas, unless a +route.ts says otherwise). */
function hasOwnFolder(pagePath: string): boolean {
  if (!PAGES_DIR) throw new Error(`pasta pages/ não encontrada perto de ${import.meta.dirname} nem em ${process.cwd()}`)
  const folder = path.join(PAGES_DIR, pagePath)
  return fs.existsSync(path.join(folder, '+Page.tsx')) && !fs.existsSync(path.join(folder, '+route.ts'))
}

const KIND_NAMES: Record<RoutedKind, (page: { caminho: string }) => string> = {
  landing: () => 'inicial (caminho: /)',
  product: () => 'produto (data/product-pages.yaml)',
  legal: (page) => `documento legal (data/legal${page.caminho}.yaml)`,
  contact: () => 'contato (data/contact-pages.yaml)',
}

/** What is wrong with a page whose content is of no kind, or of two: undefined when nothing is. */
function describeMissingContent(page: { id: string; caminho: string }, kinds: RoutedKind[]): string | undefined {
  if (kinds.length > 1) {
    const names = kinds.map((kind) => KIND_NAMES[kind](page)).join(' e ')
    return `a página '${page.id}' seria de mais de um tipo, ${names}: deixe o conteúdo dela em um só`
  }
  if (kinds.length === 1 || hasOwnFolder(page.caminho)) return undefined
  return (
    `a página '${page.id}' (${page.caminho}) não tem conteúdo: se é uma página de produto, ela fica inteira em ` +
    `data/product-pages.yaml: mova esta entrada para lá, com rotulo, produto, heroi e secoes; se é de contato, ` +
    `acrescente em data/contact-pages.yaml uma entrada com id: ${page.id}; se é um documento legal, crie data/legal${page.caminho}.yaml`
  )
}
