import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { DATASETS } from '../../../lib/content/datasets.ts'
import { getSchemaValidator } from '../../../lib/validation/createAjv.ts'
import { GENERATED_TYPES_DIR, generateTypes } from '../../../lib/validation/generateTypes.ts'

const SCHEMA_DIR = 'schemas'
const schemaFiles = fs
  .readdirSync(SCHEMA_DIR)
  .filter((name) => name.endsWith('.schema.json'))
  .sort()
const datasetSchemas = schemaFiles.map((name) => name.replace('.schema.json', '')).filter((name) => name !== 'common')

type Json = Record<string, unknown>

/** Walks a schema and yields every object schema (with its pointer) and every property (with its name). */
function* walk(node: unknown, pointer: string): Generator<{ pointer: string; node: Json }> {
  if (!node || typeof node !== 'object') return
  if (Array.isArray(node)) {
    for (const [index, item] of node.entries()) yield* walk(item, `${pointer}/${index}`)
    return
  }
  const schema = node as Json
  yield { pointer, node: schema }
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'enum' || key === 'examples' || key === 'const' || key === 'default' || key === 'required') continue
    yield* walk(value, `${pointer}/${key}`)
  }
}

describe.each(schemaFiles)('%s', (file) => {
  const schema = JSON.parse(fs.readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as Json

  it('closes every object with additionalProperties: false', () => {
    const open = [...walk(schema, '#')]
      .filter(({ node }) => node.type === 'object' && node.properties && node.additionalProperties !== false)
      .map(({ pointer }) => pointer)
    expect(open).toEqual([])
  })

  it('documents every property in Portuguese', () => {
    const undocumented: string[] = []
    for (const { pointer, node } of walk(schema, '#')) {
      const properties = node.properties as Record<string, Json> | undefined
      for (const [name, property] of Object.entries(properties ?? {})) {
        if (typeof property.description !== 'string' || property.description.length < 3)
          undocumented.push(`${pointer}/properties/${name}`)
      }
    }
    expect(undocumented).toEqual([])
  })

  it('words every pattern for editors (mensagemFormato), so no error shows a regular expression', () => {
    const unworded = [...walk(schema, '#')]
      .filter(({ node }) => typeof node.pattern === 'string' && typeof node.mensagemFormato !== 'string')
      .map(({ pointer }) => pointer)
    expect(unworded).toEqual([])
  })
})

describe.each(datasetSchemas)('schema %s', (name) => {
  it('rejects an empty object', () => {
    const validate = getSchemaValidator(name)
    expect(validate({})).toBe(false)
    expect(validate.errors?.some((error) => error.keyword === 'required')).toBe(true)
  })
})

describe('datasets', () => {
  // A file the CMS saved has lost its comments, the modeline too (VS Code still maps it by .vscode/settings.json):
  // a modeline that is there names the file's schema, on the first line.
  it('every YAML dataset with a modeline names its schema on the first line, for editor completion', () => {
    /** The file's `# yaml-language-server` lines, numbered. */
    const modelines = (file: string) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) => (/^\s*#\s*yaml-language-server\b/.test(line) ? [`${index + 1}: ${line}`] : []))
    const expectModeline = (file: string, modeline: string) => {
      const found = modelines(file)
      expect(found, file).toEqual(found.length === 0 ? [] : [`1: ${modeline}`])
    }
    for (const dataset of DATASETS)
      expectModeline(dataset.file, `# yaml-language-server: $schema=../schemas/${dataset.schema}.schema.json`)
    for (const file of fs.readdirSync('data/legal'))
      expectModeline(path.join('data/legal', file), '# yaml-language-server: $schema=../../schemas/legal.schema.json')
  })

  it('VS Code maps every schema to its files', () => {
    const settings = JSON.parse(fs.readFileSync('.vscode/settings.json', 'utf8')) as {
      'yaml.schemas': Record<string, string | string[]>
    }
    const mapped = Object.keys(settings['yaml.schemas']).map((key) => key.replace(/^\.\//, ''))
    for (const name of datasetSchemas.filter((n) => n !== 'post'))
      expect(mapped).toContain(`schemas/${name}.schema.json`)
  })
})

describe('generated TypeScript types', () => {
  it('match the schemas (run npm run gen:types after editing a schema)', async () => {
    const generated = await generateTypes()
    const committed = fs.readdirSync(GENERATED_TYPES_DIR).sort()
    expect(committed).toEqual([...generated.keys()].sort())
    for (const [file, content] of generated) {
      expect(fs.readFileSync(path.join(GENERATED_TYPES_DIR, file), 'utf8'), file).toBe(content)
    }
  })
})
