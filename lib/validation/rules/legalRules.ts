import { checkMarkdownBody } from '../../blog/checkMarkdownBody.ts'
import { formatFieldPath } from '../types.ts'
import { defineRule, type Rule } from './rule.ts'
import {
  checkUnique,
  describeFutureDate,
  errorAt,
  foldedMarkdown,
  listPagePaths,
  readLinkTargets,
  markdownPlace,
  requireFile,
  staleCompanyFacts,
} from './ruleHelpers.ts'

/** The legal documents of data/legal/, each checked on its own: one whose shape is wrong does not hide the others. */
export const legalRules: readonly Rule[] = [
  defineRule({
    name: 'legal-company-facts',
    needs: ['legal', 'site'],
    check({ site }, context) {
      return context.eachItem(context.legal, ({ parsed }) =>
        staleCompanyFacts(parsed.source, { file: parsed.file, firstLine: 1 }, site.data),
      )
    },
  }),
  defineRule({
    name: 'legal-page-exists',
    needs: ['legal', 'pages'],
    check({ pages }, context) {
      const pagePaths = listPagePaths(pages)
      return context.eachItem(context.legal, ({ id, parsed }) => {
        if (pagePaths.has(`/${id}`)) return []
        return [
          errorAt(
            parsed,
            [],
            `nenhuma página '/${id}' em data/pages.yaml mostra este documento: o nome do arquivo deve ser o endereço da página`,
          ),
        ]
      })
    },
  }),
  defineRule({
    name: 'legal-date-not-future',
    needs: ['legal'],
    check(_needed, context) {
      return context.eachItem(context.legal, ({ parsed, data }) =>
        data.atualizadoEm > context.today ? [errorAt(parsed, ['atualizadoEm'], describeFutureDate(context.today))] : [],
      )
    },
  }),
  defineRule({
    // The page shows both: a document changed this year with last year's version reads as unchanged.
    // (A date that is malformed or in the future has its own message.)
    name: 'legal-version-year',
    needs: ['legal'],
    check(_needed, context) {
      return context.eachItem(context.legal, ({ parsed, data }) => {
        const year = /^(\d{4})-\d{2}-\d{2}$/.exec(data.atualizadoEm)?.[1]
        if (!year || data.atualizadoEm > context.today || data.versao.startsWith(`${year}.`)) return []
        const message =
          `a versão não é do ano de atualizadoEm (${data.atualizadoEm}): quem altera o documento troca também a versão, ` +
          `ex.: versao: "${year}.1" (ou "${year}.2" para a segunda alteração do ano)`
        return [errorAt(parsed, ['versao'], message)]
      })
    },
  }),
  defineRule({
    name: 'unique-legal-ids',
    needs: ['legal'],
    check(_needed, context) {
      return context.eachItem(context.legal, ({ parsed, data }) => [
        ...checkUnique(context, parsed, ['secoes'], data.secoes, (s) => s.id, 'id'),
        ...(data.categorias ? checkUnique(context, parsed, ['categorias'], data.categorias, (c) => c.id, 'id') : []),
        ...(data.documentos ? checkUnique(context, parsed, ['documentos'], data.documentos, (d) => d.id, 'id') : []),
      ])
    },
  }),
  defineRule({
    name: 'legal-markdown-not-folded',
    needs: ['legal'],
    check(_needed, context) {
      return context.eachItem(context.legal, ({ parsed, data }) => [
        ...(data.introducao ? foldedMarkdown(parsed, ['introducao']) : []),
        ...context.eachItem(data.secoes, (secao, index) =>
          secao.conteudo ? foldedMarkdown(parsed, ['secoes', index, 'conteudo']) : [],
        ),
      ])
    },
  }),
  defineRule({
    // What a text links to, and what the site would silently drop from it.
    name: 'legal-markdown',
    needs: ['legal', 'pages'],
    uses: ['site'],
    check(_needed, context) {
      const targets = readLinkTargets(context)
      if (!targets) return []
      return context.eachItem(context.legal, ({ parsed, data }) => [
        // The introduction is rendered as markdown too, above the sections.
        ...(data.introducao
          ? checkMarkdownBody(data.introducao, {
              ...markdownPlace(parsed, ['introducao']),
              ...targets,
              path: 'introducao',
            })
          : []),
        ...context.eachItem(data.secoes, (secao, index) => {
          if (!secao.conteudo) return []
          const segments = ['secoes', index, 'conteudo']
          return checkMarkdownBody(secao.conteudo, {
            ...markdownPlace(parsed, segments),
            ...targets,
            path: formatFieldPath(segments),
          })
        }),
      ])
    },
  }),
  defineRule({
    name: 'legal-block-lists',
    needs: ['legal'],
    check(_needed, context) {
      return context.eachItem(context.legal, ({ parsed, data }) =>
        context.eachItem(data.secoes, (secao, index) => {
          const list =
            secao.bloco === 'categorias' ? data.categorias : secao.bloco === 'documentos' ? data.documentos : true
          return list
            ? []
            : [
                errorAt(
                  parsed,
                  ['secoes', index, 'bloco'],
                  `bloco ${secao.bloco} precisa da lista ${secao.bloco} neste arquivo`,
                ),
              ]
        }),
      )
    },
  }),
  defineRule({
    // The policy states how long essential choices are kept; the site keeps them validadeDias days.
    name: 'legal-cookie-duration',
    needs: ['legal', 'cookieConsent'],
    check({ cookieConsent }, context) {
      // Undefined in a cookie-consent.yaml that failed its schema (re-checked as a partial dataset).
      const days: number | undefined = cookieConsent.data.validadeDias
      if (days === undefined) return []
      return context.eachItem(context.legal, ({ parsed, data }) =>
        context.eachItem(data.categorias, (categoria, index) => {
          if (!categoria.obrigatorio || categoria.duracao.includes(`${days} dias`)) return []
          const message =
            `a duração dos itens essenciais deve citar '${days} dias', o prazo que o site guarda as escolhas (validadeDias em data/cookie-consent.yaml), ` +
            `ex.: Da sessão até ${days} dias`
          return [errorAt(parsed, ['categorias', index, 'duracao'], message)]
        }),
      )
    },
  }),
  defineRule({
    name: 'legal-document-files',
    needs: ['legal'],
    check(_needed, context) {
      return context.eachItem(context.legal, ({ parsed, data }) =>
        context.eachItem(data.documentos, (doc, index) =>
          requireFile(context.root, parsed, ['documentos', index, 'arquivo'], doc.arquivo),
        ),
      )
    },
  }),
]
