import fs from 'node:fs'
import path from 'node:path'
import { parseFrontmatter } from '../../lib/blog/parseFrontmatter.ts'
import type { ContentPost } from '../../lib/content/content.ts'

/** A post's markdown body, read from its file (the loaded content carries only its header). */
export function postMarkdown(post: ContentPost, root = process.cwd()): string {
  return parseFrontmatter(fs.readFileSync(path.resolve(root, post.file), 'utf8'), post.file).body
}
