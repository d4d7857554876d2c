import fs from 'node:fs'
import path from 'node:path'
import { closest } from 'fastest-levenshtein'
import { validatePostFile, type PostFile, type PostText } from '../blog/validatePostFile.ts'
import { DATASETS, FOLDER_DATASETS, LEGAL_DIR, resolveBlogDir } from '../content/datasets.ts'
import { checkReferences, type CheckInput } from './checkReferences.ts'
import { readTextFile } from './readTextFile.ts'
import type { ParsedYaml } from './parseYaml.ts'
import { formatDataError, sortDataErrors, type DataError } from './types.ts'
import { validateYamlFile } from './validateYamlFile.ts'

export interface ProjectValidation {
  errors: DataError[]
  /** Schema-valid datasets by key (invalid ones are left out). */
  datasets: Map<string, ParsedYaml>
  /** Schema-valid legal documents by id (file name without .yaml). */
  legal: Map<string, ParsedYaml>
  /** Posts whose frontmatter is valid, in file-name order. */
  posts: PostFile[]
  /** How many files were read. */
  fileCount: number
}

/** Files of a folder as project-relative labels (`content/blog/x.md`), or absolute paths outside the project. */
function listFiles(
  root: string,
  dir: string,
  extension: string,
  strays?: { errors: DataError[]; what: string; names?: Set<string> },
): string[] {
  const full = path.resolve(root, dir)
  if (!fs.existsSync(full)) return []
  const relative = path.relative(root, full).split(path.sep).join('/')
  const label = relative.startsWith('..') || path.isAbsolute(relative) ? full : relative
  const names = fs
    .readdirSync(full, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !entry.name.startsWith('.'))
  // A post saved as .markdown or a document as .yml would silently vanish from the site: say so.
  if (strays) {
    for (const { name } of names.filter((entry) => !entry.name.endsWith(extension))) {
      const renamed = `${name.replace(/\.[^.]*$/, '')}${extension}`
      strays.names?.add(renamed.slice(0, -extension.length))
      strays.errors.push({
        file: `${label}/${name}`,
        line: 1,
        col: 1,
        path: '(arquivo)',
        message: `este arquivo não é lido: ${strays.what} precisa terminar em ${extension} (renomeie para ${renamed})`,
      })
    }
  }
  return names
    .map((entry) => entry.name)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${label}/${name}`)
}

const isRecord = (value: unknown): value is object => value !== null && typeof value === 'object'

function readYamlDataset(
  root: string,
  file: string,
  schema: string,
  errors: DataError[],
  partial: ParsedYaml[],
): ParsedYaml | undefined {
  const full = path.join(root, file)
  if (!fs.existsSync(full)) {
    errors.push({ file, line: 1, col: 1, path: '(arquivo)', message: missingFileMessage(root, file) })
    return undefined
  }
  const { text, errors: encodingErrors } = readTextFile(full, file)
  const result = validateYamlFile(text, file, schema, root)
  errors.push(...encodingErrors, ...result.errors)
  // Readable but off-schema, or read around its syntax errors: its own checks (repeated ids,
  // references) still run where the errors did not reach, so one run shows every error.
  // (An emptied file reads as null, which is no dataset to check.)
  const { value, partialValue } = result.parsed
  if (!result.valid && isRecord(value)) partial.push(result.parsed)
  else if (value === undefined && isRecord(partialValue)) partial.push({ ...result.parsed, value: partialValue })
  return result.valid ? result.parsed : undefined
}

const DATASET_FILES = new Set<string>(DATASETS.map((dataset) => dataset.file))

/**
 * A data file the site needs is not there: most often it was renamed (partners.yml, parceiros.yaml).
 * Point at the likely culprit: the same name with another extension or case, or else the one
 * YAML file of the folder that belongs to no dataset, the closest by name when there are several.
 */
function missingFileMessage(root: string, file: string): string {
  const dir = path.posix.dirname(file)
  const name = path.posix.basename(file)
  const base = name.replace(/\.yaml$/, '')
  const full = path.join(root, dir)
  const entries = fs.existsSync(full)
    ? fs
        .readdirSync(full, { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => entry.name)
    : []
  const sameName = entries.find((entry) => entry.toLowerCase().replace(/\.(ya?ml)(\.txt)?$/, '') === base.toLowerCase())
  const strangers = entries.filter((entry) => /\.ya?ml$/i.test(entry) && !DATASET_FILES.has(`${dir}/${entry}`))
  const suspect = sameName ?? (strangers.length > 0 ? closest(base, strangers) : undefined)
  const needed = `o site precisa do arquivo ${file} e ele não está na pasta ${dir}/`
  return suspect
    ? `${needed}: se ele foi renomeado para ${suspect}, volte ao nome ${name}`
    : `${needed}: restaure-o (por exemplo, do histórico do Git)`
}

/** The list item (or field) a schema error sits in: reference errors inside it are consequences, not news. */
function subtreeOf(fieldPath: string): string {
  const end = fieldPath.lastIndexOf(']')
  return end === -1 ? fieldPath : fieldPath.slice(0, end + 1)
}

/**
 * What other files look up in a dataset: a list and the fields of its items (or, without a list,
 * fields of the file; a dotted name reads a field inside another). With one of these fields wrong
 * or missing, a failed lookup says nothing new.
 */
const LOOKUPS: Record<string, { list?: string; fields: Record<string, 'string' | 'number' | 'strings'> }> = {
  pages: { list: 'paginas', fields: { id: 'string', caminho: 'string', aliases: 'strings' } },
  productPages: { list: 'paginas', fields: { id: 'string', caminho: 'string', aliases: 'strings' } },
  countries: { list: 'paises', fields: { codigo: 'string' } },
  plans: { list: 'planos', fields: { produto: 'string' } },
  cookieConsent: { fields: { validadeDias: 'number' } },
  // The company's facts that legal texts, posts and the head office's address repeat (the phones
  // are read one by one: a broken phone is left out of the comparison, staleCompanyFacts in
  // lib/validation/rules/ruleHelpers.ts).
  site: { fields: { cnpj: 'string', url: 'string', 'endereco.cep': 'string', 'endereco.logradouro': 'string' } },
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const readField = (item: unknown, name: string): unknown =>
  name
    .split('.')
    .reduce<unknown>(
      (value, key) => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      item,
    )

/** Whether the fields other files look up in this dataset are all readable and free of errors. */
function lookupsIntact(key: string, parsed: ParsedYaml, errors: readonly DataError[]): boolean {
  const lookup = LOOKUPS[key]
  if (!lookup) return false
  // An error on a looked-up field, on one of its items or on a field inside it.
  const patterns = Object.keys(lookup.fields).map(
    (name) => new RegExp(`(^|\\.)${escapeRegExp(name)}(\\[\\d+\\])?($|[.[])`),
  )
  if (errors.some((e) => e.file === parsed.file && patterns.some((pattern) => pattern.test(e.path)))) return false
  const value = parsed.value as Record<string, unknown>
  const items = lookup.list === undefined ? [value] : value[lookup.list]
  if (!Array.isArray(items)) return false
  return items.every((item) => {
    if (!item || typeof item !== 'object') return false
    return Object.entries(lookup.fields).every(([name, type]) => {
      const field = readField(item, name)
      if (type === 'strings')
        return field === undefined || (Array.isArray(field) && field.every((entry) => typeof entry === 'string'))
      return typeof field === type
    })
  })
}

const placeOf = (error: DataError) => `${error.file}:${error.line}:${error.col}:${error.path}`

/**
 * The reference checks of each dataset that failed its schema, so one run shows every error; errors
 * under a schema error are dropped, and other files' links into it are checked while its looked-up fields are intact.
 */
function checkPartialDatasets(
  input: CheckInput,
  partial: readonly ParsedYaml[],
  keyOf: (parsed: ParsedYaml) => { key: string; legal: boolean },
  errors: readonly DataError[],
  references: readonly DataError[],
): DataError[] {
  const found: DataError[] = []
  const seen = new Set(errors.map(placeOf))
  // What the full run found in the valid files is found again beside each of these: shown once.
  const shown = new Set(references.map(formatDataError))
  const partialFiles = new Set(partial.map((parsed) => parsed.file))
  for (const parsed of partial) {
    const { key, legal } = keyOf(parsed)
    const datasets = legal ? input.datasets : new Map([...input.datasets, [key, parsed]])
    const legalDocs = legal ? new Map([...input.legal, [key, parsed]]) : input.legal
    const result = checkReferences({ ...input, datasets, legal: legalDocs, partial: new Set([legal ? 'legal' : key]) })
    // Other files' links into a file read around a syntax error are not checked: what they point at may be in the part set aside.
    const linksChecked = !legal && parsed.partialValue === undefined && lookupsIntact(key, parsed, errors)
    const subtrees = errors.filter((e) => e.file === parsed.file).map((e) => subtreeOf(e.path))
    const underSchemaError = (at: string) =>
      subtrees.some(
        (tree) => at === tree || at.startsWith(`${tree}.`) || at.startsWith(`${tree}[`) || tree === '(raiz)',
      )
    for (const error of result) {
      if (shown.has(formatDataError(error))) continue
      // A rule that broke is news whatever file it names and whatever errors that file has.
      if (error.path !== '(interno)') {
        if (seen.has(placeOf(error))) continue
        if (error.file === parsed.file) {
          if (!parsed.isUndamaged(error)) continue
          if (underSchemaError(error.path)) continue
        } else if (!linksChecked || partialFiles.has(error.file)) continue
        seen.add(placeOf(error))
      }
      shown.add(formatDataError(error))
      found.push(error)
    }
  }
  return found
}

/** One post file read and checked on its own: its errors, and the post (or, with header errors, its text). */
export interface PostReading {
  errors: DataError[]
  post?: PostFile
  text?: PostText
}

/** Reads and checks the post file `file` (as validateProject names it) of `root`. */
export function readPost(root: string, file: string): PostReading {
  const { text, errors: encodingErrors } = readTextFile(path.resolve(root, file), file)
  const result = validatePostFile(text, file, root)
  return { ...result, errors: [...encodingErrors, ...result.errors] }
}

/** The post files of `blogDir`, named as validateProject names them in its errors. */
export const listPostFiles = (root: string, blogDir: string) => listFiles(root, blogDir, '.md')

/**
 * Every error of every data file and post (from `blogDir`; none with `null`), then of the references
 * between them. `readings`: posts already read (readPostsInParallel); the rest are read here.
 */
export function validateProject(
  root = process.cwd(),
  blogDir: string | null = resolveBlogDir(root),
  readings?: ReadonlyMap<string, PostReading>,
): ProjectValidation {
  const errors: DataError[] = []
  const datasets = new Map<string, ParsedYaml>()
  const legal = new Map<string, ParsedYaml>()
  const posts: PostFile[] = []
  const unreadPosts: PostText[] = []
  let fileCount = 0
  const partial: ParsedYaml[] = []
  const keys = new Map<string, { key: string; legal: boolean }>()
  const legalIds = new Set<string>()

  for (const dataset of DATASETS) {
    fileCount++
    keys.set(dataset.file, { key: dataset.key, legal: false })
    const parsed = readYamlDataset(root, dataset.file, dataset.schema, errors, partial)
    if (parsed) datasets.set(dataset.key, parsed)
  }
  // A document saved as .yml is reported as such; its page in data/pages.yaml still counts it as present.
  for (const file of listFiles(root, LEGAL_DIR, '.yaml', { errors, what: 'um documento legal', names: legalIds })) {
    fileCount++
    const id = path.basename(file, '.yaml')
    legalIds.add(id)
    keys.set(file, { key: id, legal: true })
    const parsed = readYamlDataset(root, file, FOLDER_DATASETS.legal.schema, errors, partial)
    if (parsed) legal.set(id, parsed)
  }
  for (const file of blogDir === null ? [] : listFiles(root, blogDir, '.md', { errors, what: 'um post' })) {
    fileCount++
    const result = readings?.get(file) ?? readPost(root, file)
    errors.push(...result.errors)
    if (result.post) posts.push(result.post)
    else if (result.text) unreadPosts.push(result.text)
  }
  const input = { root, datasets, legal, legalIds, posts, unreadPosts }
  const references = checkReferences(input)
  const keyOf = (parsed: ParsedYaml) => keys.get(parsed.file) ?? { key: parsed.file, legal: false }
  errors.push(...references, ...checkPartialDatasets(input, partial, keyOf, errors, references))
  return { errors: sortDataErrors(errors), datasets, legal, posts, fileCount }
}
