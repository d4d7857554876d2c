import fs from 'node:fs'
import path from 'node:path'
import Ajv, { type SchemaValidateFunction, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'

export const SCHEMA_DIR = 'schemas'

/** Custom keyword carrying a Portuguese description of the expected format, used in error messages. */
export const FORMAT_HINT_KEYWORD = 'mensagemFormato'

/**
 * Custom keyword naming the list item a value points at (`{ arquivo, lista, campo, mostra }`): the
 * editor offers those items to pick from; the cross-file rules check the value.
 */
const REFERENCE_KEYWORD = 'referencia'

/**
 * Custom keyword listing the {marcadores} a text field fills in (`{n}` becomes a number): any
 * other `{...}` in the text would reach the site as typed.
 */
const PLACEHOLDERS_KEYWORD = 'marcadores'

function unknownPlaceholder(data: unknown, allowed: unknown): string | undefined {
  if (typeof data !== 'string' || !Array.isArray(allowed)) return undefined
  return [...data.matchAll(/\{([^{}]*)\}/g)].map((match) => match[1] ?? '').find((name) => !allowed.includes(name))
}

const HTTPS_URL = /^https:\/\/[a-z0-9.-]+\.[a-z]{2,}(:\d+)?(\/[^\s]*)?$/i

let cached: { ajv: Ajv; schemaIds: Map<string, string> } | undefined

/**
 * One Ajv instance holding every schema in `schemas/`, shared by the prebuild validator
 * and the loaders, so both judge data the same way.
 */
function createAjv(root = process.cwd()): { ajv: Ajv; schemaIds: Map<string, string> } {
  if (cached && root === process.cwd()) return cached
  const ajv = new Ajv({
    allErrors: true,
    strict: true,
    strictRequired: false,
    allowUnionTypes: true,
    verbose: true,
    discriminator: true,
  })
  addFormats(ajv, ['date', 'email'])
  ajv.addFormat('url-https', { type: 'string', validate: (value: string) => HTTPS_URL.test(value) })
  ajv.addKeyword({ keyword: FORMAT_HINT_KEYWORD, schemaType: 'string' })
  ajv.addKeyword({ keyword: REFERENCE_KEYWORD, schemaType: 'object' })
  const checkPlaceholders: SchemaValidateFunction = (allowed: string[], data: string) => {
    const unknown = unknownPlaceholder(data, allowed)
    checkPlaceholders.errors =
      unknown === undefined
        ? undefined
        : [
            {
              keyword: PLACEHOLDERS_KEYWORD,
              message: 'marcador desconhecido',
              params: { desconhecido: unknown, permitidos: allowed },
            },
          ]
    return unknown === undefined
  }
  ajv.addKeyword({
    keyword: PLACEHOLDERS_KEYWORD,
    type: 'string',
    schemaType: 'array',
    errors: true,
    validate: checkPlaceholders,
  })
  const schemaIds = new Map<string, string>()
  const dir = path.join(root, SCHEMA_DIR)
  for (const file of fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()) {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { $id: string }
    ajv.addSchema(schema)
    schemaIds.set(file.replace(/\.schema\.json$/, ''), schema.$id)
  }
  const result = { ajv, schemaIds }
  if (root === process.cwd()) cached = result
  return result
}

export function getSchemaValidator(name: string, root = process.cwd()): ValidateFunction {
  const { ajv, schemaIds } = createAjv(root)
  const id = schemaIds.get(name)
  if (!id) throw new Error(`Schema desconhecido: ${name}`)
  const validate = ajv.getSchema(id)
  if (!validate) throw new Error(`Schema não compilado: ${name}`)
  return validate
}
