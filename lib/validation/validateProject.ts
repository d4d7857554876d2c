import fs from 'node:fs'
import path from 'node:path'
import { validatePostFile, type PostFile } from '../blog/validatePostFile.ts'
import { DATASETS, LEGAL_DIR, LEGAL_SCHEMA, resolveBlogDir } from '../content/datasets.ts'
import { checkReferences } from './checkReferences.ts'
import type { ParsedYaml } from './parseYaml.ts'
import { sortDataErrors, type DataError } from './types.ts'
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
function listFiles(root: string, dir: string, extension: string): string[] {
  const full = path.resolve(root, dir)
  if (!fs.existsSync(full)) return []
  const relative = path.relative(root, full).split(path.sep).join('/')
  const label = relative.startsWith('..') || path.isAbsolute(relative) ? full : relative
  return fs
    .readdirSync(full)
    .filter((name) => name.endsWith(extension))
    .sort()
    .map((name) => `${label}/${name}`)
}

function readYamlDataset(root: string, file: string, schema: string, errors: DataError[]): ParsedYaml | undefined {
  const full = path.join(root, file)
  if (!fs.existsSync(full)) {
    errors.push({ file, line: 1, col: 1, path: '(arquivo)', message: 'arquivo não encontrado' })
    return undefined
  }
  const result = validateYamlFile(fs.readFileSync(full, 'utf8'), file, schema, root)
  errors.push(...result.errors)
  return result.valid ? result.parsed : undefined
}

/**
 * Validates every data file and every post, then the references between them.
 * Collects every error of every file in one run; nothing stops at the first problem.
 * Posts are read from `blogDir` (default: `BLOG_DIR` or `content/blog`, see resolveBlogDir).
 */
export function validateProject(root = process.cwd(), blogDir = resolveBlogDir(root)): ProjectValidation {
  const errors: DataError[] = []
  const datasets = new Map<string, ParsedYaml>()
  const legal = new Map<string, ParsedYaml>()
  const posts: PostFile[] = []
  let fileCount = 0

  for (const dataset of DATASETS) {
    fileCount++
    const parsed = readYamlDataset(root, dataset.file, dataset.schema, errors)
    if (parsed) datasets.set(dataset.key, parsed)
  }
  for (const file of listFiles(root, LEGAL_DIR, '.yaml')) {
    fileCount++
    const parsed = readYamlDataset(root, file, LEGAL_SCHEMA, errors)
    if (parsed) legal.set(path.basename(file, '.yaml'), parsed)
  }
  for (const file of listFiles(root, blogDir, '.md')) {
    fileCount++
    const result = validatePostFile(fs.readFileSync(path.resolve(root, file), 'utf8'), file, root)
    errors.push(...result.errors)
    if (result.post) posts.push(result.post)
  }
  errors.push(...checkReferences({ root, datasets, legal, posts }))
  return { errors: sortDataErrors(errors), datasets, legal, posts, fileCount }
}
