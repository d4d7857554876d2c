import {
  isAlias,
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  visit,
  type Document,
  type Node,
  type Pair,
  type YAMLParseError,
} from 'yaml'
import type { DataError, PathSegment } from './types.ts'
import { formatFieldPath } from './types.ts'

export interface ParsedYaml {
  file: string
  /** The text that was parsed. */
  source: string
  doc: Document.Parsed
  lineCounter: LineCounter
  /** The plain JavaScript value, or undefined when the file could not be read safely. */
  value: unknown
  /**
   * With syntax errors: what the parser still made of the file, so the schema can check the
   * parts the errors did not touch (one run shows every error). Undefined without syntax errors.
   */
  partialValue?: unknown
  /** Whether an error found in `partialValue` lies outside what the syntax errors damaged. */
  isUndamaged: (error: DataError) => boolean
  errors: DataError[]
  /**
   * Unquoted values YAML reads differently from what was typed (`0800` as 800, `NO` as false),
   * each with its error in `errors`: the schema, which knows what the field wants, words the fix.
   */
  traps: YamlTrap[]
  /**
   * Unquoted numbers typed with a thousands point, which YAML reads as a decimal one: `10.000` is
   * 10, and `atrasoMs: 1.000` one millisecond. Not errors yet: a coordinate typed -22.906 is right.
   * validateYamlFile reports those in fields that take whole numbers only.
   */
  thousandsPoints: ThousandsPoint[]
}

export interface ThousandsPoint {
  /** Where the value stands, for the error a field of whole numbers makes of it. */
  error: DataError
  segments: PathSegment[]
  typed: string
  /** What YAML read (10 for `10.000`) and what was meant (10000). */
  read: number
  meant: number
}

export interface YamlTrap {
  error: DataError
  segments: PathSegment[]
  /** The value as typed, and what it could have meant instead of the text. */
  typed: string
  meant: number | boolean
}

/**
 * The part of a file a syntax error makes unreliable: its list item (or top-level field), and
 * with `fromLine` every line after that item's start too (the parser lost track of the blocks).
 * An `exact` damage covers one field only (a repeated key leaves the rest of the block readable).
 */
interface Damage {
  path: string
  exact?: boolean
  fromLine?: number
}

/** Aliases multiply data (the "billion laughs" attack); editors never need them, so the budget is tiny. */
const MAX_ALIAS_COUNT = 20

const SYNTAX_MESSAGES: Partial<Record<string, string>> = {
  DUPLICATE_KEY: 'chave repetida: cada campo só pode aparecer uma vez no mesmo bloco',
  TAB_AS_INDENT: 'use espaços, não TAB, para recuar as linhas',
  BAD_INDENT: 'recuo (espaços no início da linha) incorreto: alinhe com os campos do mesmo bloco',
  MISSING_CHAR: 'falta um caractere de fechamento (aspas, colchete ou chave)',
  MULTILINE_IMPLICIT_KEY:
    'uma chave não pode ocupar várias linhas: confira se falta ":" ou se um texto com ":" precisa de aspas',
  BLOCK_AS_IMPLICIT_KEY: 'chave inválida: confira o recuo e se falta ":" depois do nome do campo',
  UNEXPECTED_TOKEN: 'caractere inesperado: textos que contêm ": " ou " #" precisam estar entre aspas',
  BAD_SCALAR_START: 'um texto não pode começar com este caractere sem aspas: escreva o valor entre aspas',
  BAD_DQ_ESCAPE: 'sequência de escape inválida dentro de aspas duplas',
  MULTIPLE_DOCS: 'o arquivo deve ter um único documento (remova a linha "---" extra)',
  RESOURCE_EXHAUSTION: 'o arquivo usa apelidos (*nome) demais e foi recusado por segurança',
}

