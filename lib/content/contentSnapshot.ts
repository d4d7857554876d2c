import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import type { PostFile } from '../blog/validatePostFile.ts'
import { keepNumbersWithWords } from '../format/keepNumbersWithWords.ts'
import { latestDate } from '../format/latestDate.ts'
import { todayInBrazil } from '../format/todayInBrazil.ts'
import type { LegalData } from '../types/generated/legal.ts'
import type { ProjectValidation } from '../validation/validateProject.ts'
import type { Content, ContentPost, LastChanged } from './content.ts'
import { DATASET_REGISTRY, DATASETS, type DatasetKey, type Datasets } from './datasets.ts'
import { dropHiddenItems } from './dropHiddenItems.ts'
import { readHeadCommit, readLastChanges } from './lastChanges.ts'
import { mapTexts } from './mapTexts.ts'
import { fillPlaceholders, placeholderDatasets, placeholderValues } from './placeholders.ts'

/** Where snapshots live: a build cache, never committed, safe to delete. */
const SNAPSHOT_DIR = 'node_modules/.cache/nuvox-content'
/** Snapshots kept beside the newest (a dev server and a build of another posts folder may need theirs). */
const KEEP_SNAPSHOTS = 4

/** Validated content as written once per build: the datasets apart from the posts, so code that shows no post reads no post. */
export interface ContentSnapshot {
  key: string
  /** What `npm run validate` counts: files read, and the posts among them. */
  fileCount: number
  postCount: number
  content: Omit<Content, 'posts'>
  posts: ContentPost[]
  /** Each post's body as its page shows it, by post id: written in one file, read post by post by the page that shows it. */
  postHtml: ReadonlyMap<string, string>
}

/** The content pages read: the snapshot's datasets with its posts. */
export const contentOf = (snapshot: Pick<ContentSnapshot, 'content' | 'posts'>): Content => ({
  ...snapshot.content,
  posts: snapshot.posts,
})

/** What validation reads besides the posts: the data, its schemas, the public files it checks, and the code and packages that validate. */
const INPUT_DIRS = ['data', 'schemas', 'public', 'lib']
const INPUT_FILES = ['package-lock.json']

function hashFolder(hash: ReturnType<typeof createHash>, root: string, dir: string): void {
  const full = path.resolve(root, dir)
  if (!fs.existsSync(full)) return
  const names = fs.readdirSync(full, { recursive: true, encoding: 'utf8' }).sort()
  for (const name of names) {
    const file = path.join(full, name)
    if (!fs.statSync(file).isFile()) continue
    hash.update(`${dir}/${name}\0`).update(fs.readFileSync(file)).update('\0')
  }
}

/**
 * A hash of every input of validation: any change to a data file, post, schema, public file, the
 * validating code, the date (a future-date check) or the commit (the pages' dates come from history)
 * gives another key, so a stale snapshot is never read.
 */
export function hashContentInputs(root: string, blogDir: string): string {
  const hash = createHash('sha256').update(
    `${todayInBrazil()}\0${readHeadCommit(root)}\0${path.resolve(root, blogDir)}\0`,
  )
  for (const dir of INPUT_DIRS) hashFolder(hash, root, dir)
  // The code is the project's even when the data comes from another root (tests copy data only).
  if (!fs.existsSync(path.join(root, 'lib'))) hashFolder(hash, process.cwd(), 'lib')
  hashFolder(hash, blogDir, '.')
  for (const file of INPUT_FILES)
    if (fs.existsSync(path.join(root, file))) hash.update(fs.readFileSync(path.join(root, file)))
  return hash.digest('hex').slice(0, 32)
}

const snapshotFolder = (root: string) => path.join(root, SNAPSHOT_DIR)
const snapshotFiles = (root: string, key: string) => ({
  data: path.join(snapshotFolder(root), `${key}.data.json`),
  posts: path.join(snapshotFolder(root), `${key}.posts.json`),
  postHtml: path.join(snapshotFolder(root), `${key}.html`),
  postHtmlIndex: path.join(snapshotFolder(root), `${key}.html.json`),
})

/** Where each post's HTML lies in the snapshot's HTML file: byte offset and length, by post id. */
type PostHtmlIndex = Record<string, [number, number]>

/** The HTML file and its index of each snapshot this process read, opened once. */
const openedHtml = new Map<string, { fd: number; index: PostHtmlIndex }>()

/** The snapshot of these exact inputs, without its posts when `withPosts` is false; undefined when there is none. */
export function readContentSnapshot(
  root: string,
  key: string,
  withPosts: boolean,
): Omit<ContentSnapshot, 'postHtml'> | undefined {
  const files = snapshotFiles(root, key)
  if (!fs.existsSync(files.data) || !fs.existsSync(files.posts)) return undefined
  const { fileCount, postCount, content } = JSON.parse(fs.readFileSync(files.data, 'utf8')) as Omit<
    ContentSnapshot,
    'key' | 'posts' | 'postHtml'
  >
  const posts = withPosts ? (JSON.parse(fs.readFileSync(files.posts, 'utf8')) as ContentPost[]) : []
  return { key, fileCount, postCount, content, posts }
}

