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

  const syntaxLines = new Set<number>()
  const lines = doc.errors.length > 0 ? source.split(/\r?\n/) : []
  for (const error of doc.errors) {
    const base = SYNTAX_MESSAGES[error.code] ?? `erro de sintaxe YAML (${error.code})`
    const detail = error.code === 'DUPLICATE_KEY' ? duplicateKeyName(source, error.pos[0]) : ''
    // An unclosed quote is reported at the end of the file; point at the quote that opened it.
    const position = error.code === 'MISSING_CHAR' ? (findUnclosedQuote(source, error.pos[0]) ?? positionOf(lineCounter, error.pos[0])) : positionOf(lineCounter, error.pos[0])
    // One syntax mistake often makes the parser complain twice on the same line: keep the first.
    if (syntaxLines.has(position.line)) continue
    syntaxLines.add(position.line)
    const line = lines[position.line - 1] ?? ''
    const glued = MISSING_SPACE_AFTER_COLON.exec(line)
    const message = glued ? `falta um espaço depois de ':' (escreva '${glued[1]}: ${glued[2]?.trim()}')` : detail ? `${base} ('${detail}')` : base
    errors.push({ file, ...position, path: (glued ? glued[1] : FIELD_ON_LINE.exec(line)?.[1]) ?? '(arquivo)', message })
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
