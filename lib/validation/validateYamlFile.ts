import { parseYaml, type ParsedYaml } from './parseYaml.ts'
import type { DataError } from './types.ts'
import { validateAgainstSchema } from './validateAgainstSchema.ts'

/** Parses one YAML data file and validates it against its schema: every error, positioned. */
export function validateYamlFile(source: string, file: string, schema: string, root?: string): { parsed: ParsedYaml; errors: DataError[]; valid: boolean } {
  const parsed = parseYaml(source, file)
  if (parsed.value === undefined) return { parsed, errors: parsed.errors, valid: false }
  // A YAML trap (0800 read as 800, a javascript: URL) already explains the schema error it causes at the same spot.
  const trapped = new Set(parsed.errors.map((e) => `${e.line}:${e.col}`))
  const schemaErrors = validateAgainstSchema(parsed, schema, root).filter((e) => !(trapped.has(`${e.line}:${e.col}`) && e.message.startsWith('deve ser')))
  const errors = [...parsed.errors, ...schemaErrors]
  return { parsed, errors, valid: errors.length === 0 }
}
