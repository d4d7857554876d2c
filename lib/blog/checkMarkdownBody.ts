import type { Node, Root } from 'mdast'
import { visit } from 'unist-util-visit'
import { parseMarkdown } from '../markdown/renderMarkdown.ts'
import { closestField } from '../validation/describeSchemaError.ts'
import type { DataError } from '../validation/types.ts'

/** What lib/markdown/renderMarkdown.ts keeps in a link; anything else is dropped from the page. */
const ALLOWED_PROTOCOL = /^(https?:|mailto:|tel:)/i
const HAS_PROTOCOL = /^[a-z][a-z0-9+.-]*:/i
const HTML_COMMENT = /^<!--[\s\S]*-->$/
/** The row under a table's header (`|---|:---:|`, `|-|-|`, `| --- |`): the site's light markdown has no tables. */
const TABLE_DELIMITER_ROW = /^[\s|:-]*\|[\s|:-]*$/

/** Whether a paragraph's source (inside a quote or a list too) is a table: a row with '|' over a delimiter row. */
function isTable(source: string): boolean {
  const lines = source.split('\n').map((line) => line.replace(/^\s*(>\s?)*/, ''))
  return lines.some(
    (line, index) =>
      index > 0 && line.includes('-') && TABLE_DELIMITER_ROW.test(line) && (lines[index - 1] ?? '').includes('|'),
  )
}

