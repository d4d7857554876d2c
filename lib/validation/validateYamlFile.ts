import { parseYaml, type ParsedYaml, type YamlTrap } from './parseYaml.ts'
import type { DataError, PathSegment } from './types.ts'
import { formatFieldPath } from './types.ts'
import { refusesFractionsAt, validateAgainstSchema } from './validateAgainstSchema.ts'

/** Parses one YAML data file and validates it against its schema: every error, positioned. */
export function validateYamlFile(
  source: string,
  file: string,
  schema: string,
  root?: string,
): { parsed: ParsedYaml; errors: DataError[]; valid: boolean } {
  const parsed = parseYaml(source, file)
  // A file with syntax errors is still checked where they did not reach, so one run shows every error.
  const readable =
    parsed.value !== undefined
      ? parsed
      : parsed.partialValue !== undefined
        ? { ...parsed, value: parsed.partialValue }
        : undefined
  if (!readable) return { parsed, errors: parsed.errors, valid: false }
  for (const trap of parsed.traps) trap.error.message = wordTrapFix(trap, readable, schema, root)
  // `maxima: 10.000` reads as 10, which the schema accepts: only a field of whole numbers (one that refuses 10.5 for
  // its type, as it refuses 1.500 read as 1.5) tells it from a coordinate typed -22.906. The rest of the checks then
  // see what was meant, so `atalhos: [25, 50]` is not also "above the maximum 10".
  const points = parsed.thousandsPoints
  const halves = points.reduce((data, t) => withValueAt(data, t.segments, Math.trunc(t.read) + 0.5), readable.value)
  const wholeOnly = refusesFractionsAt(
    halves,
    points.map((t) => t.segments),
    schema,
    root,
  )
  const thousands = points.filter((_, index) => wholeOnly[index])
  const meant = {
    ...readable,
    value: thousands.reduce((data, t) => withValueAt(data, t.segments, t.meant), readable.value),
  }
  // A YAML trap (0800 read as 800, a javascript: URL, curly quotes) already explains the schema
  // error it causes at the same spot. The number meant is checked as such: 100.000 where at most
  // 10000 is taken gets both errors.
  const trapped = new Set(parsed.errors.map((e) => `${e.line}:${e.col}`))
  // Elsewhere (a text field) the value is named as typed: "encontrado o número 1.000", not 1.
  const typedAt = new Map(
    points.filter((t) => !thousands.includes(t)).map((t) => [`${t.error.line}:${t.error.col}`, t]),
  )
  const schemaErrors = validateAgainstSchema(meant, schema, root)
    .filter((e) => !trapped.has(`${e.line}:${e.col}`) && parsed.isUndamaged(e))
    .map((e) => {
      const point = typedAt.get(`${e.line}:${e.col}`)
      return point ? { ...e, message: e.message.replace(`o número ${point.read}`, `o número ${point.typed}`) } : e
    })
  const errors = [
    ...parsed.errors,
    ...thousands.map((t) => t.error).filter((e) => parsed.isUndamaged(e)),
    ...schemaErrors,
  ]
  const read =
    thousands.length === 0
      ? parsed
      : parsed.value !== undefined
        ? { ...parsed, value: meant.value }
        : { ...parsed, partialValue: meant.value }
  return { parsed: read, errors, valid: errors.length === 0 }
}

function withValueAt(data: unknown, segments: readonly PathSegment[], value: unknown): unknown {
  if (segments.length === 0) return value
  const [head, ...rest] = segments as [PathSegment, ...PathSegment[]]
  const copy = (Array.isArray(data) ? [...data] : { ...(data as object) }) as Record<string | number, unknown>
  copy[head] = withValueAt(copy[head], rest, value)
  return copy
}

/**
 * A trap's fix depends on what the field accepts: `ddd: 021` wants the number 21, `produto: 0800`
 * the text "0800", `cep: 01310200` a text in another format. Try each reading against the schema.
 */
function wordTrapFix(trap: YamlTrap, parsed: ParsedYaml, schema: string, root?: string): string {
  const field = formatFieldPath(trap.segments)
  const problemsWith = (value: unknown) =>
    validateAgainstSchema({ ...parsed, value: withValueAt(parsed.value, trap.segments, value) }, schema, root).filter(
      (e) => e.path === field,
    )
  const asText = problemsWith(trap.typed)
  const { typed, meant } = trap
  if (asText.length === 0) {
    if (typeof meant === 'number' || problemsWith(meant).length === 0) return trap.error.message
    return `o valor ${typed} sem aspas é lido como verdadeiro/falso por muitos programas: escreva entre aspas, "${typed}"`
  }
  if (problemsWith(meant).length === 0) {
    return typeof meant === 'number'
      ? `o número ${typed} começa com zero: neste campo escreva só ${meant}, sem o zero à esquerda`
      : `o valor ${typed} sem aspas é lido como verdadeiro/falso: neste campo escreva true (sim) ou false (não)`
  }
  return `o valor ${typed} precisa ficar entre aspas e no formato certo: ${asText[0]?.message.replace(/ \(encontrado o texto '[^']*'\)/, '').replace(/^formato inválido: /, '')}`
}
