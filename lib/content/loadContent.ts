import type { PostFile } from '../blog/validatePostFile.ts'
import { keepNumbersWithWordsIn } from '../format/keepNumbersWithWords.ts'
import type { LegalData } from '../types/generated/legal.ts'
import { formatDataError } from '../validation/types.ts'
import { validateProject } from '../validation/validateProject.ts'
import type { Content, ContentPost } from './content.ts'
import { DATASETS, resolveBlogDir, type Datasets } from './datasets.ts'

export class InvalidContentError extends Error {
  constructor(messages: string[]) {
    super(`Dados inválidos (rode npm run validate):\n${messages.join('\n')}`)
    this.name = 'InvalidContentError'
  }
}

const cache = new Map<string, Content>()

/**
 * Loads and validates all content once per process (per project root and posts folder), with
 * the same validators as `npm run validate`; throws with every error when anything is invalid.
 * With `blogDir` null no post is read (`posts` is empty): for code that shows none.
 */
export function loadContent(root = process.cwd(), blogDir: string | null = resolveBlogDir(root)): Content {
  const key = `${root}\0${blogDir ?? ''}`
  const hit = cache.get(key)
  if (hit) return hit
  const result = validateProject(root, blogDir)
  if (result.errors.length > 0) throw new InvalidContentError(result.errors.map(formatDataError))
  // What the site shows keeps its numbers with their words (typography only: nothing else changes).
  const datasets = Object.fromEntries(DATASETS.map(({ key: name }) => [name, keepNumbersWithWordsIn(result.datasets.get(name)?.value)])) as Datasets
  const legal: Record<string, LegalData> = {}
  for (const [id, parsed] of result.legal) legal[id] = keepNumbersWithWordsIn(parsed.value) as LegalData
  const byDate = (a: PostFile, b: PostFile) => b.frontmatter.publishDate.localeCompare(a.frontmatter.publishDate) || a.id.localeCompare(b.id)
  const posts: ContentPost[] = [...result.posts].sort(byDate).map(({ positions: _positions, ...post }) => post)
  const content: Content = { ...datasets, legal, posts }
  cache.set(key, content)
  return content
}
