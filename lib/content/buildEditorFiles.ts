import path from 'node:path'
import { DATASET_REGISTRY, DATASETS, FOLDER_DATASETS } from './datasets.ts'

/** The YAML datasets as the editor tooling sees them: a file or a folder glob, and its schema file. */
function yamlTargets(): { target: string; schemaFile: string }[] {
  const files = DATASETS.map((dataset) => ({
    target: dataset.file,
    schemaFile: `schemas/${dataset.schema}.schema.json`,
  }))
  const { legal } = FOLDER_DATASETS
  return [
    ...files,
    { target: `${legal.folder}/*${legal.extension}`, schemaFile: `schemas/${legal.schema}.schema.json` },
  ]
}

/** VS Code's `yaml.schemas`: each schema to the files it validates (red squiggles and hover help while typing). */
export function buildYamlSchemaSettings(): Record<string, string> {
  const entries = yamlTargets().map(({ target, schemaFile }) => [`./${schemaFile}`, target] as const)
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)))
}

/** The first line of a YAML data file: its schema, for editors that read modelines instead of settings. */
export function buildModeline(file: string, schema: string): string {
  const relative = path.posix.relative(path.posix.dirname(file), `schemas/${schema}.schema.json`)
  return `# yaml-language-server: $schema=${relative}`
}

/** Markers around the editing guide's table of files, which is generated from the registry. */
const GUIDE_TABLE_START = '<!-- tabela gerada do registro de dados (lib/content/datasets.ts) por npm run gen:types -->'
const GUIDE_TABLE_END = '<!-- fim da tabela gerada -->'

/** The editing guide's "Onde fica cada coisa" table: one row per thing an editor may want to change. */
function buildGuideTable(): string {
  const datasets = [
    ...Object.values(DATASET_REGISTRY).map((entry) => ({ ...entry, where: `\`${entry.file}\`` })),
    ...Object.values(FOLDER_DATASETS).map((entry) => ({ ...entry, where: `\`${entry.folder}/*${entry.extension}\`` })),
  ]
  const rows = datasets.flatMap(({ guide, where }) =>
    guide.map((row) =>
      typeof row === 'string' ? `| ${row} | ${where} |` : `| ${row.change} | ${where} ${row.where} |`,
    ),
  )
  return [GUIDE_TABLE_START, '| O que você quer mudar | Arquivo |', '|---|---|', ...rows, GUIDE_TABLE_END].join('\n')
}

/** The guide with its table replaced by a freshly generated one. */
export function replaceGuideTable(guide: string): string {
  const start = guide.indexOf(GUIDE_TABLE_START)
  const end = guide.indexOf(GUIDE_TABLE_END)
  if (start === -1 || end === -1)
    throw new Error(`docs/EDITANDO.md: marcadores da tabela de arquivos não encontrados (${GUIDE_TABLE_START})`)
  return `${guide.slice(0, start)}${buildGuideTable()}${guide.slice(end + GUIDE_TABLE_END.length)}`
}