/** An http(s) address read as a URL, or undefined where it is none (`https://` alone). */
function parsedUrl(url: string): URL | undefined {
  if (!/^https?:\/\//i.test(url)) return undefined
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

/** The page a site path leads to: without its query, anchor and final slash. */
const pagePath = (url: string) => url.replace(/[?#].*$/, '').replace(/\/+$/, '') || '/'

/** An e-mail address, or a web address written without its https:// (`www.x.com.br`, `x.com.br/a`). */
const EMAIL = /^[^\s@/]+@[^\s@/]+\.[a-z]{2,}$/i
const WEB_ADDRESS =
  /^(www\.|[a-z0-9-]+(\.[a-z0-9-]+)*\.(com|net|org|gov|edu|br|io|app|dev|info|me|co)(\.br)?([/?#:]|$))/i

/**
 * A link with neither a protocol nor a leading `/` is read by the browser from the page's own
 * address: `www.google.com.br` in a post goes to /blog/o-post/www.google.com.br, a page that does
 * not exist, and no build check sees it (they check the site's paths).
 */
function relativeLinkMessage(url: string, sitePaths: ReadonlySet<string>): string {
  if (EMAIL.test(url))
    return `endereço de e-mail sem 'mailto:': o link levaria a uma página que não existe. Escreva mailto:${url}`
  if (WEB_ADDRESS.test(url))
    return `endereço sem https://: o navegador o procuraria dentro do site, numa página que não existe. Escreva https://${url}`
  const target = pagePath(`/${url.replace(/^(\.{1,2}\/)+/, '')}`)
  const meant = sitePaths.has(target) ? target : closestField(target, [...sitePaths])
  return `caminho sem a barra do início: o navegador o leria a partir do endereço desta página, que não é o do site. Escreva o caminho completo, começando por /${meant ? ` (ex.: ${meant}${url.replace(/^[^?#]*/, '')})` : ''}`
}

/** What the checks read of a markdown text's tree, with where each starts in the text. */
export interface MarkdownMark {
  type: 'html' | 'table' | 'image' | 'link'
  line: number
  column: number
  /** The raw HTML, or the link's address; empty for a table or an image. */
  text: string
}

/** The raw HTML, tables, images and links of a tree parseMarkdown read from `source`, in order. */
export function markdownMarks(tree: Root, source: string): MarkdownMark[] {
  const marks: MarkdownMark[] = []
  const mark = (node: Node, type: MarkdownMark['type'], text = '') => {
    const start = node.position?.start ?? { line: 1, column: 1 }
    marks.push({ type, line: start.line, column: start.column, text })
  }
  visit(tree, (node) => {
    if (node.type === 'html') mark(node, 'html', node.value)
    else if (node.type === 'paragraph' && isTable(source.slice(node.position?.start.offset, node.position?.end.offset)))
      mark(node, 'table')
    else if (node.type === 'image' || node.type === 'imageReference') mark(node, 'image')
    else if (node.type === 'link' || node.type === 'definition') mark(node, 'link', node.url.trim())
  })
  return marks
}

/** Where a text sits in its file, and the site's pages its links may lead to. */
export interface MarkdownPlace {
  file: string
  firstLine: number
  sitePaths: ReadonlySet<string>
  siteUrl?: string
  path?: string
  indent?: number
}

/**
 * What the site would silently drop or break in a post's body or a legal text: raw HTML, tables, images,
 * links it removes or to missing pages. `firstLine` and `indent` place each error in the file.
 */
export function checkMarkdownBody(body: string, options: MarkdownPlace): DataError[] {
  return checkMarkdownMarks(markdownMarks(parseMarkdown(body), body), options)
}

/** checkMarkdownBody over the marks markdownMarks read (a post's, read once with its HTML). */
export function checkMarkdownMarks(marks: readonly MarkdownMark[], options: MarkdownPlace): DataError[] {
  // The site's own address, with or without www and https: a link to it is a page of the site.
  const ownHost = options.siteUrl ? new URL(options.siteUrl).hostname.replace(/^www\./, '') : undefined
  const errors: DataError[] = []
  const at = (mark: MarkdownMark, message: string) => {
    errors.push({
      file: options.file,
      line: options.firstLine + mark.line - 1,
      col: mark.column + (options.indent ?? 0),
      path: options.path ?? '(conteúdo)',
      message,
    })
  }
  const htmlLines = new Set<number>()
  for (const mark of marks) {
    if (mark.type === 'html') {
      // `<b>texto</b>` is two HTML nodes: one error per line.
      if (HTML_COMMENT.test(mark.text.trim()) || htmlLines.has(mark.line)) continue
      htmlLines.add(mark.line)
      at(
        mark,
        'HTML não aparece no site (é removido por segurança): escreva em markdown, por exemplo **negrito**, *itálico*, [texto do link](https://...) ou ## Subtítulo',
      )
    } else if (mark.type === 'table') {
      at(
        mark,
        "tabelas não aparecem no site (as linhas sairiam como texto, com as barras |): escreva os dados como uma lista com '- ', um item por linha da tabela, ex.: - **Startup:** 5 ramais, R$ 149,90/mês",
      )
    } else if (mark.type === 'image') {
      at(mark, "imagens no texto do post não aparecem no site: a imagem do post é a do campo 'image' do cabeçalho")
    } else {
      const message = linkProblem(mark.text, ownHost, options.sitePaths)
      if (message) at(mark, message)
    }
  }
  return errors
}

/** What is wrong with a link to `url` in a text of the site, if anything. */
function linkProblem(url: string, ownHost: string | undefined, sitePaths: ReadonlySet<string>): string | undefined {
  if (HAS_PROTOCOL.test(url) && !ALLOWED_PROTOCOL.test(url))
    return `endereço '${url}' não é permitido e o link seria removido: use https://, mailto: ou tel:`
  // A browser reads //host (and /\host) as another site, opened in the same tab with no warning.
  if (/^[/\\]{2}/.test(url))
    return `endereço '${url}' sem https://: o navegador o abre como outro site, na mesma aba. Escreva o endereço completo: https:${url.replace(/^[/\\]+/, '//')}`
  const own = ownHost ? parsedUrl(url) : undefined
  if (own && own.hostname.replace(/^www\./, '') === ownHost) {
    // Written in full, a link to the site opens in a new tab and escapes the check of its page.
    const written = `${own.pathname}${own.search}${own.hash}`
    const target = own.pathname.replace(/\/+$/, '') || '/'
    const missing = sitePaths.has(target) ? '' : `; e a página '${target}' não existe no site`
    return `link para o próprio site com o endereço completo: ele abriria numa nova aba, como um site de fora. Escreva só o caminho: ${written}${missing}`
  }
  if (url === '')
    return 'link sem endereço: escreva-o entre os parênteses, ex.: [texto do link](/pabx) ou [texto do link](https://...)'
  if (!url.startsWith('/') && !url.startsWith('#') && !HAS_PROTOCOL.test(url))
    return relativeLinkMessage(url, sitePaths)
  if (!url.startsWith('/')) return undefined
  const target = pagePath(url)
  if (sitePaths.has(target)) return undefined
  const meant = closestField(target, [...sitePaths])
  return `o link leva à página '${target}', que não existe no site.${meant ? ` Você quis dizer '${meant}'?` : ''}`
}