/** One post's HTML from the snapshot `key`: a process reads only the bodies of the pages it renders. */
export function readSnapshotPostHtml(root: string, key: string, postId: string): string {
  const files = snapshotFiles(root, key)
  let opened = openedHtml.get(files.postHtml)
  if (!opened) {
    opened = {
      fd: fs.openSync(files.postHtml, 'r'),
      index: JSON.parse(fs.readFileSync(files.postHtmlIndex, 'utf8')) as PostHtmlIndex,
    }
    openedHtml.set(files.postHtml, opened)
  }
  const [start, length] = opened.index[postId] ?? []
  if (start === undefined || length === undefined)
    throw new Error(`O snapshot ${key} não tem o post ${postId}: rode npm run validate`)
  const bytes = Buffer.alloc(length)
  fs.readSync(opened.fd, bytes, 0, length, start)
  return bytes.toString('utf8')
}

/** Writes a snapshot (each file renamed into place whole, so a parallel reader never sees half of one) and prunes old ones. */
export function writeContentSnapshot(root: string, snapshot: ContentSnapshot): void {
  const folder = snapshotFolder(root)
  fs.mkdirSync(folder, { recursive: true })
  const files = snapshotFiles(root, snapshot.key)
  const write = (file: string, value: Buffer | string) => {
    const temporary = `${file}.${process.pid}.tmp`
    fs.writeFileSync(temporary, value)
    fs.renameSync(temporary, file)
  }
  // Bodies and posts first: a reader takes the snapshot as present once its data file is.
  // One file for every post's HTML (thousands of small files took seconds to write), and its index.
  const index: PostHtmlIndex = {}
  let offset = 0
  const bodies = [...snapshot.postHtml].map(([id, html]) => {
    const bytes = Buffer.from(html, 'utf8')
    index[id] = [offset, bytes.length]
    offset += bytes.length
    return bytes
  })
  write(files.postHtml, Buffer.concat(bodies))
  write(files.postHtmlIndex, JSON.stringify(index))
  write(files.posts, JSON.stringify(snapshot.posts))
  write(
    files.data,
    JSON.stringify({ fileCount: snapshot.fileCount, postCount: snapshot.postCount, content: snapshot.content }),
  )
  pruneSnapshots(root)
}

/**
 * The validated project as pages read it: the facts texts refer to filled in ({telefone:principal},
 * {preco:did-fixo}), numbers kept with their words (typography only), hidden items left out, posts
 * newest first, and when each dataset and post last changed.
 */
export function buildContentSnapshot(result: ProjectValidation, key: string, root: string): ContentSnapshot {
  const values = placeholderValues({
    site: result.datasets.get('site')?.value as Datasets['site'],
    calculator: result.datasets.get('calculator')?.value as Datasets['calculator'],
  })
  const asPagesRead = <T>(value: T) => mapTexts(value, (text) => keepNumbersWithWords(fillPlaceholders(text, values)))
  const datasets = Object.fromEntries(
    DATASETS.map(({ key: name }) => [name, dropHiddenItems(asPagesRead(result.datasets.get(name)?.value))]),
  ) as Datasets
  const legal: Record<string, LegalData> = {}
  for (const [id, parsed] of result.legal) legal[id] = asPagesRead(parsed.value) as LegalData
  const byDate = (a: PostFile, b: PostFile) =>
    b.frontmatter.publishDate.localeCompare(a.frontmatter.publishDate) || a.id.localeCompare(b.id)
  const sorted = [...result.posts].sort(byDate)
  const posts: ContentPost[] = sorted.map(({ id, file, frontmatter }) => ({ id, file, frontmatter }))
  const postHtml = new Map(sorted.map((post) => [post.id, fillPlaceholders(post.html, values)]))
  const lastChanged = readContentDates(root, result, sorted)
  return {
    key,
    fileCount: result.fileCount,
    postCount: posts.length,
    content: { ...datasets, legal, lastChanged },
    posts,
    postHtml,
  }
}

/** When each dataset and post last changed: its file's last change, or a later one of the files its placeholders name. */
function readContentDates(root: string, result: ProjectValidation, posts: readonly PostFile[]): LastChanged {
  const files = readLastChanges(root, [...DATASETS.map((dataset) => dataset.file), ...posts.map((post) => post.file)])
  const withSources = (own: string, text: string) =>
    latestDate([own, ...placeholderDatasets(text).map((source) => files.get(DATASET_REGISTRY[source].file) ?? '')])
  const datasets = Object.fromEntries(
    DATASETS.map(({ key, file }) => [
      key,
      withSources(files.get(file) ?? '', JSON.stringify(result.datasets.get(key)?.value ?? null)),
    ]),
  ) as Record<DatasetKey, string>
  return {
    datasets,
    posts: Object.fromEntries(posts.map((post) => [post.id, withSources(files.get(post.file) ?? '', post.html)])),
  }
}

function pruneSnapshots(root: string): void {
  const folder = snapshotFolder(root)
  const keys = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.data.json'))
    .map((name) => ({ key: name.slice(0, -'.data.json'.length), time: fs.statSync(path.join(folder, name)).mtimeMs }))
    .sort((a, b) => b.time - a.time)
  for (const { key } of keys.slice(KEEP_SNAPSHOTS)) {
    for (const file of Object.values(snapshotFiles(root, key))) fs.rmSync(file, { force: true })
  }
}
