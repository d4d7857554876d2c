import { isAlias, isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, visit, type Document, type Node, type Pair } from 'yaml'
import type { DataError, PathSegment } from './types.ts'
import { formatFieldPath } from './types.ts'

export interface ParsedYaml {
  file: string
  doc: Document.Parsed
  lineCounter: LineCounter
  /** The plain JavaScript value, or undefined when the file could not be read safely. */
  value: unknown
  errors: DataError[]
}

/** Aliases multiply data (the "billion laughs" attack); editors never need them, so the budget is tiny. */
const MAX_ALIAS_COUNT = 20

const SYNTAX_MESSAGES: Partial<Record<string, string>> = {
  DUPLICATE_KEY: 'chave repetida: cada campo só pode aparecer uma vez no mesmo bloco',
  TAB_AS_INDENT: 'use espaços, não TAB, para recuar as linhas',
  BAD_INDENT: 'recuo (espaços no início da linha) incorreto: alinhe com os campos do mesmo bloco',
  MISSING_CHAR: 'falta um caractere de fechamento (aspas, colchete ou chave)',
  MULTILINE_IMPLICIT_KEY: 'uma chave não pode ocupar várias linhas: confira se falta ":" ou se um texto com ":" precisa de aspas',
  BLOCK_AS_IMPLICIT_KEY: 'chave inválida: confira o recuo e se falta ":" depois do nome do campo',
  UNEXPECTED_TOKEN: 'caractere inesperado: textos que contêm ": " ou " #" precisam estar entre aspas',
  BAD_SCALAR_START: 'um texto não pode começar com este caractere sem aspas: escreva o valor entre aspas',
  BAD_DQ_ESCAPE: 'sequência de escape inválida dentro de aspas duplas',
  MULTIPLE_DOCS: 'o arquivo deve ter um único documento (remova a linha "---" extra)',
  RESOURCE_EXHAUSTION: 'o arquivo usa apelidos (*nome) demais e foi recusado por segurança',
}

