import fs from 'node:fs'
import path from 'node:path'
import { isScalar } from 'yaml'
import { checkShareImage, missingPublicFileMessage } from '../../content/imageSize.ts'
import { formatPhone } from '../../format/formatPhone.ts'
import { BLOG_POST_PREFIX } from '../../routes/routePaths.ts'
import type { SiteData } from '../../types/generated/site.ts'
import { locatePath, type ParsedYaml } from '../parseYaml.ts'
import { formatFieldPath, type DataError, type PathSegment } from '../types.ts'
import type { Dataset, RuleContext } from './rule.ts'

export function errorAt(parsed: ParsedYaml, segments: PathSegment[], message: string, onKey = false): DataError {
  return { file: parsed.file, ...locatePath(parsed, segments, onKey), path: formatFieldPath(segments), message }
}

/** Each item whose key an earlier item already has, with the index of that first one. */
export function findRepeats<T>(
  context: Pick<RuleContext, 'eachItem'>,
  items: readonly T[],
  key: (item: T) => string,
): { index: number; first: number }[] {
  const seen = new Map<string, number>()
  return context.eachItem(items, (item, index) => {
    const value = key(item)
    if (typeof value !== 'string') return []
    const first = seen.get(value)
    if (first === undefined) seen.set(value, index)
    return first === undefined ? [] : [{ index, first }]
  })
}

/** Each item whose `field` (read by `key`) an earlier item of the list already has. */
export function checkUnique<T>(
  context: Pick<RuleContext, 'eachItem'>,
  parsed: ParsedYaml,
  listPath: PathSegment[],
  items: readonly T[],
  key: (item: T) => string,
  field: string,
): DataError[] {
  return findRepeats(context, items, key).map(({ index, first }) => {
    const firstLine = locatePath(parsed, [...listPath, first, field]).line
    return errorAt(
      parsed,
      [...listPath, index, field],
      `'${key(items[index] as T)}' repetido: já usado na linha ${firstLine}; cada ${field} deve ser único`,
    )
  })
}

/** A date after today is a typo (2062 for 2026): it would reach the page, the sitemap and the feed. */
export function describeFutureDate(today: string): string {
  return `data no futuro (hoje é ${today}): use a data da última alteração, que é hoje ou antes`
}

/** A box around Brazil (with its islands): a Brazilian city outside it is a typo on the map. */
function insideBrazil(lat: number, lng: number): boolean {
  return lat >= -34 && lat <= 5.5 && lng >= -74 && lng <= -28.5
}

/** A place in Brazil whose coordinates fall outside it: say whether they look swapped. */
export function outsideBrazil(
  parsed: ParsedYaml,
  segments: PathSegment[],
  place: { lat: number; lng: number },
): DataError[] {
  if (insideBrazil(place.lat, place.lng)) return []
  const hint = insideBrazil(place.lng, place.lat)
    ? 'latitude e longitude parecem trocadas: troque os dois valores'
    : 'confira os números e o sinal de menos (no Brasil a longitude é sempre negativa, ex.: lat: -23.5505, lng: -46.6333)'
  return [
    errorAt(
      parsed,
      [...segments, 'lat'],
      `a posição (lat ${place.lat}, lng ${place.lng}) fica fora do Brasil: ${hint}`,
    ),
  ]
}

/** A file of public/ a field names: it must be there. */
export function requireFile(
  root: string,
  parsed: ParsedYaml,
  segments: PathSegment[],
  publicPath: string | undefined,
): DataError[] {
  if (!publicPath || fs.existsSync(path.join(root, 'public', publicPath))) return []
  return [errorAt(parsed, segments, missingPublicFileMessage(publicPath, root))]
}

/** A sharing image: present, and in the 1200×630 shape the cards and social networks show. */
export function requireShareImage(
  root: string,
  parsed: ParsedYaml,
  segments: PathSegment[],
  publicPath: string,
  used: string,
): DataError[] {
  const problem = checkShareImage(publicPath, used, root)
  return problem ? [errorAt(parsed, segments, problem)] : []
}

/** Every address of data/pages.yaml: each page's path and its aliases. */
export function listPagePaths(...lists: Dataset<'pages' | 'productPages'>[]): Set<string> {
  return new Set(lists.flatMap(({ data }) => data.paginas.flatMap((p) => [p.caminho, ...(p.aliases ?? [])])))
}

/** Every address of the site a text may link to: the pages, and a post for every post text. */
function listSitePaths(context: RuleContext, pages: Dataset<'pages' | 'productPages'>[]): Set<string> {
  return new Set([...listPagePaths(...pages), ...context.postTexts.map((post) => `${BLOG_POST_PREFIX}${post.id}`)])
}

/** What a markdown text's links are checked against: the site's addresses, and its own URL while site.yaml is readable. */
export function readLinkTargets(
  context: RuleContext,
): { sitePaths: Set<string>; siteUrl: string | undefined } | undefined {
  const pages = context.dataset('pages')
  const productPages = context.dataset('productPages')
  if (!pages || !productPages) return undefined
  return { sitePaths: listSitePaths(context, [pages, productPages]), siteUrl: context.dataset('site')?.data.url }
}

/** Every string field named caminho in a parsed document, with where it is. */
export function pagePathFields(value: unknown, segments: PathSegment[] = []): [PathSegment[], string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pagePathFields(item, [...segments, index]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]): [PathSegment[], string][] =>
    key === 'caminho' && typeof item === 'string'
      ? [[[...segments, key], item]]
      : pagePathFields(item, [...segments, key]),
  )
}

