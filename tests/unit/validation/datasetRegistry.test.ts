import fs from 'node:fs'
import { parseCircular, parseDependencyTree } from 'dpdm'
import { describe, expect, it } from 'vitest'
import { buildModeline, buildYamlSchemaSettings, replaceGuideTable } from '../../../lib/content/buildEditorFiles.ts'
import { DATASETS, FOLDER_DATASETS } from '../../../lib/content/datasets.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'

/** A `# yaml-language-server` comment, wherever it is in a file. */
const MODELINE = /^\s*#\s*yaml-language-server\b/

const schemaNames = fs
  .readdirSync('schemas')
  .filter((name) => name.endsWith('.schema.json') && name !== 'common.schema.json')
  .map((name) => name.replace(/\.schema\.json$/, ''))

describe('the dataset registry', () => {
  it('names every schema once, each with a file or folder that exists', () => {
    const used = [
      ...DATASETS.map((dataset) => dataset.schema),
      ...Object.values(FOLDER_DATASETS).map((dataset) => dataset.schema),
    ]
    expect([...used].sort()).toEqual([...schemaNames].sort())
    for (const dataset of DATASETS) expect(fs.existsSync(dataset.file), dataset.file).toBe(true)
    for (const dataset of Object.values(FOLDER_DATASETS))
      expect(fs.existsSync(dataset.folder), dataset.folder).toBe(true)
  })

  it('is what the loaded content holds, key by key', () => {
    const content = loadContent()
    expect(Object.keys(content).sort()).toEqual(
      [...DATASETS.map((dataset) => dataset.key), 'legal', 'posts', 'lastChanged'].sort(),
    )
    for (const { key } of DATASETS) expect(content[key], key).toBeTypeOf('object')
  })
})

describe('files generated from the registry (run npm run gen:types after changing it)', () => {
  it('VS Code maps each schema to its files', () => {
    const settings = JSON.parse(fs.readFileSync('.vscode/settings.json', 'utf8')) as Record<string, unknown>
    expect(settings['yaml.schemas']).toEqual(buildYamlSchemaSettings())
  })

  // The CMS drops every comment when it saves a file, the modeline included: a file without one passes,
  // but a modeline that is there is this one, on line 1, and only there.
  it.each(DATASETS.map((dataset) => [dataset.file, dataset.schema]))('%s starts with its modeline', (file, schema) => {
    const modelines = fs
      .readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) => (MODELINE.test(line) ? [`${index + 1}: ${line}`] : []))
    expect(modelines).toEqual(modelines.length === 0 ? [] : [`1: ${buildModeline(file, schema)}`])
  })

  it("the editing guide's table of files", () => {
    const guide = fs.readFileSync('docs/EDITANDO.md', 'utf8')
    expect(guide).toBe(replaceGuideTable(guide))
  })
})

describe('lib/ imports', () => {
  it('have no cycle (type imports included: a layer that needs another only for a type still depends on it)', async () => {
    const tree = await parseDependencyTree('lib/**/*.ts', {
      context: process.cwd(),
      transform: false,
      skipDynamicImports: false,
    })
    expect(parseCircular(tree)).toEqual([])
  })
})