/** One error code covers unrelated mistakes: tell them apart by the parser's own message. */
const PARSER_MESSAGES: [string, string][] = [
  ['A block sequence may not be used as an implicit map key', "item de lista ('- ') misturado com campos sem '- ' no mesmo bloco: ou todos os itens começam com '- ', ou nenhum"],
  ['Missing closing "quote', 'as aspas duplas (\") abertas aqui não foram fechadas: feche-as no fim do texto'],
  ["Missing closing 'quote", "as aspas simples (') abertas aqui não foram fechadas: feche-as no fim do texto"],
  ['Sequence item without - indicator', "recuo (espaços no início da linha) incorreto: alinhe esta linha com os campos do bloco, ou comece o item com '- '"],
  ['Implicit map keys need to be followed by map values', "falta ':' depois do nome do campo, ou o recuo desta linha está errado"],
  ['Missing , ', 'falta uma vírgula entre os itens entre colchetes [ ] ou chaves { }'],
  ['Comments must be separated', "coloque um espaço antes de '#' (ou escreva o texto entre aspas)"],
]
/** Syntax errors that derail the parser: the ones after the first are often consequences of it. */
const STRUCTURAL = new Set(['TAB_AS_INDENT', 'BAD_INDENT', 'MISSING_CHAR', 'BLOCK_AS_IMPLICIT_KEY', 'MULTILINE_IMPLICIT_KEY', 'UNEXPECTED_TOKEN'])
// `nome: Startup: para começar`: an unquoted text with ": " inside.
const TEXT_WITH_COLON = /^\s*(?:-\s+)?([\p{L}\w-]+):\s+([^"'\s].*:\s.*)$/u
const indentOf = (line: string) => line.length - line.trimStart().length
/** Column where the keys of a line's block start (`- nome:` keys start after the dash). */
const keyIndentOf = (line: string) => /^\s*(?:-\s+)?/.exec(line)?.[0].length ?? 0

// `titulo:Compare`: without a space after the colon YAML reads one long text, not a field.
const MISSING_SPACE_AFTER_COLON = /^\s*(?:-\s+)?([\p{L}\w-]+):([^\s:/][^#]*)$/u
// The field a line writes (`  titulo: "...`, `- nome: ...`), to name it in a syntax error.
const FIELD_ON_LINE = /^\s*(?:-\s+)?["']?([\p{L}\w-]+)["']?\s*:(?:\s|$)/u
const AMBIGUOUS_BOOLEAN = /^(y|yes|n|no|on|off)$/i
const LEADING_ZERO_NUMBER = /^[+-]?0\d+(\.\d+)?$/
const JAVASCRIPT_URL = /^\s*javascript:/i

export function positionOf(lineCounter: LineCounter, offset: number): { line: number; col: number } {
  const { line, col } = lineCounter.linePos(offset)
  return { line, col }
}

/**
 * Parses a YAML data file keeping every node's position, and reports syntax errors,
 * duplicate keys, aliases and the classic YAML traps an editor falls into.
 */
export function parseYaml(source: string, file: string): ParsedYaml {
  const lineCounter = new LineCounter()
  const doc = parseDocument(source, { lineCounter, uniqueKeys: true, prettyErrors: false, version: '1.2' })
  const errors: DataError[] = []
  const at = (offset: number, segments: readonly PathSegment[], message: string) => {
    const { line, col } = positionOf(lineCounter, offset)
    errors.push({ file, line, col, path: formatFieldPath(segments), message })
  }

  const lines = doc.errors.length > 0 ? source.split(/\r?\n/) : []
  const found: (DataError & { structural: boolean })[] = []
  const seenLines = new Set<number>()
  for (const error of doc.errors) {
    const unclosedQuote = /^Missing closing ["']quote/.test(error.message)
    const base = PARSER_MESSAGES.find(([start]) => error.message.startsWith(start))?.[1] ?? SYNTAX_MESSAGES[error.code] ?? `erro de sintaxe YAML (${error.code})`
    const detail = error.code === 'DUPLICATE_KEY' ? duplicateKeyName(source, error.pos[0]) : ''
    const reported = positionOf(lineCounter, error.pos[0])
    // An unclosed quote is reported at the end of the line or file; point at the quote that opened it.
    let position = unclosedQuote ? (openingQuoteOf(doc, lineCounter, error.pos[0]) ?? findUnclosedQuote(source, error.pos[0]) ?? reported) : reported
    let message = detail ? `${base} ('${detail}')` : base
    let line = lines[position.line - 1] ?? ''
    const next = lines[position.line] ?? ''
    const glued = MISSING_SPACE_AFTER_COLON.exec(line)
    const afterColon = position.col > line.indexOf(':') + 1
    if (glued) message = `falta um espaço depois de ':' (escreva '${glued[1]}: ${glued[2]?.trim()}')`
    else if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && afterColon && TEXT_WITH_COLON.test(line)) {
      const [, key, value] = TEXT_WITH_COLON.exec(line) ?? []
      message = `este texto contém ': ' e precisa ficar entre aspas: ${key}: "${value?.trim()}"`
    } else if (error.code === 'BLOCK_AS_IMPLICIT_KEY' && afterColon && indentOf(next) > keyIndentOf(line) && FIELD_ON_LINE.test(next)) {
      // `produto: pabx` followed by a line indented further: the parser blames the line above.
      message = `esta linha tem mais espaços no início do que a linha de cima: alinhe '${FIELD_ON_LINE.exec(next)?.[1]}' com '${FIELD_ON_LINE.exec(line)?.[1]}'`
      position = { line: position.line + 1, col: indentOf(next) + 1 }
      line = next
    }
    // One syntax mistake often makes the parser complain twice on the same line: keep the first.
    if (seenLines.has(reported.line) || seenLines.has(position.line)) continue
    seenLines.add(reported.line).add(position.line)
    found.push({ file, ...position, path: (glued ? glued[1] : FIELD_ON_LINE.exec(line)?.[1]) ?? '(arquivo)', message, structural: STRUCTURAL.has(error.code) && !unclosedQuote })
  }
  // After a broken indentation the parser loses track of the blocks below: say so on its later complaints.
  found.sort((a, b) => a.line - b.line || a.col - b.col)
  const first = found.find((e) => e.structural)
  for (const { structural, ...error } of found) {
    if (structural && first && error.line !== first.line) error.message += ` (talvez seja só consequência do erro da linha ${first.line}: corrija aquele primeiro)`
    errors.push(error)
  }

  let aliasCount = 0
  visit(doc, {
    Alias(_key, node, ancestors) {
      aliasCount++
      if (aliasCount <= 3) at(node.range?.[0] ?? 0, pathOf(ancestors, node), `apelidos YAML (*${node.source}) não são permitidos: repita o valor por extenso`)
    },
    Scalar(_key, node, ancestors) {
      const offset = node.range?.[0] ?? 0
      const segments = pathOf(ancestors, node)
      if (node.type === 'PLAIN' && typeof node.source === 'string') {
        const sourceText = node.source
        if (AMBIGUOUS_BOOLEAN.test(sourceText)) {
          at(offset, segments, `o valor ${sourceText} sem aspas é lido como verdadeiro/falso por muitos programas: se é um texto, escreva "${sourceText}"; se é sim/não, use true ou false`)
        } else if (LEADING_ZERO_NUMBER.test(sourceText)) {
          at(offset, segments, `o número ${sourceText} começa com zero e o zero seria perdido (vira ${Number(sourceText)}): escreva entre aspas, "${sourceText}"`)
        }
      }
      // `nome: Plano #1` silently becomes "Plano": YAML reads " #" as the start of a comment.
      if (node.type === 'PLAIN' && node.comment && _key !== 'key') {
        const full = `${String(node.source)} #${node.comment}`
        at(offset, segments, `o texto depois de ' #' foi ignorado (o YAML lê ' #' como início de um comentário): se faz parte do valor, escreva entre aspas: "${full}"`)
      }
      if (typeof node.value === 'string' && JAVASCRIPT_URL.test(node.value)) {
        at(offset, segments, 'endereços javascript: não são permitidos: use https://, mailto: ou tel:')
      }
    },
  })

  let value: unknown
  if (doc.errors.length === 0 && aliasCount === 0) {
    try {
      value = doc.toJS({ maxAliasCount: MAX_ALIAS_COUNT })
    } catch (error) {
      at(0, [], `não foi possível ler o arquivo: ${(error as Error).message}`)
    }
  } else if (aliasCount > 3) {
    at(0, [], `o arquivo tem ${aliasCount} apelidos YAML (*nome); nenhum é permitido`)
  }
  return { file, doc, lineCounter, value, errors }
}

/** Where the quoted text the parser could not close starts. */
function openingQuoteOf(doc: Document.Parsed, lineCounter: LineCounter, offset: number): { line: number; col: number } | undefined {
  let found: number | undefined
  visit(doc, {
    Scalar(_key, node) {
      const range = node.range
      if ((node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') && range && range[0] <= offset && offset <= range[2]) found = range[0]
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
export function locatePath(parsed: ParsedYaml, segments: readonly PathSegment[], onKey = false): { line: number; col: number } {
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
