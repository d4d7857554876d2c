// Regenerates what derives from schemas/ and the dataset registry (lib/content/datasets.ts): the
// types in lib/types/generated/, VS Code's schema settings, each YAML file's modeline and the
// editing guide's table of files. Run after adding a dataset or editing a schema.
import fs from 'node:fs'
import path from 'node:path'
import { buildModeline, buildYamlSchemaSettings, replaceGuideTable } from '../lib/content/buildEditorFiles.ts'
import { DATASETS, FOLDER_DATASETS } from '../lib/content/datasets.ts'
import { GENERATED_TYPES_DIR, generateTypes } from '../lib/validation/generateTypes.ts'

const files = await generateTypes()
fs.rmSync(GENERATED_TYPES_DIR, { recursive: true, force: true })
fs.mkdirSync(GENERATED_TYPES_DIR, { recursive: true })
for (const [name, content] of files) fs.writeFileSync(path.join(GENERATED_TYPES_DIR, name), content)
console.log(`${files.size} arquivos de tipos gerados em ${GENERATED_TYPES_DIR}/`)

const settingsFile = '.vscode/settings.json'
const settings = JSON.parse(fs.readFileSync(settingsFile, 'utf8')) as Record<string, unknown>
fs.writeFileSync(
  settingsFile,
  `${JSON.stringify({ ...settings, 'yaml.schemas': buildYamlSchemaSettings() }, null, 2)}\n`,
)

const { legal } = FOLDER_DATASETS
const legalFiles = fs
  .readdirSync(legal.folder)
  .filter((name) => name.endsWith(legal.extension))
  .map((name) => ({ file: `${legal.folder}/${name}`, schema: legal.schema }))
for (const { file, schema } of [...DATASETS, ...legalFiles]) {
  const [first = '', ...rest] = fs.readFileSync(file, 'utf8').split('\n')
  const lines = first.startsWith('# yaml-language-server:') ? rest : [first, ...rest]
  fs.writeFileSync(file, [buildModeline(file, schema), ...lines].join('\n'))
}
fs.writeFileSync('docs/EDITANDO.md', replaceGuideTable(fs.readFileSync('docs/EDITANDO.md', 'utf8')))
console.log(
  `${settingsFile}, a primeira linha de cada YAML e a tabela de docs/EDITANDO.md gerados do registro de dados`,
)
