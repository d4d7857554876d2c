import fs from 'node:fs'
import path from 'node:path'
import { compile } from 'json-schema-to-typescript'
import { SCHEMA_DIR } from './createAjv.ts'

export const GENERATED_TYPES_DIR = 'lib/types/generated'

const BANNER = '/* Gerado a partir de schemas/ por `npm run gen:types`. Não edite à mão: edite o schema e gere de novo. */'

/** TypeScript declarations for every dataset schema, keyed by output file name. */
export async function generateTypes(root = process.cwd()): Promise<Map<string, string>> {
  const schemaDir = path.join(root, SCHEMA_DIR)
  const out = new Map<string, string>()
  for (const file of fs.readdirSync(schemaDir).filter((f) => f.endsWith('.schema.json')).sort()) {
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
  return out
}

function toTypeName(schemaName: string): string {
  const base = schemaName.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase())
  return `${base}Data`
}
