// The editor's fields of one JSON Schema: what the validator checks, the form shows (labels, hints,
// selects, patterns with their Portuguese message, list limits, the `tipo` variants of a block list).
import { DATASETS } from '../content/datasets.ts'
import { fieldLabel } from './fieldLabel.ts'

/** The editor's collection of the data files, one entry per file: where relation fields look. */
export const DATA_COLLECTION = 'dados'

/** A value naming an item of another list (schemas' `referencia`): `campo` of an item of `lista` in `arquivo`. */
interface Reference {
  arquivo: string
  lista: string
  campo: string
  /** The item's field the editor shows to pick it by. */
  mostra: string
}

export interface JsonSchema {
  $ref?: string
  type?: string | string[]
  description?: string
  title?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  discriminator?: { propertyName: string }
  pattern?: string
  mensagemFormato?: string
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  minimum?: number
  maximum?: number
  format?: string
  default?: unknown
  referencia?: Reference
  $defs?: Record<string, JsonSchema>
}

/** One field of the editor's configuration (Sveltia CMS, Decap-compatible). */
export type CmsField = { name: string; label: string; widget: string } & Record<string, unknown>

/** Reads a schema file of schemas/ by name (`common.schema.json`). */
export type SchemaReader = (file: string) => JsonSchema

interface Context {
  read: SchemaReader
  /** The file `#/...` references point into. */
  file: string
}

/** A `$ref` resolved to its schema and the file it lives in; the referring node's own keys win (its description). */
function resolve(node: JsonSchema, context: Context): { schema: JsonSchema; context: Context } {
  if (!node.$ref) return { schema: node, context }
  const [file = '', pointer = ''] = node.$ref.split('#')
  const target = file ? { ...context, file } : context
  const found = pointer
    .split('/')
    .filter(Boolean)
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], target.read(target.file)) as
    JsonSchema | undefined
  if (!found) throw new Error(`referência não encontrada: ${node.$ref} em ${context.file}`)
  const { $ref: _ref, ...own } = node
  const inner = resolve(found, target)
  return { schema: { ...inner.schema, ...own }, context: inner.context }
}

const typeOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type.find((type) => type !== 'null') : schema.type

/** The editor's fields for an object schema's properties, in their order. */
export function objectFields(schema: JsonSchema, context: Context, skip: ReadonlySet<string> = new Set()): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {})
    .filter(([name]) => !skip.has(name))
    .map(([name, property]) => toField(name, property, required.has(name), context))
}

