import type { ErrorObject } from 'ajv'
import { getSchemaValidator } from './createAjv.ts'
import { closestField, describeSchemaError } from './describeSchemaError.ts'
import { locatePath, type ParsedYaml } from './parseYaml.ts'
import { formatFieldPath, type DataError, type PathSegment } from './types.ts'

function segmentsOf(instancePath: string, data: unknown): PathSegment[] {
  const segments: PathSegment[] = []
  let node: unknown = data
  for (const raw of instancePath.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~')
    if (Array.isArray(node)) {
      const index = Number(key)
      segments.push(index)
      node = node[index]
    } else {
      segments.push(key)
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined
    }
  }
  return segments
}

/**
 * Ajv reports every failing branch of a oneOf/anyOf. A branch that fails only because the value has another shape (a
 * `type` error, or the branch's own `required`) is noise; when a more precise error remains under the same value
 * (e.g. "incluido: sim"), keep that one, otherwise keep the combinator's message with its format hint.
 */
function pruneBranchErrors(errors: ErrorObject[]): ErrorObject[] {
  let kept = errors
  for (const combinator of errors.filter((e) => e.keyword === 'oneOf' || e.keyword === 'anyOf')) {
    const at = combinator.instancePath
    const isNoise = (e: ErrorObject) =>
      e !== combinator && e.instancePath === at && (e.keyword === 'type' || /\/(oneOf|anyOf)\/\d+\//.test(e.schemaPath))
    kept = kept.filter((e) => !isNoise(e))
    const precise = kept.some((e) => e !== combinator && (e.instancePath === at || e.instancePath.startsWith(at + '/')))
    if (precise) kept = kept.filter((e) => e !== combinator)
  }
  return kept
}

/**
 * A misspelt field is both unknown and, when it is required, missing: when an unknown field's
 * closest known name is a missing one in the same block, report one error, the misspelling.
 * `describe` words each remaining error, the misspellings included.
 */
export function mergeMisspellings(errors: ErrorObject[]): {
  errors: ErrorObject[]
  describe: (error: ErrorObject) => string
} {
  const misspelt = new Map<ErrorObject, string>()
  const fixed = new Set<ErrorObject>()
  for (const error of errors.filter((e) => e.keyword === 'additionalProperties')) {
    const missing = errors.filter(
      (e) => e.keyword === 'required' && e.instancePath === error.instancePath && !fixed.has(e),
    )
    const names = missing.map((e) => String((e.params as Record<string, unknown>).missingProperty))
    const meant = closestField(String((error.params as Record<string, unknown>).additionalProperty), names)
    const required = missing[names.indexOf(meant ?? '')]
    if (meant && required) {
      misspelt.set(error, meant)
      fixed.add(required)
    }
  }
  const describe = (error: ErrorObject) => {
    const meant = misspelt.get(error)
    return meant
      ? `nome de campo errado '${String((error.params as Record<string, unknown>).additionalProperty)}': o campo obrigatório se chama '${meant}'`
      : describeSchemaError(error)
  }
  return { errors: errors.filter((e) => !fixed.has(e)), describe }
}

const pointerOf = (segments: readonly PathSegment[]) =>
  segments.map((segment) => `/${String(segment).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

/** For each of `fields`, whether the schema refuses `value` there because the field takes whole numbers only (one validation for all). */
export function refusesFractionsAt(
  value: unknown,
  fields: readonly (readonly PathSegment[])[],
  schemaName: string,
  root?: string,
): boolean[] {
  if (fields.length === 0) return []
  const validate = getSchemaValidator(schemaName, root)
  if (validate(value)) return fields.map(() => false)
  const refused = new Set(
    (validate.errors ?? [])
      .filter(
        (error) =>
          error.keyword === 'type' &&
          String((error.params as { type?: unknown }).type)
            .split(',')
            .includes('integer'),
      )
      .map((error) => error.instancePath),
  )
  return fields.map((segments) => refused.has(pointerOf(segments)))
}

/** Validates a parsed YAML value against one schema and positions every error in the file. */
export function validateAgainstSchema(parsed: ParsedYaml, schemaName: string, root?: string): DataError[] {
  const validate = getSchemaValidator(schemaName, root)
  if (validate(parsed.value)) return []
  const { errors, describe } = mergeMisspellings(pruneBranchErrors(validate.errors ?? []))
  return errors.map((error) => {
    const segments = segmentsOf(error.instancePath, parsed.value)
    const params = error.params as Record<string, unknown>
    let pathSegments = segments
    let position = locatePath(parsed, segments)
    if (error.keyword === 'required') pathSegments = [...segments, String(params.missingProperty)]
    if (error.keyword === 'discriminator') {
      pathSegments = [...segments, String(params.tag)]
      position = locatePath(parsed, pathSegments)
    }
    if (error.keyword === 'additionalProperties') {
      pathSegments = [...segments, String(params.additionalProperty)]
      position = locatePath(parsed, pathSegments, true)
    }
    return {
      file: parsed.file,
      ...position,
      path: formatFieldPath(pathSegments),
      message: describe(error),
      ...(error.keyword === 'required' ? { missingFrom: formatFieldPath(segments) } : {}),
    }
  })
}
