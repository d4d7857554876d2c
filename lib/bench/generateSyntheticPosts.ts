import fs from 'node:fs'
import path from 'node:path'
import { parseFrontmatter } from '../blog/parseFrontmatter.ts'
import { BLOG_DIR } from '../content/datasets.ts'
import { DAY_MS } from '../format/dayMs.ts'

export interface SyntheticPost {
  id: string
  /** The whole `.md` file: frontmatter and body. */
  source: string
  words: number
}

interface RealPost {
  id: string
  fields: Map<string, { value: string | boolean | string[] }>
  opening: string
  sections: string[]
}

/** mulberry32: a small, fast, seedable PRNG; good enough for varied test data. */
function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  return { next, pick, between }
}

function readRealPosts(blogDir: string): RealPost[] {
  const names = fs.readdirSync(blogDir).filter((name) => name.endsWith('.md'))
  return names.sort().map((name) => {
    const { fields, body } = parseFrontmatter(fs.readFileSync(path.join(blogDir, name), 'utf8'), name)
    const [opening = '', ...sections] = body.trim().split(/\n(?=## )/)
    return { id: name.slice(0, -'.md'.length), fields, opening, sections }
  })
}

function countWords(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length
}

const text = (post: RealPost, field: string) => String(post.fields.get(field)?.value)
const quote = (value: string) => `"${value.replace(/"/g, "'")}"`

/**
 * `count` posts cut from the real ones, so they render and compress like them: a real post's opening,
 * then `## ` sections of any post up to about `targetWords` words. Deterministic for a seed.
 */
export function generateSyntheticPosts(
  count: number,
  options: { seed?: number; targetWords?: number; blogDir?: string } = {},
): SyntheticPost[] {
  const real = readRealPosts(options.blogDir ?? BLOG_DIR)
  const sections = real.flatMap((post) => post.sections)
  const tags = [...new Set(real.flatMap((post) => post.fields.get('tags')?.value as string[]))]
  const random = createRandom(options.seed ?? 20251122)
  const targetWords = options.targetWords ?? 800
  const images = real.flatMap((post) => post.fields.get('image')?.value ?? [])
  const firstDay = Date.UTC(2015, 0, 1)
  const days = (Date.UTC(2025, 11, 31) - firstDay) / DAY_MS
  const width = String(count).length
  return Array.from({ length: count }, (_, index) => {
    const base = random.pick(real)
    const blocks = [base.opening]
    // Blocks are joined with blank lines, so the post's words are the sum of its blocks'.
    let words = countWords(base.opening)
    while (words < targetWords) {
      const section = random.pick(sections)
      blocks.push(section)
      words += countWords(section)
    }
    const body = `${blocks.join('\n\n')}\n`
    const number = String(index + 1).padStart(width, '0')
    const postTags = new Set(Array.from({ length: random.between(2, 5) }, () => random.pick(tags)))
    const frontmatter = [
      '---',
      `title: ${quote(`${text(base, 'title')} (${number})`)}`,
      `excerpt: ${quote(text(base, 'excerpt'))}`,
      ...(random.next() < 0.8 ? [`image: ${quote(String(random.pick(images)))}`] : []),
      `category: ${quote(text(random.pick(real), 'category'))}`,
      `author: ${quote(text(random.pick(real), 'author'))}`,
      `publishDate: "${new Date(firstDay + random.between(0, days) * DAY_MS).toISOString().slice(0, 10)}"`,
      `readTime: "${Math.max(1, Math.round(words / 200))} min"`,
      `tags: [${[...postTags].join(', ')}]`,
      `featured: ${random.next() < 0.05}`,
      '---',
    ].join('\n')
    return { id: `sintetico-${number}-${base.id}`, source: `${frontmatter}\n${body}`, words }
  })
}
