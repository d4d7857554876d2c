import fs from 'node:fs'
import path from 'node:path'
import { compile } from 'json-schema-to-typescript'
import { SCHEMA_DIR } from './createAjv.ts'

export const GENERATED_TYPES_DIR = 'lib/types/generated'

const BANNER =
  '/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */'

/** TypeScript declarations for every dataset schema, keyed by output file name. */
export async function generateTypes(root = process.cwd()): Promise<Map<string, string>> {
  const schemaDir = path.join(root, SCHEMA_DIR)
  const out = new Map<string, string>()
  for (const file of fs
    .readdirSync(schemaDir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    if (file === 'common.schema.json') continue
    const schema = JSON.parse(fs.readFileSync(path.join(schemaDir, file), 'utf8'))
    const name = file.replace(/\.schema\.json$/, '')
    const typeName = toTypeName(name)
    const ts = await compile(schema, typeName, {
      cwd: schemaDir,
      bannerComment: BANNER,
      additionalProperties: false,
      declareExternallyReferenced: true,
      enableConstEnums: false,
      ignoreMinAndMaxItems: true,
      unreachableDefinitions: false,
      format: true,
      style: { singleQuote: true, semi: false, printWidth: 120 },
      customName: (s) => (s.$id === schema.$id ? typeName : undefined),
    })
    out.set(`${name}.ts`, ts)
  }
  out.set('index.ts', buildSchemaIndex([...out.keys()].map((file) => file.replace(/\.ts$/, ''))))
  return out
}

/** `SchemaTypes`: each schema's name to its generated type, what the dataset registry types its entries by. */
function buildSchemaIndex(names: readonly string[]): string {
  const imports = names.map((name) => `import type { ${toTypeName(name)} } from './${name}.ts'`)
  const fields = names.map((name) => `  '${name}': ${toTypeName(name)}`)
  return `${BANNER}\n\n${imports.join('\n')}\n\nexport interface SchemaTypes {\n${fields.join('\n')}\n}\n\nexport type SchemaName = keyof SchemaTypes\n`
}

function toTypeName(schemaName: string): string {
  const base = schemaName.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())
  return `${base}Data`
}
