import Ajv from 'ajv'
import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { buildCmsCollections, buildCmsConfig, schemaReader } from '../../../lib/cms/buildCmsConfig.ts'
import { fieldLabel } from '../../../lib/cms/fieldLabel.ts'
import type { CmsField, JsonSchema } from '../../../lib/cms/schemaToFields.ts'
import { DATASETS, FOLDER_DATASETS } from '../../../lib/content/datasets.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'

const read = schemaReader('.')
const collections = buildCmsCollections(read) as {
  name: string
  files?: { name: string; file: string; fields: CmsField[] }[]
  folder?: string
  fields?: CmsField[]
}[]
const BUILT_IN_WIDGETS = new Set([
  'boolean',
  'hidden',
  'keyvalue',
  'list',
  'markdown',
  'number',
  'object',
  'relation',
  'select',
  'string',
  'text',
])

/** Every field path of a schema, through its references and block variants: `secoes[]<cards>.itens[].titulo`. */
function schemaPaths(node: JsonSchema, file: string, prefix: string): string[] {
  if (node.$ref) {
    const [refFile = '', pointer = ''] = node.$ref.split('#')
    const target = refFile || file
    const found = pointer
      .split('/')
      .filter(Boolean)
      .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], read(target)) as JsonSchema
    return schemaPaths({ ...found, $ref: undefined }, target, prefix)
  }
  // An item written in several forms (a text, or an object with that text and more): the fields of every form.
  if (node.anyOf) return [...new Set(node.anyOf.flatMap((form) => schemaPaths(form, file, prefix)))]
  const typeKey = node.discriminator?.propertyName
  if (typeKey)
    return (node.oneOf ?? []).flatMap((variant) =>
      schemaPaths(variant, file, `${prefix}<${typeKey}>`).filter((path) => path !== `${prefix}<${typeKey}>`),
    )
  if (node.items)
    return [prefix, ...schemaPaths(node.items, file, `${prefix}[]`).filter((path) => path !== `${prefix}[]`)]
  const own = prefix ? [prefix] : []
  return [
    ...own,
    ...Object.entries(node.properties ?? {}).flatMap(([name, property]) =>
      schemaPaths(property, file, prefix ? `${prefix}.${name}` : name),
    ),
  ]
}

/** Every field path of the editor's fields, in the same notation. */
function fieldPaths(fields: readonly CmsField[], prefix: string): string[] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const types = (field.types ?? []) as { fields: CmsField[] }[]
    const nested = field.widget === 'list' ? `${path}[]` : path
    return [
      path,
      ...fieldPaths((field.fields ?? []) as CmsField[], nested),
      ...types.flatMap((type) => fieldPaths(type.fields, `${path}[]<${String(field.typeKey)}>`)),
    ]
  })
}

describe('the editor configuration generated from the schemas', () => {
  it("is what Sveltia CMS's own configuration schema accepts, with built-in widgets only", () => {
    const ajv = new Ajv({ allErrors: true, strict: false })
    ajv.addFormat('regex', true)
    const validate = ajv.compile(
      JSON.parse(fs.readFileSync('node_modules/@sveltia/cms/schema/sveltia-cms.json', 'utf8')),
    )
    const config = buildCmsConfig(read, { repo: 'dono/repositorio', branch: 'main' }, 'Nuvox Telecom')
    expect(validate(config), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true)
    const widgets = JSON.stringify(collections).match(/"widget":"[^"]+"/g) ?? []
    expect(
      [...new Set(widgets.map((widget) => widget.slice(10, -1)))].filter((widget) => !BUILT_IN_WIDGETS.has(widget)),
    ).toEqual([])
  })

  it('has an entry for every data file, and the legal documents and posts as folders', () => {
    expect(collections[0]?.files?.map((file) => file.file)).toEqual(DATASETS.map((dataset) => dataset.file))
    expect(collections.slice(1).map((collection) => collection.folder)).toEqual([
      FOLDER_DATASETS.legal.folder,
      FOLDER_DATASETS.posts.folder,
    ])
  })

  it.each([
    ...DATASETS.map(({ key, schema }) => [key, schema] as const),
    ['legal', FOLDER_DATASETS.legal.schema] as const,
    ['posts', FOLDER_DATASETS.posts.schema] as const,
  ])('gives every field of %s an editor field', (name, schema) => {
    const fields =
      collections[0]?.files?.find((file) => file.name === name)?.fields ??
      collections.find((collection) => collection.name === name)?.fields ??
      []
    const file = `${schema}.schema.json`
    // A block's `tipo` is the variant the editor picks, not a field of it.
    const expected = schemaPaths(read(file), file, '').filter((path) => !/<(\w+)>\.\1$/.test(path))
    expect(
      fieldPaths(fields, '')
        .filter((path) => path !== 'body')
        .sort(),
    ).toEqual(expected.sort())
  })
})

