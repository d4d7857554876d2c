import { isMap, isScalar, isSeq, Scalar, type Node } from 'yaml'
import { locatePath, parseYaml } from '../validation/parseYaml.ts'

/** A frontmatter value with the position of its key, for error messages. */
export interface FrontmatterField {
  value: string | boolean | string[]
  line: number
  col: number
  /** The quote a value opens without closing it on its line (`category: "PABX`). */
  unclosedQuote?: '"' | "'"
  /** A double-quoted value with an escape the line format does not read (`\\u00e1`, `\\n`). */
  escaped?: boolean
}

/** A frontmatter line the parser could not take as a field, positioned for the validator. */
export interface FrontmatterProblem {
  line: number
  col: number
  path: string
  message: string
}

export interface ParsedPostFile {
  fields: Map<string, FrontmatterField>
  /** Lines that are not `key: value`, repeated keys, a missing closing `---`. */
  problems: FrontmatterProblem[]
  /** Markdown after the closing `---`. */
  body: string
  /** 1-based line where the body starts. */
  bodyLine: number
}

export class FrontmatterNotFoundError extends Error {
  constructor(public readonly file: string) {
    super(`Frontmatter não encontrado no arquivo ${file}`)
    this.name = 'FrontmatterNotFoundError'
  }
}

const FENCE = /^---\s*$/
const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/
const FIELD_LINE = /^([A-Za-z][A-Za-z0-9_-]*)\s*:(?:\s|$)/
const LIST_ITEM = /^\s+-\s+(.*)$/

/**
 * For a file whose header is opened by `---` on its first line and never closed: the 1-based
 * line of its last header line (fields, `  - tag` items, comments), 1 when there is none.
 * Undefined when the file does not start with `---`.
 */