/** The variants of a list of blocks told apart by a discriminator (`tipo: cards`): one type each. */
function variantTypes(schema: JsonSchema, context: Context, typeKey: string): Record<string, unknown>[] {
  return (schema.oneOf ?? []).map((variant) => {
    const resolved = resolve(variant, context)
    const name = String(resolved.schema.properties?.[typeKey]?.const ?? '')
    if (!name) throw new Error(`variante sem ${typeKey} constante em ${context.file}`)
    return {
      name,
      label: resolved.schema.description?.split(/[.(:]/)[0]?.trim() || name,
      widget: 'object',
      fields: objectFields(resolved.schema, resolved.context, new Set([typeKey])),
    }
  })
}

/**
 * The form the editor writes of an item that may take several (`anyOf`: a text, or an object with
 * that text and more): the object, which holds them all. The validator still accepts each form.
 */
function fullestForm(node: JsonSchema, context: Context): { schema: JsonSchema; context: Context } {
  const resolved = resolve(node, context)
  const objectForm = resolved.schema.anyOf
    ?.map((alternative) => resolve(alternative, resolved.context))
    .find(({ schema }) => schema.properties)
  return objectForm
    ? {
        schema: { ...objectForm.schema, description: resolved.schema.description ?? objectForm.schema.description },
        context: objectForm.context,
      }
    : resolved
}

/** A list field: of objects (sub-fields), of block variants (types), or of single values (one sub-field). */
function listField(base: CmsField, items: JsonSchema, context: Context): CmsField {
  const resolved = fullestForm(items, context)
  const typeKey = resolved.schema.discriminator?.propertyName
  if (typeKey)
    return { ...base, widget: 'list', typeKey, types: variantTypes(resolved.schema, resolved.context, typeKey) }
  if (typeOf(resolved.schema) === 'object' && resolved.schema.properties)
    return { ...base, widget: 'list', fields: objectFields(resolved.schema, resolved.context) }
  const { name: _name, label: _label, required: _required, ...item } = toField('item', items, true, context)
  return { ...base, widget: 'list', field: { name: 'item', label: base.label, ...item } }
}

/** One property as an editor field, with the schema's description as its hint. */
function toField(name: string, node: JsonSchema, required: boolean, outer: Context): CmsField {
  const { schema, context } = resolve(node, outer)
  const base: CmsField = {
    name,
    label: schema.title ?? fieldLabel(name),
    widget: 'string',
    ...(schema.description ? { hint: schema.description } : {}),
    ...(required ? {} : { required: false }),
  }
  const limits = {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  }
  if (schema.referencia) return relationField(base, schema.referencia)
  const items = typeOf(schema) === 'array' && schema.items ? resolve(schema.items, context).schema : undefined
  if (items?.referencia) return { ...relationField({ ...base, ...limits }, items.referencia), multiple: true }
  if (schema.enum) return { ...base, widget: 'select', options: schema.enum }
  // A value the schema fixes is written as is, never shown (a hidden field takes no hint).
  if (schema.const !== undefined) return { name, label: base.label, widget: 'hidden', default: schema.const }
  switch (typeOf(schema)) {
    case 'boolean':
      // A switch always holds true or false: "required" would refuse false. An absent key reads as the schema's default.
      return {
        ...base,
        widget: 'boolean',
        required: false,
        ...(schema.default !== undefined ? { default: schema.default } : {}),
      }
    case 'integer':
    case 'number':
      return {
        ...base,
        widget: 'number',
        value_type: typeOf(schema) === 'integer' ? 'int' : 'float',
        ...(schema.minimum !== undefined ? { min: schema.minimum } : {}),
        ...(schema.maximum !== undefined ? { max: schema.maximum } : {}),
      }
    case 'array':
      return listField({ ...base, ...limits }, schema.items ?? {}, context)
    case 'object':
      return schema.properties
        ? { ...base, widget: 'object', fields: objectFields(schema, context) }
        : { ...base, widget: 'keyvalue' }
    default:
      return stringField(base, schema)
  }
}

/** A pick among the items of another data file's list, shown by name, stored by id. */
function relationField(base: CmsField, reference: Reference): CmsField {
  const dataset = DATASETS.find((entry) => entry.file === reference.arquivo)
  if (!dataset) throw new Error(`referencia: ${reference.arquivo} não é um arquivo de dados do registro`)
  const value = `${reference.lista}.*.${reference.campo}`
  const shown = `${reference.lista}.*.${reference.mostra}`
  return {
    ...base,
    widget: 'relation',
    collection: DATA_COLLECTION,
    file: dataset.key,
    value_field: value,
    display_fields: [shown],
    search_fields: [shown, value],
  }
}

/** Text: long markdown gets the markdown editor, a paragraph a text area; patterns carry their Portuguese message. */
function stringField(base: CmsField, schema: JsonSchema): CmsField {
  const widget = (schema.maxLength ?? 0) > 2000 ? 'markdown' : (schema.maxLength ?? 0) > 200 ? 'text' : 'string'
  const pattern = schema.pattern
    ? { pattern: [schema.pattern, `deve ser ${schema.mensagemFormato ?? `no formato ${schema.pattern}`}`] }
    : {}
  // The markdown editor takes no length limits: the validator reports them, with the position.
  const lengths =
    widget === 'markdown'
      ? {}
      : {
          ...(schema.minLength !== undefined ? { minlength: schema.minLength } : {}),
          ...(schema.maxLength !== undefined ? { maxlength: schema.maxLength } : {}),
        }
  return { ...base, widget, ...pattern, ...lengths }
}