describe('fieldLabel', () => {
  it.each([
    ['precoBase', 'Preço base'],
    ['h1', 'H1'],
    ['descricao', 'Descrição'],
    ['linkExterno', 'Link externo'],
    ['limparAposSucessoMs', 'Limpar após sucesso ms'],
    ['title', 'Título'],
    ['publishDate', 'Data de publicação'],
  ])('%s -> %s', (name, label) => {
    expect(fieldLabel(name)).toBe(label)
  })
})

describe('relation fields', () => {
  it.each([
    ['plans', 'planos[].produto', 'productPages', 'paginas.*.id'],
    ['productPages', 'paginas[].produto', 'productPages', 'paginas.*.id'],
    ['productPages', 'paginas[].secoes[]<tipo>.parceiros[].parceiro', 'partners', 'parceiros.*.id'],
    ['cities', 'cidades[].pais', 'countries', 'paises.*.codigo'],
    ['cities', 'destaques', 'cities', 'cidades.*.id'],
    ['banners', 'blackFriday.ofertas[].preco', 'calculator', 'servicos.*.id'],
  ])(
    '%s %s is picked from %s (%s), which holds every value the data has there',
    (name, fieldPath, target, valueField) => {
      const fields = collections[0]?.files?.find((file) => file.name === name)?.fields ?? []
      const relation = relationsOf(fields, '').find(([path]) => path === fieldPath)?.[1]
      expect(relation).toMatchObject({
        widget: 'relation',
        collection: collections[0]?.name,
        file: target,
        value_field: valueField,
      })
      const content = loadContent() as unknown as Record<string, unknown>
      const [list = '', , key = ''] = valueField.split('.')
      const offered = new Set(
        ((content[target] as Record<string, Record<string, unknown>[]>)[list] ?? []).map((item) => item[key]),
      )
      const values = valuesAt(content[name], fieldPath)
      expect(values.length).toBeGreaterThan(0)
      for (const value of values) expect(offered, `${name} ${fieldPath}: ${String(value)}`).toContain(value)
    },
  )
})

/** The relation fields of a form, by path (`cidades[].pais`). */
function relationsOf(fields: readonly CmsField[], prefix: string): [string, CmsField][] {
  return fields.flatMap((field) => {
    const path = prefix ? `${prefix}.${field.name}` : field.name
    const nested = field.widget === 'list' ? `${path}[]` : path
    const types = (field.types ?? []) as { fields: CmsField[] }[]
    const own: [string, CmsField][] = field.widget === 'relation' ? [[path, field]] : []
    return [
      ...own,
      ...relationsOf((field.fields ?? []) as CmsField[], nested),
      ...types.flatMap((type) => relationsOf(type.fields, `${path}[]<${String(field.typeKey)}>`)),
    ]
  })
}

/** Every value the data holds at a path of relationsOf's notation. */
function valuesAt(data: unknown, fieldPath: string): unknown[] {
  return fieldPath.split('.').reduce<unknown[]>(
    (values, step) => {
      const key = step.replace(/(\[\]|<\w+>)+$/, '')
      const found = values
        .map((value) => (value as Record<string, unknown> | undefined)?.[key])
        .filter((value) => value !== undefined)
      return step.includes('[]') || Array.isArray(found[0]) ? found.flat() : found
    },
    [data],
  )
}
