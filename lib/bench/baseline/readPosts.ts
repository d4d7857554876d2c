import fs from 'node:fs'
import path from 'node:path'
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { parse } from 'yaml'

export interface PostSummary {
  id: string
  title: string
  publishDate: string
}

export interface Post extends PostSummary {
  html: string
}

const FRONTMATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/
const markdownToHtml = unified().use(remarkParse).use(remarkRehype).use(rehypeStringify)

/** Every markdown file of BLOG_DIR (the folder the benchmark fills), frontmatter split from body. */
function readSources(): { summary: PostSummary; body: string }[] {
  const dir = process.env.BLOG_DIR
  if (!dir) throw new Error('BLOG_DIR is not set')
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.md'))
    .map((name) => {
      const source = fs.readFileSync(path.join(dir, name), 'utf8')
      const match = FRONTMATTER.exec(source)
      const meta = parse(match?.[1] ?? '') as { title: string; publishDate: string }
      const summary = { id: name.slice(0, -'.md'.length), title: meta.title, publishDate: meta.publishDate }
      return { summary, body: source.slice(match?.[0].length ?? 0) }
    })
}

export function listPosts(): PostSummary[] {
  return readSources()
    .map((source) => source.summary)
    .sort((a, b) => b.publishDate.localeCompare(a.publishDate))
}

export function renderPosts(): Post[] {
  return readSources().map(({ summary, body }) => ({ ...summary, html: String(markdownToHtml.processSync(body)) }))
}