/** One error code covers unrelated mistakes: tell them apart by the parser's own message. */
const PARSER_MESSAGES: [string, string][] = [
  [
    'A block sequence may not be used as an implicit map key',
    "item de lista ('- ') misturado com campos sem '- ' no mesmo bloco: ou todos os itens começam com '- ', ou nenhum",
  ],
  ['Missing closing "quote', 'as aspas duplas (") abertas aqui não foram fechadas: feche-as no fim do texto'],
  ["Missing closing 'quote", "as aspas simples (') abertas aqui não foram fechadas: feche-as no fim do texto"],
  [
    'Sequence item without - indicator',
    "recuo (espaços no início da linha) incorreto: alinhe esta linha com os campos do bloco, ou comece o item com '- '",
  ],
  [
    'Implicit map keys need to be followed by map values',
    "falta ':' depois do nome do campo, ou o recuo desta linha está errado",
  ],
  ['Missing , ', 'falta uma vírgula entre os itens entre colchetes [ ] ou chaves { }'],
  ['Comments must be separated', "coloque um espaço antes de '#' (ou escreva o texto entre aspas)"],
]
/** Syntax errors that derail the parser: the ones after the first are often consequences of it. */
const STRUCTURAL = new Set([
  'TAB_AS_INDENT',
  'BAD_INDENT',
  'MISSING_CHAR',
  'BLOCK_AS_IMPLICIT_KEY',
  'MULTILINE_IMPLICIT_KEY',
  'UNEXPECTED_TOKEN',
])
// `nome: Startup: para começar`: an unquoted text with ": " inside.
const TEXT_WITH_COLON = /^\s*(?:-\s+)?([\p{L}\w-]+):\s+([^"'\s].*:\s.*)$/u
const indentOf = (line: string) => line.length - line.trimStart().length
/** Column where the keys of a line's block start (`- nome:` keys start after the dash). */
const keyIndentOf = (line: string) => /^\s*(?:-\s+)?/.exec(line)?.[0].length ?? 0

// `titulo:Compare`: without a space after the colon YAML reads one long text, not a field.
const MISSING_SPACE_AFTER_COLON = /^\s*(?:-\s+)?([\p{L}\w-]+):([^\s:/][^#]*)$/u
// The field a line writes (`  titulo: "...`, `- nome: ...`), to name it in a syntax error.
const FIELD_ON_LINE = /^\s*(?:-\s+)?["']?([\p{L}\w-]+)["']?\s*:(?:\s|$)/u
// `-id: pabx`: without a space after the dash YAML reads a field named '-id', not a new list item.
const DASH_WITHOUT_SPACE = /^(\s*)-([\p{L}\d_"'][^#]*)$/u
const AMBIGUOUS_BOOLEAN = /^(y|yes|n|no|on|off)$/i
const LEADING_ZERO_NUMBER = /^[+-]?0\d+(\.\d+)?$/
/** One point and three digits after it: ten thousand to a Brazilian reader (two points read as a text). */
const THOUSANDS_POINT = /^[+-]?[1-9]\d{0,2}\.\d{3}$/
const JAVASCRIPT_URL = /^\s*javascript:/i
// `titulo: “Números Fixos”`: quotes pasted from a word processor are text to YAML, not quotes.
export const CURLY_QUOTED = /^[“”‘’„]/
export const stripCurlyQuotes = (text: string) => text.replace(/^[“”‘’„]+|[“”‘’„]+$/g, '')

interface Position {
  line: number
  col: number
}

function positionOf(lineCounter: LineCounter, offset: number): Position {
  const { line, col } = lineCounter.linePos(offset)
  return { line, col }
}

/**
 * Parses a YAML data file keeping every node's position, and reports syntax errors,
 * duplicate keys, aliases and the classic YAML traps an editor falls into.
 */
export function parseYaml(typed: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter()
  const { source, errors } = withPlainIndentation(typed, file)
  const doc = parseDocument(source, { ...PARSE_OPTIONS, lineCounter })
  const { found, damage } = findSyntaxErrors(doc, source, lineCounter, file)
  // The parser lost track of the blocks from a damaged item on: set that item aside and read the rest again.
  const setAside = damage.some((d) => d.fromLine !== undefined) ? setAsideDamagedItems(source) : undefined
  const sourceLines = source.split('\n')
  errors.push(...reportSyntaxErrors(found, setAside, sourceLines, doc, lineCounter))
  const scalars = dropValuesOnSyntaxLines(findScalarTraps(doc, source, lineCounter, file), found)
  errors.push(...scalars.errors)
  const { value, partialValue, problem } = readValue(doc, scalars.aliasCount)
  if (problem !== undefined) errors.push(createError(file, lineCounter, 0, [], problem))
  const rest = setAside && scalars.aliasCount === 0 ? readRest(setAside, damage, scalars, sourceLines) : undefined
  const read = rest ?? { doc, lineCounter, partialValue, damage }
  const { traps, thousandsPoints } = scalars
  const isUndamaged = createIsUndamaged(read.damage)
  return {
    file,
    source,
    doc: read.doc,
    lineCounter: read.lineCounter,
    value,
    partialValue: read.partialValue,
    isUndamaged,
    errors,
    traps,
    thousandsPoints,
  }
}

/** An error at `offset` in the file, named by the field path of what stands there. */
function createError(
  file: string,
  lineCounter: LineCounter,
  offset: number,
  segments: readonly PathSegment[],
  message: string,
): DataError {
  const { line, col } = positionOf(lineCounter, offset)
  return { file, line, col, path: formatFieldPath(segments), message }
}

/**
 * The parser's errors in Portuguese at the place the editor has to fix, one per line and in line order;
 * and for each, what it makes unreliable, for the schema check of the rest (ParsedYaml.isUndamaged).
 */
function findSyntaxErrors(
  doc: Document.Parsed,
  source: string,
  lineCounter: LineCounter,
  file: string,
): { found: FoundSyntaxError[]; damage: Damage[] } {
  const lines = doc.errors.length > 0 ? source.split(/\r?\n/) : []
  const found: FoundSyntaxError[] = []
  const damage: Damage[] = []
  const seenLines = new Set<number>()
  for (const error of doc.errors) {
    const { reported, unclosedQuote, ...translated } = translateSyntaxError(error, doc, source, lineCounter)
    const { message, position, line, glued } = explainMistake(error.code, translated, lines)
    const where = pathAt(doc, error.pos[0])
    damage.push(assessDamage(error.code, where, lineCounter, glued !== null || message.startsWith('este texto contém')))
    // One syntax mistake often makes the parser complain twice on the same line: keep the first.
    if (seenLines.has(reported.line) || seenLines.has(position.line)) continue
    seenLines.add(reported.line).add(position.line)
    const field = glued ? glued[1] : FIELD_ON_LINE.exec(line)?.[1]
    // Name the field by its whole path (`planos[0].nome`) when the parser placed the line where it was meant to be.
    const fieldPath = field && where.segments.at(-1) === field ? formatFieldPath(where.segments) : field
    found.push({
      file,
      ...position,
      path: fieldPath ?? '(arquivo)',
      message,
      structural: STRUCTURAL.has(error.code) && !unclosedQuote,
      code: error.code,
      offset: error.pos[0],
    })
  }
  found.sort((a, b) => a.line - b.line || a.col - b.col)
  return { found, damage }
}

/** The parser's complaint in Portuguese, where the parser reported it, and where to show it. */
function translateSyntaxError(
  error: YAMLParseError,
  doc: Document.Parsed,
  source: string,
  lineCounter: LineCounter,
): { message: string; position: Position; reported: Position; unclosedQuote: boolean } {
  const unclosedQuote = /^Missing closing ["']quote/.test(error.message)
  const base =
    PARSER_MESSAGES.find(([start]) => error.message.startsWith(start))?.[1] ??
    SYNTAX_MESSAGES[error.code] ??
    `erro de sintaxe YAML (${error.code})`
  const detail = error.code === 'DUPLICATE_KEY' ? duplicateKeyName(source, error.pos[0]) : ''
  const reported = positionOf(lineCounter, error.pos[0])
  // An unclosed quote is reported at the end of the line or file; point at the quote that opened it.
  const position = unclosedQuote
    ? (openingQuoteOf(doc, lineCounter, error.pos[0]) ?? findUnclosedQuote(source, error.pos[0]) ?? reported)
    : reported
  return { message: detail ? `${base} ('${detail}')` : base, position, reported, unclosedQuote }
}

/**
 * The usual mistake behind a syntax error, worded by what the editor typed (a missing space, a text
 * with ': ', a line indented too far), and the line the error is then shown on.
 */
function explainMistake(
  code: string,
  translated: { message: string; position: Position },
  lines: readonly string[],
): { message: string; position: Position; line: string; glued: RegExpExecArray | null } {
  let { message, position } = translated
  let line = lines[position.line - 1] ?? ''
  const next = lines[position.line] ?? ''
  const glued = MISSING_SPACE_AFTER_COLON.exec(line)
  const afterColon = position.col > line.indexOf(':') + 1
  // The line itself, or the one above when the parser blames the field indented under it.
  const dashAt = [position.line, position.line - 1].find(
    (n, i) => DASH_WITHOUT_SPACE.test(lines[n - 1] ?? '') && (i === 0 || indentOf(lines[n - 1] ?? '') < indentOf(line)),
  )
  if (dashAt !== undefined) {
    const [, indent = '', item = ''] = DASH_WITHOUT_SPACE.exec(lines[dashAt - 1] ?? '') ?? []
    message = `falta um espaço depois do '-' que começa o item da lista (escreva '- ${item.trim()}')`
    position = { line: dashAt, col: indent.length + 1 }
    line = `${indent}- ${item}`
  } else if (glued) message = `falta um espaço depois de ':' (escreva '${glued[1]}: ${glued[2]?.trim()}')`
  else if (code === 'BLOCK_AS_IMPLICIT_KEY' && afterColon && TEXT_WITH_COLON.test(line)) {
    const [, key, value] = TEXT_WITH_COLON.exec(line) ?? []
    message = `este texto contém ': ' e precisa ficar entre aspas${CURLY_QUOTED.test(value ?? '') ? ' retas (não “ ”)' : ''}: ${key}: "${stripCurlyQuotes(value?.trim() ?? '')}"`
  } else if (
    code === 'BLOCK_AS_IMPLICIT_KEY' &&
    afterColon &&
    indentOf(next) > keyIndentOf(line) &&
    FIELD_ON_LINE.test(next)
  ) {
    // `produto: pabx` followed by a line indented further: the parser blames the line above.
    message = `esta linha tem mais espaços no início do que a linha de cima: alinhe '${FIELD_ON_LINE.exec(next)?.[1]}' com '${FIELD_ON_LINE.exec(line)?.[1]}'`
    position = { line: position.line + 1, col: indentOf(next) + 1 }
    line = next
  } else if (code === 'UNEXPECTED_TOKEN' || code === 'BAD_SCALAR_START') {
    const explained = explainValue(line)
    if (explained) {
      message = explained.message
      position = { line: position.line, col: explained.col }
    }
  }
  return { message, position, line, glued }
}

/**
 * What a syntax error makes unreliable: the one field of a repeated key; otherwise its item, and every
 * line from the item on unless the mistake is `local` (it spoils one value and the parser stays on track).
 */
function assessDamage(
  code: string,
  where: ReturnType<typeof pathAt>,
  lineCounter: LineCounter,
  local: boolean,
): Damage {
  if (code === 'DUPLICATE_KEY') return { path: formatFieldPath(where.segments), exact: true }
  const contained = local || LOCAL_CODES.has(code)
  return {
    path: formatFieldPath(where.item),
    fromLine: contained ? undefined : positionOf(lineCounter, where.itemStart).line,
  }
}

/**
 * The syntax errors shown: repeated keys merged, consequences of a derailing error marked. A later complaint
 * outside what was set aside read cleanly once the damaged items were: not news.
 */
function reportSyntaxErrors(
  found: readonly FoundSyntaxError[],
  setAside: SetAside | undefined,
  sourceLines: readonly string[],
  doc: Document.Parsed,
  lineCounter: LineCounter,
): DataError[] {
  const lead = found.find((e) => e.structural)
  const news = found.filter(
    (e) => !setAside || !e.structural || e === lead || setAside.lines[e.line - 1] !== sourceLines[e.line - 1],
  )
  return [
    ...mergeJoinedItems(news, doc, lineCounter),
    ...markConsequences(news.filter((e) => e.code !== 'DUPLICATE_KEY')),
  ]
}

/** Aliases and values YAML reads differently from what was typed; errors, traps and thousands points in document order. */
interface ScalarFindings {
  errors: DataError[]
  traps: YamlTrap[]
  thousandsPoints: ThousandsPoint[]
  aliasCount: number
}

/** Walks every alias and scalar of the document for the traps an editor falls into. */
function findScalarTraps(doc: Document.Parsed, source: string, lineCounter: LineCounter, file: string): ScalarFindings {
  const found: ScalarFindings = { errors: [], traps: [], thousandsPoints: [], aliasCount: 0 }
  const at = (offset: number, segments: readonly PathSegment[], message: string) => {
    const error = createError(file, lineCounter, offset, segments, message)
    found.errors.push(error)
    return error
  }
  // `titulo: !foo Texto` reads as 'Texto', `!!binary` as bytes: a tag only changes what is read.
  const tagged = (node: Node, ancestors: readonly unknown[]) => {
    if (node.tag) at(node.range?.[0] ?? 0, pathOf(ancestors, node), tagMessage(source, node.range?.[0] ?? 0))
  }
  visit(doc, {
    Collection(_key, node, ancestors) {
      tagged(node, ancestors)
    },
    Alias(_key, node, ancestors) {
      found.aliasCount++
      if (found.aliasCount <= 3)
        at(
          node.range?.[0] ?? 0,
          pathOf(ancestors, node),
          `apelidos YAML (*${node.source}) não são permitidos: repita o valor por extenso`,
        )
    },
    Scalar(key, node, ancestors) {
      tagged(node, ancestors)
      const offset = node.range?.[0] ?? 0
      const segments = pathOf(ancestors, node)
      if (node.type === 'PLAIN' && typeof node.source === 'string') {
        const typed = node.source
        const trap = findPlainTrap(typed, node.value)
        if (trap?.kind === 'thousands') {
          const error = createError(file, lineCounter, offset, segments, trap.message)
          found.thousandsPoints.push({ error, segments, typed, read: trap.read, meant: trap.meant })
        } else if (trap) {
          const error = at(offset, segments, trap.message)
          if (trap.kind === 'trap') found.traps.push({ error, segments, typed, meant: trap.meant })
        }
      }
      // `nome: Plano #1` silently becomes "Plano": YAML reads " #" as the start of a comment.
      // Only a comment on the value's own line: a derailed parse can hang the next line's comment on it.
      if (
        node.type === 'PLAIN' &&
        node.comment &&
        key !== 'key' &&
        /^[ \t]+#/.test(source.slice(node.range?.[1] ?? 0).split('\n')[0] ?? '')
      ) {
        const full = `${String(node.source)} #${node.comment}`
        at(
          offset,
          segments,
          `o texto depois de ' #' foi ignorado (o YAML lê ' #' como início de um comentário): se faz parte do valor, escreva entre aspas: "${full}"`,
        )
      }
      if (typeof node.value === 'string' && JAVASCRIPT_URL.test(node.value)) {
        at(offset, segments, 'endereços javascript: não são permitidos: use https://, mailto: ou tel:')
      }
    },
  })
  return found
}

/** The message for the YAML tag written before the value at `offset` (`!foo`, `!!str`, `!!binary`), with its line rewritten without it. */
function tagMessage(source: string, offset: number): string {
  const before = source.slice(0, offset)
  const match = /(![^\s]*)\s*$/.exec(before)
  const tag = match?.[1] ?? '!'
  const lineStart = before.lastIndexOf('\n', match?.index ?? offset) + 1
  const lineEnd = source.indexOf('\n', lineStart)
  const line = source.slice(lineStart, lineEnd === -1 ? undefined : lineEnd)
  const fixed = line.replace(/\s*![^\s]*/, '').trim()
  return `tags YAML (${tag}) não são aceitas nos dados do site: apague '${tag}' e escreva só o valor${fixed ? `: ${fixed}` : ''}`
}

/**
 * An unquoted value YAML reads otherwise than typed: a `trap` (the schema words its fix, which depends on the field),
 * a `thousands` point (an error only in fields of whole numbers), or a `text` that would show as typed.
 */
type PlainTrap =
  | { kind: 'trap'; message: string; meant: number | boolean }
  | { kind: 'thousands'; message: string; read: number; meant: number }
  | { kind: 'text'; message: string }

function findPlainTrap(typed: string, read: unknown): PlainTrap | undefined {
  if (AMBIGUOUS_BOOLEAN.test(typed)) {
    const message = `o valor ${typed} sem aspas é lido como verdadeiro/falso por muitos programas: se é um texto, escreva "${typed}"; se é sim/não, use true ou false`
    return { kind: 'trap', message, meant: /^(y|yes|on)$/i.test(typed) }
  }
  if (LEADING_ZERO_NUMBER.test(typed)) {
    const message = `o número ${typed} começa com zero e o zero seria perdido (vira ${Number(typed)}): escreva entre aspas, "${typed}"`
    return { kind: 'trap', message, meant: Number(typed) }
  }
  if (THOUSANDS_POINT.test(typed) && typeof read === 'number') {
    const meant = Number(typed.replace('.', ''))
    const message = `o número ${typed} é lido como ${read} (nos arquivos, o ponto marca os decimais) e este campo aceita só números inteiros: escreva ${meant}, sem o ponto`
    return { kind: 'thousands', message, read, meant }
  }
  if (CURLY_QUOTED.test(typed)) {
    const message = `este texto começa com aspas curvas (“ ” ou ‘ ’), que o YAML não reconhece como aspas e que apareceriam no site: use aspas retas, "${stripCurlyQuotes(typed)}"`
    return { kind: 'text', message }
  }
  return undefined
}

/** A value on a line the parser already choked on is not what was typed: its syntax error says it all. */
function dropValuesOnSyntaxLines(scalars: ScalarFindings, found: readonly FoundSyntaxError[]): ScalarFindings {
  const syntaxLines = new Set(found.map((e) => e.line))
  const errors = scalars.errors.filter((e) => !syntaxLines.has(e.line))
  const traps = scalars.traps.filter((t) => errors.includes(t.error))
  const thousandsPoints = scalars.thousandsPoints.filter((t) => !syntaxLines.has(t.error.line))
  return { errors, traps, thousandsPoints, aliasCount: scalars.aliasCount }
}

/**
 * The file as plain JavaScript when it has no syntax errors nor aliases; with syntax errors, what the parser
 * still made of it. Aliases are refused before they multiply the data; `problem` says why nothing was read.
 */
function readValue(
  doc: Document.Parsed,
  aliasCount: number,
): { value?: unknown; partialValue?: unknown; problem?: string } {
  if (doc.errors.length === 0 && aliasCount === 0) {
    try {
      return { value: doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) }
    } catch (error) {
      // A file the parser accepted may still fail to convert: that is this file's error, not a crash.
      return { problem: `não foi possível ler o arquivo: ${(error as Error).message}` }
    }
  }
  if (aliasCount > 3) return { problem: `o arquivo tem ${aliasCount} apelidos YAML (*nome); nenhum é permitido` }
  return aliasCount === 0 ? { partialValue: readDamaged(doc)?.value } : {}
}

/** A damaged document converted as far as it goes; undefined when it does not convert at all. */
function readDamaged(doc: Document.Parsed): { value: unknown } | undefined {
  // A damaged file may read as odd keys (a list as a key): its syntax errors say what to fix,
  // not the YAML library's own warning in the terminal.
  doc.options.logLevel = 'error'
  try {
    return { value: doc.toJS({ maxAliasCount: 0 }) }
  } catch {
    // A damaged file may not convert at all: its syntax errors then say all there is (or the first reading stands).
    return undefined
  }
}

/**
 * With the damaged items set aside the rest read cleanly: it is checked too, and only those items are not;
 * the values found above are named by their place in it. Undefined when it does not convert: the first reading stands.
 */
function readRest(
  setAside: SetAside,
  damage: readonly Damage[],
  scalars: ScalarFindings,
  sourceLines: readonly string[],
): { doc: Document.Parsed; lineCounter: LineCounter; partialValue: unknown; damage: Damage[] } | undefined {
  const read = readDamaged(setAside.doc)
  if (!read) return undefined
  renameByRest(setAside, scalars, sourceLines)
  const rest = [...damage.filter((d) => d.fromLine === undefined), ...setAside.paths.map((path) => ({ path }))]
  return { doc: setAside.doc, lineCounter: setAside.lineCounter, partialValue: read.value, damage: rest }
}

/** Names the values found in the file by their place in the rest as read (the damaged item may have read as two). */
function renameByRest(setAside: SetAside, scalars: ScalarFindings, sourceLines: readonly string[]): void {
  for (const error of [...scalars.errors, ...scalars.thousandsPoints.map((t) => t.error)]) {
    const line = error.line - 1
    if (setAside.lines[line] !== sourceLines[line]) continue
    const segments = pathAt(setAside.doc, (setAside.lineCounter.lineStarts[line] ?? 0) + error.col - 1).segments
    const trap = scalars.traps.find((t) => t.error === error) ?? scalars.thousandsPoints.find((t) => t.error === error)
    if (trap) trap.segments = segments
    error.path = formatFieldPath(segments)
  }
}

/** ParsedYaml.isUndamaged: whether an error found in the partial value lies outside everything `damage` covers. */
function createIsUndamaged(damage: readonly Damage[]): (error: DataError) => boolean {
  const inside = (fieldPath: string, tree: string) =>
    tree === '(raiz)' || fieldPath === tree || fieldPath.startsWith(`${tree}.`) || fieldPath.startsWith(`${tree}[`)
  // A field "missing" from a block the parser lost track of may well be there, below the damage.
  const lostFrom = (error: DataError, d: Damage) =>
    d.fromLine !== undefined && error.missingFrom !== undefined && inside(d.path, error.missingFrom)
  return (error) =>
    damage.every((d) =>
      d.exact
        ? error.path !== d.path
        : !inside(error.path, d.path) &&
          !inside(d.path, error.path) &&
          (d.fromLine === undefined || error.line < d.fromLine) &&
          !lostFrom(error, d),
    )
}

const PARSE_OPTIONS = { uniqueKeys: true, prettyErrors: false, version: '1.2' } as const
/** Errors that spoil one value or key and leave the blocks around it readable. */
const leavesBlocksReadable = (code: string) => code === 'DUPLICATE_KEY' || LOCAL_CODES.has(code)
const holdsData = (line: string) => line.trim() !== '' && !line.trimStart().startsWith('#')
const indentedWithTab = (line: string) => /^ *\t/.test(line)
// A line that starts a list item (`- `) or a field (`nome:`), and how the field is written.
const STARTS_BLOCK = /^(\s*)(?:-(?:\s|$)|(["']?[\p{L}\w-]+["']?)\s*:(?:\s|$))/u
const MAX_SET_ASIDE = 8
/** A field line with its value on it (`nome: Startup`), not a block opener (`recursos:`, `conteudo: |`). */
const holdsValue = (line: string) => /^\s*["']?[\p{L}\w-]+["']?\s*:\s+[^\s#|>]/u.test(line)

/** Where the item or field starting on line `start` ends (exclusive): the next line indented as much as its start, or less. */
function blockEnd(lines: readonly string[], start: number): number {
  const first = lines[start] ?? ''
  const indent = indentOf(first)
  const isField = !first.trimStart().startsWith('-')
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index] ?? ''
    // A TAB-indented line's depth is unknown: it stays with the block it sits in.
    if (!holdsData(line) || indentedWithTab(line) || indentOf(line) > indent) continue
    // `recursos:` may have its `- ` items at its own indentation.
    if (isField && indentOf(line) === indent && /^\s*-(\s|$)/.test(line)) continue
    return index
  }
  return lines.length
}

/** The items and fields that hold line `index`, innermost first, each less indented than the one before. */
function enclosingBlocks(lines: readonly string[], index: number): number[] {
  const found: number[] = []
  let limit = Number.POSITIVE_INFINITY
  // A TAB-indented line's depth is unknown: take it for a sibling of the line above.
  if (indentedWithTab(lines[index] ?? ''))
    limit = indentOf(lines.slice(0, index).findLast((line) => holdsData(line) && !indentedWithTab(line)) ?? '')
  for (let at = index; at >= 0; at--) {
    const line = lines[at] ?? ''
    if (!holdsData(line) || indentedWithTab(line)) continue
    const starts = STARTS_BLOCK.test(line)
    if (at === index && !starts) limit = indentOf(line)
    else if (starts && indentOf(line) < limit) {
      found.push(at)
      limit = indentOf(line)
    }
  }
  return found
}

/** The block's first line, emptied (`  - null`, `    recursos: null`): the list keeps its numbering. */
function placeholderOf(line: string): string {
  const [, indent = '', field] = STARTS_BLOCK.exec(line) ?? []
  return field === undefined ? `${indent}- null` : `${indent}${field}: null`
}

/** The file read again with the damaged items emptied: the field paths they had there, and its lines. */
interface SetAside {
  doc: Document.Parsed
  lineCounter: LineCounter
  paths: string[]
  lines: string[]
}

/**
 * Reads the file again with each item (or field) the parser choked on emptied, innermost first,
 * widening to the item around it when that is not enough. Line and column of everything else
 * stay as typed. Undefined when the rest does not read cleanly either.
 */
function setAsideDamagedItems(source: string): SetAside | undefined {
  // Errors that leave the blocks readable are ignored, unless they are new: a key repeated only
  // after the set-aside means an emptied block let the next item's fields run into the one above.
  let original: Set<string> | undefined
  const parse = (lines: readonly string[]) => {
    const lineCounter = new LineCounter()
    const doc = parseDocument(lines.join('\n'), { ...PARSE_OPTIONS, lineCounter })
    const placed = doc.errors.map((e) => ({
      line: lineCounter.linePos(e.pos[0]).line - 1,
      key: `${e.code}:${lineCounter.linePos(e.pos[0]).line}`,
      code: e.code,
    }))
    original ??= new Set(placed.map((e) => e.key))
    const firstLine = Math.min(
      ...placed.filter((e) => !leavesBlocksReadable(e.code) || !original?.has(e.key)).map((e) => e.line),
    )
    return { doc, lineCounter, firstLine }
  }
  let lines = source.split('\n')
  const emptied: number[] = []
  for (let round = 0; round < MAX_SET_ASIDE; round++) {
    const current = parse(lines)
    if (!Number.isFinite(current.firstLine)) {
      const paths = emptied.map((index) => {
        const offset = (current.lineCounter.lineStarts[index] ?? 0) + (lines[index] ?? '').lastIndexOf('null')
        return formatFieldPath(pathAt(current.doc, offset).segments)
      })
      return { doc: current.doc, lineCounter: current.lineCounter, paths, lines }
    }
    let next: string[] | undefined
    for (const start of enclosingBlocks(lines, current.firstLine)) {
      const end = blockEnd(lines, start)
      // `produto: pabx` holds no lines under it: lines indented under it are misplaced siblings, not its own.
      if (holdsValue(lines[start] ?? '') && lines.slice(start + 1, end).some(holdsData)) continue
      const trial = lines.map((line, index) =>
        index === start ? placeholderOf(line) : index > start && index < end ? '' : line,
      )
      // Progress: the first complaint left is past the block emptied.
      if (parse(trial).firstLine >= Math.max(end, current.firstLine + 1)) {
        next = trial
        // A wider block takes the narrower ones it holds.
        emptied.splice(0, emptied.length, ...emptied.filter((index) => index < start || index >= end), start)
        break
      }
    }
    if (!next) return undefined
    lines = next
  }
  return undefined
}

// Spaces YAML does not take for indentation: non-breaking (U+00A0) and the typographic ones that
// come with text pasted from Word or a web page. Invisible, so the parser's own complaint baffles.
const SPECIAL_SPACE = /[\u00A0\u2000-\u200B\u202F\u205F\u3000\uFEFF]/
const INDENT = new RegExp(`^(?:[ \\t]|${SPECIAL_SPACE.source})*`)

/**
 * Reports each line indented with special spaces, and reads the file as if they were plain ones
 * (one character for one, so every position stays true): the rest of the file is still checked.
 */
function withPlainIndentation(typed: string, file: string): { source: string; errors: DataError[] } {
  const errors: DataError[] = []
  const lines = typed.split('\n').map((line, index) => {
    const indent = INDENT.exec(line)?.[0] ?? ''
    if (!SPECIAL_SPACE.test(indent)) return line
    const col = indent.search(SPECIAL_SPACE) + 1
    errors.push({
      file,
      line: index + 1,
      col,
      path: FIELD_ON_LINE.exec(line.replace(indent, ' '.repeat(indent.length)))?.[1] ?? '(arquivo)',
      message:
        'esta linha começa com espaços especiais (invisíveis, vindos de um texto colado do Word ou de uma página da web), que o YAML não aceita no recuo: apague os espaços do começo da linha e recue de novo com a barra de espaço',
    })
    return ' '.repeat(indent.length) + line.slice(indent.length)
  })
  return { source: lines.join('\n'), errors }
}

// `titulo: [Novo] Números Fixos`: the field, where its value starts, and the value.
const FIELD_VALUE = /^(\s*(?:-\s+)?["']?[\p{L}\w-]+["']?:\s+)(.+?)\s*$/u

/**
 * A value the parser choked on, worded by what the editor typed: a text starting with a
 * character YAML reserves ([, {, *, &, !, @, `...), or quotes inside quotes.
 */
function explainValue(line: string): { message: string; col: number } | undefined {
  const match = FIELD_VALUE.exec(line)
  if (!match) return undefined
  const [, before = '', value = ''] = match
  const field = before.trim()
  const col = before.length + 1
  const quotes = (text: string, quote: string) => text.split(quote).length - 1
  if (value.startsWith('"') && quotes(value, '"') > 2) {
    const inner = value.replace(/^"|"$/g, '')
    return inner.includes("'")
      ? {
          col,
          message: `este texto entre aspas duplas tem outras aspas duplas dentro: escreva as de dentro como \\" (${field} "${inner.replaceAll('"', '\\"')}")`,
        }
      : {
          col,
          message: `este texto entre aspas duplas tem outras aspas duplas dentro: use aspas simples por fora: ${field} '${inner}'`,
        }
  }
  if (value.startsWith("'") && quotes(value, "'") > 2) {
    const inner = value.replace(/^'|'$/g, '')
    return {
      col,
      message: `este texto entre aspas simples tem um apóstrofo dentro: use aspas duplas por fora: ${field} "${inner}"`,
    }
  }
  const first = value[0] ?? ''
  if ('[]{}*&!@`%|>'.includes(first)) {
    const italic = first === '*' ? ' (no site, *asteriscos* não viram itálico)' : ''
    return {
      col,
      message: `um texto que começa com '${first}' precisa ficar entre aspas${italic}: ${field} "${value.replaceAll('"', '\\"')}"`,
    }
  }
  return undefined
}

/** Syntax errors that spoil one value but leave the parser on track for the lines after it. */
const LOCAL_CODES = new Set(['BAD_SCALAR_START', 'BAD_DQ_ESCAPE', 'UNEXPECTED_TOKEN'])

/** The field path of the value around `offset`, and the list item (or top-level field) holding it. */
function pathAt(
  doc: Document.Parsed,
  offset: number,
): { segments: PathSegment[]; item: PathSegment[]; itemStart: number } {
  const segments: PathSegment[] = []
  let item: PathSegment[] = []
  let itemStart = 0
  let node: unknown = doc.contents
  const spans = (start: number | undefined, end: number | undefined) =>
    start !== undefined && end !== undefined && start <= offset && offset <= end
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) =>
        spans((p.key as Node | null)?.range?.[0], ((p.value as Node | null) ?? (p.key as Node | null))?.range?.[2]),
      )
      if (!pair || !isScalar(pair.key)) break
      segments.push(String(pair.key.value))
      if (item.length === 0) {
        item = [...segments]
        itemStart = pair.key.range?.[0] ?? 0
      }
      node = pair.value
    } else if (isSeq(node)) {
      const index = node.items.findIndex((n) => spans((n as Node | null)?.range?.[0], (n as Node | null)?.range?.[2]))
      if (index === -1) break
      segments.push(index)
      item = [...segments]
      itemStart = (node.items[index] as Node).range?.[0] ?? 0
      node = node.items[index]
    } else break
  }
  return { segments, item, itemStart }
}

type FoundSyntaxError = DataError & { structural: boolean; code: string; offset: number }

/**
 * Repeated keys, one error each; but several repeated keys in one block mean two list items
 * ran together (a lost '- '): say that once, where the second item starts.
 */
function mergeJoinedItems(
  found: readonly FoundSyntaxError[],
  doc: Document.Parsed,
  lineCounter: LineCounter,
): DataError[] {
  const duplicates = found.filter((e) => e.code === 'DUPLICATE_KEY')
  const byBlock = new Map<string, FoundSyntaxError[]>()
  for (const error of duplicates) {
    const block = formatFieldPath(pathAt(doc, error.offset).segments.slice(0, -1))
    byBlock.set(block, [...(byBlock.get(block) ?? []), error])
  }
  const out: DataError[] = []
  for (const [block, errors] of byBlock) {
    const [first, ...rest] = errors
    if (!first) continue
    const strip = ({ structural: _s, code: _c, offset: _o, ...error }: FoundSyntaxError): DataError => error
    if (rest.length === 0) {
      out.push(strip(first))
      continue
    }
    const last = errors[errors.length - 1] ?? first
    const { line } = positionOf(lineCounter, first.offset)
    out.push({
      ...strip(first),
      path: block,
      message: `as linhas ${line} a ${last.line} repetem ${errors.length} campos deste bloco: se elas formam um novo item da lista, comece a linha ${line} com '- ' (alinhado com os '- ' dos outros itens); se não, apague os campos repetidos`,
    })
  }
  return out
}

/** At most this many complaints shown after the one that derailed the parser. */
const MAX_CONSEQUENCES = 3

/**
 * After a broken indentation the parser loses track of the blocks below: its later complaints
 * are marked as probable consequences, and past a handful they become one line.
 */
function markConsequences(found: readonly FoundSyntaxError[]): DataError[] {
  const first = found.find((e) => e.structural)
  const out: DataError[] = []
  const consequences: DataError[] = []
  for (const { structural, code: _code, offset: _offset, ...error } of found) {
    if (structural && first && error.line !== first.line) consequences.push(error)
    else out.push(error)
  }
  if (!first) return out
  const note = ` (talvez seja só consequência do erro da linha ${first.line}: corrija aquele primeiro)`
  if (consequences.length <= MAX_CONSEQUENCES)
    return [...out, ...consequences.map((e) => ({ ...e, message: e.message + note }))]
  const [head] = consequences
  const lines = consequences.map((e) => e.line)
  return [
    ...out,
    {
      ...(head as DataError),
      path: '(arquivo)',
      message: `o YAML não conseguiu ler ${consequences.length} linhas a partir desta (${lines.slice(0, 6).join(', ')}${lines.length > 6 ? '...' : ''}), provavelmente por causa do erro da linha ${first.line}: corrija aquele primeiro e valide de novo`,
    },
  ]
}

/** Where the quoted text the parser could not close starts. */
function openingQuoteOf(
  doc: Document.Parsed,
  lineCounter: LineCounter,
  offset: number,
): { line: number; col: number } | undefined {
  let found: number | undefined
  visit(doc, {
    Scalar(_key, node) {
      const range = node.range
      if (
        (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') &&
        range &&
        range[0] <= offset &&
        offset <= range[2]
      )
        found = range[0]
    },
  })
  return found === undefined ? undefined : positionOf(lineCounter, found)
}

/** The last line before `offset` with an odd number of unescaped double quotes, and that quote's column. */
function findUnclosedQuote(source: string, offset: number): { line: number; col: number } | undefined {
  const lines = source.slice(0, offset).split('\n')
  for (let index = lines.length - 1; index >= 0; index--) {
    const line = lines[index] ?? ''
    const quotes = [...line.matchAll(/(?<!\\)"/g)]
    if (quotes.length % 2 === 1) return { line: index + 1, col: (quotes[quotes.length - 1]?.index ?? 0) + 1 }
  }
  return undefined
}

function duplicateKeyName(source: string, offset: number): string {
  const match = /^\s*(?:-\s+)?["']?([^"':\n]+)["']?\s*:/.exec(source.slice(offset, offset + 200))
  return match?.[1]?.trim() ?? ''
}

/** Field path of a node from the visitor's ancestors. */
function pathOf(ancestors: readonly unknown[], node: unknown): PathSegment[] {
  const segments: PathSegment[] = []
  const chain = [...ancestors, node]
  for (let i = 0; i < chain.length - 1; i++) {
    const parent = chain[i]
    const child = chain[i + 1]
    if (isSeq(parent)) segments.push(parent.items.indexOf(child as Node))
    else if (isPair(parent) && parent.value === child && isScalar(parent.key)) segments.push(String(parent.key.value))
  }
  return segments
}

/**
 * Finds where a field lives in the file. With `onKey`, the position of the key itself
 * (for unknown or misspelt field names); for a missing field, the position of its parent.
 */
export function locatePath(
  parsed: ParsedYaml,
  segments: readonly PathSegment[],
  onKey = false,
): { line: number; col: number } {
  let node: unknown = parsed.doc.contents
  let keyNode: unknown
  for (const seg of segments) {
    if (isMap(node)) {
      const pair = node.items.find((item: Pair) => isScalar(item.key) && String(item.key.value) === String(seg))
      if (!pair) break
      keyNode = pair.key
      node = pair.value
    } else if (isSeq(node) && typeof seg === 'number' && seg < node.items.length) {
      keyNode = undefined
      node = node.items[seg]
    } else break
  }
  const target = (onKey && keyNode ? keyNode : node) as { range?: [number, number, number] } | null
  // An empty value (`preco:`) has no node of its own: point at its key instead.
  const range = target?.range ?? (keyNode as { range?: [number, number, number] } | undefined)?.range
  if (isAlias(target)) return positionOf(parsed.lineCounter, target.range?.[0] ?? 0)
  return positionOf(parsed.lineCounter, range?.[0] ?? 0)
}
