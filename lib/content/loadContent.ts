import { formatDataError } from '../validation/types.ts'
import { validateProject } from '../validation/validateProject.ts'
import type { Content } from './content.ts'
import {
  buildContentSnapshot,
  contentOf,
  hashContentInputs,
  readContentSnapshot,
  readSnapshotPostHtml,
  writeContentSnapshot,
  type ContentSnapshot,
} from './contentSnapshot.ts'
import { resolveBlogDir } from './datasets.ts'

export class InvalidContentError extends Error {
  constructor(messages: string[]) {
    super(`Dados inválidos (rode npm run validate):\n${messages.join('\n')}`)
    this.name = 'InvalidContentError'
  }
}

/**
 * The content loaded in this process, and the key of the snapshot its posts' HTML is in. One map
 * per process, shared by every copy of this module: `vike dev` loads one for Vite's config (the
 * data modules, the preview's watcher) and one for the pages it renders.
 */
const CACHE = Symbol.for('nuvox.loadedContent')
const cache = ((globalThis as { [CACHE]?: Map<string, { content: Content; key: string }> })[CACHE] ??= new Map())
const cacheKeyOf = (root: string, blogDir: string | null) => `${root}\0${blogDir ?? ''}`

/**
 * The site's content, validated and typed, once per process and project root and posts folder: from the snapshot the
 * build's first step wrote for these exact inputs, or else validated here with the validator's own checks (throwing
 * every error) and snapshotted for the next reader. With `blogDir` null `posts` is empty, for code that shows none.
 */
export function loadContent(root = process.cwd(), blogDir: string | null = resolveBlogDir(root)): Content {
  return loaded(root, blogDir).content
}

/** Drops the loaded content: the next loadContent reads the files again (the preview calls it on every edit). */
export function forgetLoadedContent(): void {
  cache.clear()
}

/** A post's body as its page shows it, rendered when validation read the post, from the snapshot loadContent read or wrote. */
export function loadPostHtml(postId: string, root = process.cwd(), blogDir: string = resolveBlogDir(root)): string {
  return readSnapshotPostHtml(root, loaded(root, blogDir).key, postId)
}

function loaded(root: string, blogDir: string | null): { content: Content; key: string } {
  const hit = cache.get(cacheKeyOf(root, blogDir))
  if (hit) return hit
  const key = hashContentInputs(root, blogDir ?? resolveBlogDir(root))
  const snapshot = readContentSnapshot(root, key, blogDir !== null) ?? validateContent(root, blogDir, key)
  const entry = { content: contentOf(snapshot), key }
  cache.set(cacheKeyOf(root, blogDir), entry)
  return entry
}

/**
 * Validates everything (the posts too, unless `blogDir` is null) and returns it as a snapshot,
 * written to disk when it holds the posts; throws with every error when anything is invalid.
 */
function validateContent(
  root: string,
  blogDir: string | null,
  key = hashContentInputs(root, blogDir ?? resolveBlogDir(root)),
): ContentSnapshot {
  const result = validateProject(root, blogDir)
  if (result.errors.length > 0) throw new InvalidContentError(result.errors.map(formatDataError))
  const snapshot = buildContentSnapshot(result, key, root)
  if (blogDir !== null) writeContentSnapshot(root, snapshot)
  return snapshot
}
