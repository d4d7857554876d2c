import type { PathSegment } from '../types.ts'
import { defineRule, type Rule } from './rule.ts'
import { checkUnique, errorAt, listPagePaths, pagePathFields } from './ruleHelpers.ts'

/** The pages of data/pages.yaml, and the links to them from every other file. */
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
    check({ pages }, context) {
      const pathOwner = new Map<string, string>()
      return context.eachItem(pages.data.paginas, (page, index) => {
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
          return [
            errorAt(
              pages.parsed,
              segments,
              `o endereço '${pagePath}' já é usado pela página '${owner}'; cada endereço deve ser único`,
            ),
          ]
        })
      })
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
    // Every link to a page of the site, in any file (field caminho), leads to a page of data/pages.yaml:
    // a mistyped one is reported here, at its line, instead of as a broken link on every built page.
    name: 'links-to-known-pages',
    needs: ['pages'],
    check({ pages }, context) {
      const pagePaths = listPagePaths(pages)
      const known = [...pagePaths].join(', ')
      return [...context.datasets]
        .filter(([key]) => key !== 'pages')
        .flatMap(([, parsed]) =>
          pagePathFields(parsed.value)
            .filter(([, target]) => !pagePaths.has(target))
            .map(([segments, target]) =>
              errorAt(parsed, segments, `a página '${target}' não existe em data/pages.yaml; páginas: ${known}`),
            ),
        )
    },
  }),
]