const CNPJ_IN_TEXT = /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g
const CEP_IN_TEXT = /\b\d{5}-\d{3}\b/g
/** A phone as the site writes them: (11) 4000-2120, (11) 98765-4321, 0800 777 2120. */
const PHONE_IN_TEXT = /\(\d{2}\) ?9?\d{4}-\d{4}\b|\b0[35]00[ -]?\d{3}[ -]?\d{4}\b/g

/**
 * A legal text or post quoting a CNPJ, head-office CEP or company phone other than data/site.yaml's: a copy left behind
 * when the company's details changed there (the legal texts name the company by its CNPJ and address). A text that can
 * hold placeholders (a post) must not copy a company phone at all: `{telefone:id}` follows site.yaml by itself.
 */
export function staleCompanyFacts(
  text: string,
  place: { file: string; firstLine: number; placeholders?: boolean },
  site: SiteData,
): DataError[] {
  const digits = (phone: string) => phone.replace(/\D/g, '')
  // In a site.yaml with errors of its own, a phone without its number is already reported there.
  const companyPhones = (Array.isArray(site.telefones) ? site.telefones : []).filter(
    (phone) => typeof phone?.numero === 'string',
  )
  const shown = (phone: { numero: string }) => formatPhone(phone.numero)
  const phoneId = new Map(companyPhones.map((phone) => [digits(shown(phone)), phone.id]))
  const shownPhones = companyPhones.map(shown).join(', ')
  const checks: { pattern: RegExp; current: (found: string) => boolean; message: (found: string) => string }[] = [
    {
      pattern: CNPJ_IN_TEXT,
      current: (found) => found === site.cnpj,
      message: (found) =>
        `o texto cita o CNPJ ${found}, mas o da empresa em data/site.yaml (cnpj) é ${site.cnpj}: se o CNPJ mudou, troque-o aqui também`,
    },
    {
      pattern: CEP_IN_TEXT,
      current: (found) => found === site.endereco.cep,
      message: (found) =>
        `o texto cita o CEP ${found}, mas o da sede em data/site.yaml (endereco.cep) é ${site.endereco.cep}: ` +
        'se o endereço mudou, troque o endereço todo aqui também',
    },
  ]
  // With no phone readable there (telefones misspelt or emptied, reported in site.yaml), every
  // phone a text quotes would be a false alarm.
  if (companyPhones.length > 0) {
    checks.push({
      pattern: PHONE_IN_TEXT,
      current: (found) => !place.placeholders && phoneId.has(digits(found)),
      message: (found) => {
        const id = phoneId.get(digits(found))
        if (id !== undefined)
          return `escreva {telefone:${id}} no lugar de ${found}: o site mostra o número de data/site.yaml, e ele muda sozinho quando o número mudar lá`
        return (
          `o texto cita o telefone ${found}, que não é nenhum dos telefones da empresa em data/site.yaml (${shownPhones}): ` +
          'para um telefone da empresa, escreva {telefone:principal} (ou o id de outro telefone de data/site.yaml); se é um número de exemplo, escreva os últimos dígitos com X, ex.: (21) 3333-XXXX'
        )
      },
    })
  }
  return text.split('\n').flatMap((line, index) =>
    checks.flatMap(({ pattern, current, message }) =>
      [...line.matchAll(pattern)]
        .filter((match) => !current(match[0]))
        .map((match) => ({
          file: place.file,
          line: place.firstLine + index,
          col: (match.index ?? 0) + 1,
          path: '(texto)',
          message: message(match[0]),
        })),
    ),
  )
}

/**
 * A markdown text written over several lines without `|` (or between quotes): YAML joins its
 * lines, so its paragraphs and list items would reach the page run together in one paragraph.
 */
export function foldedMarkdown(parsed: ParsedYaml, segments: PathSegment[]): DataError[] {
  const node = parsed.doc.getIn(segments, true)
  if (!isScalar(node) || node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' || !node.range) return []
  const lineOf = (offset: number) => parsed.lineCounter.linePos(offset).line
  if (lineOf(node.range[0]) === lineOf(node.range[1])) return []
  const field = String(segments.at(-1))
  const message =
    `este texto ocupa várias linhas sem '|' depois de '${field}:', e o YAML junta as linhas: ` +
    'no site, os parágrafos e as listas sairiam emendados num parágrafo só. ' +
    `Escreva '${field}: |' e, nas linhas de baixo, o texto todo recuado com os mesmos espaços`
  return [errorAt(parsed, segments, message, true)]
}

/**
 * Where the markdown of a YAML text field starts in its file: the line after `campo: |` (a block,
 * indented), or the field's own line for a one-line text.
 */
export function markdownPlace(
  parsed: ParsedYaml,
  segments: PathSegment[],
): { file: string; firstLine: number; indent: number } {
  const { line, col } = locatePath(parsed, segments)
  const lines = parsed.source.split(/\r?\n/)
  const valueStart = (lines[line - 1] ?? '').slice(col - 1)
  if (/^[|>]/.test(valueStart)) {
    const first = lines[line] ?? ''
    return { file: parsed.file, firstLine: line + 1, indent: first.length - first.trimStart().length }
  }
  return { file: parsed.file, firstLine: line, indent: col - 1 + (/^["']/.test(valueStart) ? 1 : 0) }
}