export function lastLineOfUnclosedHeader(source: string): number | undefined {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (!FENCE.test(lines[0] ?? '')) return undefined
  let last = 1
  while (/^\s*([A-Za-z][\w-]*\s*:|-\s|#)/.test(lines[last] ?? '')) last++
  return last
}

/**
 * A value without its surrounding quotes. Inside double quotes, `\"` and `\\` are read as in the
 * data files' YAML (`"O guia \"definitivo\""` is `O guia "definitivo"`); inside single quotes,
 * `''` is one quote.
 */
function stripQuotes(text: string): string {
  const trimmed = text.trim()
  if (trimmed.length < 2) return trimmed
  if (trimmed.startsWith('"') && trimmed.endsWith('"')) return trimmed.slice(1, -1).replace(/\\(["\\])/g, '$1')
  if (trimmed.startsWith("'") && trimmed.endsWith("'")) return trimmed.slice(1, -1).replace(/''/g, "'")
  return trimmed
}

/** Splits at the commas outside quotes: `["Economia, Custos", PABX]` is two tags. */
function parseTags(text: string): string[] {
  const inner = text.trim().replace(/^\[/, '').replace(/\]$/, '')
  const tags: string[] = []
  let current = ''
  let quote: string | null = null
  for (let index = 0; index < inner.length; index++) {
    const char = inner[index] ?? ''
    if (quote === '"' && char === '\\') {
      current += char + (inner[++index] ?? '')
      continue
    }
    if (quote === null && (char === '"' || char === "'") && current.trim() === '') quote = char
    else if (char === quote) quote = null
    if (char === ',' && quote === null) {
      tags.push(current)
      current = ''
    } else current += char
  }
  tags.push(current)
  return tags.map((tag) => stripQuotes(tag)).filter((tag) => tag.length > 0)
}

/** A header value as the line reader would give it: texts as written (`readTime: 5` is '5'), tags as a list, featured as true or false. */
function headerValue(key: string, node: Node | null): FrontmatterField['value'] {
  if (key === 'tags' && isSeq(node))
    return node.items
      .map((item) => (isScalar(item) ? String(item.source ?? item.value ?? '') : ''))
      .map((tag) => tag.trim())
      .filter(Boolean)
  if (!isScalar(node)) return node ? JSON.stringify(node.toJSON()) : ''
  // A plain number, date or boolean is read as the text typed, as the line reader reads it.
  const text =
    typeof node.value === 'string' || node.type !== Scalar.PLAIN ? String(node.value ?? '') : String(node.source ?? '')
  if (key === 'tags') return parseTags(node.type === Scalar.PLAIN ? text : JSON.stringify(text))
  if (key === 'featured' && (text === 'true' || text === 'false')) return text === 'true'
  return text
}

/**
 * The header read by the data files' YAML reader (lib/validation/parseYaml.ts), for what the editor
 * and other tools write: comments, escapes, multi-line and folded texts. Undefined when that reader
 * finds any problem: the line reader then reads the header and names the mistake.
 */
function readHeaderAsYaml(
  lines: readonly string[],
  end: number,
  file: string,
): Map<string, FrontmatterField> | undefined {
  // The opening '---' left as an empty line: positions are the file's own.
  const parsed = parseYaml(['', ...lines.slice(1, end)].join('\n'), file)
  if (parsed.errors.length > 0 || !isMap(parsed.doc.contents)) return undefined
  const fields = new Map<string, FrontmatterField>()
  for (const pair of parsed.doc.contents.items) {
    const key = String(isScalar(pair.key) ? pair.key.value : pair.key)
    // 'Primeiro parágrafo: ...' is the text of a post whose closing '---' is missing, not a field.
    if (!FIELD_NAME.test(key)) return undefined
    fields.set(key, { value: headerValue(key, pair.value as Node | null), ...locatePath(parsed, [key]) })
  }
  return fields
}

/**
 * Reads a post file as editors write it: `key: value` lines between two `---` lines,
 * `#` lines ignored, surrounding quotes stripped, `tags` comma separated and optionally
 * bracketed (or one `- tag` per line), `featured` as a boolean. Everything after the second `---` is the body.
 */
export function parseFrontmatter(source: string, file: string): ParsedPostFile {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/)
  if (!FENCE.test(lines[0] ?? '')) throw new FrontmatterNotFoundError(file)
  const end = lines.findIndex((line, index) => index > 0 && FENCE.test(line))
  if (end === -1) throw new FrontmatterNotFoundError(file)
  const read = readHeaderLines(lines, end)
  // What the line format cannot read (a multi-line or folded text, a comment after a quoted one, an
  // escape such as \\u00e1) is read as YAML reads it, when it is YAML; otherwise its mistakes are named.
  const needsYaml =
    read.problems.length > 0 || [...read.fields.values()].some((field) => field.unclosedQuote || field.escaped)
  const yamlFields = needsYaml ? readHeaderAsYaml(lines, end, file) : undefined
  const header = yamlFields ? { fields: yamlFields, problems: [], end } : read
  return {
    fields: header.fields,
    problems: header.problems,
    body: lines.slice(header.end + 1).join('\n'),
    bodyLine: header.end + 2,
  }
}

/** The header's `key: value` lines, read as the format was first defined; `end` moves up when the closing '---' is missing. */
function readHeaderLines(
  lines: readonly string[],
  headerEnd: number,
): { fields: Map<string, FrontmatterField>; problems: FrontmatterProblem[]; end: number } {
  let end = headerEnd
  const fields = new Map<string, FrontmatterField>()
  const problems: FrontmatterProblem[] = []
  for (let index = 1; index < end; index++) {
    const line = lines[index] ?? ''
    const trimmed = line.trim()
    if (trimmed === '' || trimmed.startsWith('#')) continue
    // `  author: Ana` or a TAB before it: the line is named, and its field still read.
    const indent = /^[ \t\u00A0]+/.exec(line)?.[0] ?? ''
    if (indent !== '' && FIELD_LINE.test(trimmed)) {
      const what = indent.includes('\t') ? 'um TAB' : 'espaços'
      problems.push({
        line: index + 1,
        col: 1,
        path: FIELD_LINE.exec(trimmed)?.[1] ?? '(arquivo)',
        message: `esta linha começa com ${what}: no cabeçalho cada campo começa no início da linha (escreva '${trimmed}')`,
      })
    } else if (!FIELD_LINE.test(line)) {
      // No field line follows: the closing `---` is missing and the text of the post starts here.
      if (!lines.slice(index + 1, end).some((next) => FIELD_LINE.test(next.trimStart()))) {
        problems.push({
          line: index + 1,
          col: 1,
          path: '(arquivo)',
          message: `falta a linha '---' que fecha o cabeçalho: escreva '---' sozinho numa linha antes da linha ${index + 1}`,
        })
        end = index - 1
        break
      }
      problems.push({
        line: index + 1,
        col: 1,
        path: '(arquivo)',
        message: "linha inválida no cabeçalho: cada linha deve ser 'campo: valor' (ex.: title: Meu título)",
      })
      continue
    }
    const colon = line.indexOf(':')
    const key = line.slice(0, colon).trim()
    const previous = fields.get(key)
    if (previous)
      problems.push({
        line: index + 1,
        col: 1,
        path: key,
        message: `campo repetido: '${key}' já aparece na linha ${previous.line}; apague uma das duas linhas`,
      })
    const raw = line.slice(colon + 1)
    const valueStart = colon + 1 + (raw.length - raw.trimStart().length)
    let value: FrontmatterField['value'] = stripQuotes(raw)
    if (key === 'tags') {
      const tags = parseTags(raw)
      // `tags:` followed by `  - PABX` lines, the list style of the data files, reads the same as `tags: [PABX]`.
      while (raw.trim() === '' && index + 1 < end && LIST_ITEM.test(lines[index + 1] ?? ''))
        tags.push(stripQuotes(LIST_ITEM.exec(lines[++index] ?? '')?.[1] ?? ''))
      value = tags
    } else if (key === 'featured' && (value === 'true' || value === 'false')) value = value === 'true'
    const opening = raw.trim()[0]
    const unclosed =
      key !== 'tags' && (opening === '"' || opening === "'") && (raw.trim().length < 2 || !raw.trim().endsWith(opening))
    const escaped = opening === '"' && /\\[^"\\]/.test(raw)
    fields.set(key, {
      value,
      line: index + 1,
      col: valueStart + 1,
      ...(unclosed ? { unclosedQuote: opening } : {}),
      ...(escaped ? { escaped } : {}),
    })
  }
  return { fields, problems, end }
}
