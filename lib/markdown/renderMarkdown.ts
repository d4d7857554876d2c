import type { Element, Root, Text } from 'hast'
import type { Root as MarkdownTree } from 'mdast'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified, type Processor } from 'unified'
import { visit } from 'unist-util-visit'
import { toString } from 'hast-util-to-string'
import { PHONE_PLACEHOLDER } from '../content/placeholders.ts'
import { slugify } from './slugify.ts'

/**
 * The light markdown of posts and legal texts. Raw HTML is dropped (never rendered),
 * links keep only http(s), mailto and tel, and headings get ids for anchors.
 */
const schema: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  tagNames: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'hr',
    'strong',
    'em',
    'code',
    'ul',
    'li',
    'a',
    'br',
    'pre',
    'blockquote',
    'ol',
  ],
  attributes: {
    a: ['href', 'title'],
    '*': [],
  },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  strip: ['script', 'style'],
}

/**
 * A Brazilian phone number as texts write it: (11) 4000-2120, (11) 98765-4321, 0800 777 2120; or
 * the placeholder that becomes one when the site is built ({telefone:principal}).
 */
const PHONE_NUMBER = new RegExp(
  `\\(\\d{2}\\) ?\\d{4,5}-\\d{4}|\\b0800[ -]?\\d{3}[ -]?\\d{4}\\b|${PHONE_PLACEHOLDER.source}`,
  'g',
)

/** The page already has its H1, so a `#` heading in the body becomes an H2; headings get unique ASCII ids, so `#direitos-do-titular` links work everywhere. */
function polishHeading(node: Element, used: Map<string, number>, prefix: string): void {
  if (node.tagName === 'h1') node.tagName = 'h2'
  if (!/^h[1-4]$/.test(node.tagName)) return
  const base = slugify(toString(node)) || 'secao'
  const count = used.get(base) ?? 0
  used.set(base, count + 1)
  node.properties = { ...node.properties, id: `${prefix}${count === 0 ? base : `${base}-${count}`}` }
}

/** Links that leave the site open in a new tab, safely. */
function polishLink(node: Element): void {
  const href = node.properties?.href
  if (node.tagName === 'a' && typeof href === 'string' && /^(https?:)?\/\//.test(href)) {
    node.properties = { ...node.properties, target: '_blank', rel: ['noopener', 'noreferrer'] }
  }
}

/** A phone number never breaks across lines ('(11) 4000-' / '2120'): it is wrapped in `nowrap` spans. Returns the pieces, or undefined when none. */
function splitPhoneNumbers(node: Text): (Text | Element)[] | undefined {
  const parts: (Text | Element)[] = []
  let last = 0
  for (const match of node.value.matchAll(PHONE_NUMBER)) {
    if (match.index > last) parts.push({ type: 'text', value: node.value.slice(last, match.index) })
    parts.push({
      type: 'element',
      tagName: 'span',
      properties: { className: ['nowrap'] },
      children: [{ type: 'text', value: match[0] }],
    })
    last = match.index + match[0].length
  }
  if (parts.length === 0) return undefined
  if (last < node.value.length) parts.push({ type: 'text', value: node.value.slice(last) })
  return parts
}

/** The site's touches on sanitized HTML (headings, outbound links, phone numbers), in one walk of the tree. */
function polishHtml(options: { prefix?: string } = {}) {
  return (tree: Root) => {
    const used = new Map<string, number>()
    visit(tree, (node, index, parent) => {
      if (node.type === 'element') {
        polishHeading(node, used, options.prefix ?? '')
        polishLink(node)
        return
      }
      if (
        node.type !== 'text' ||
        !parent ||
        index === undefined ||
        (parent.type === 'element' && parent.tagName === 'code')
      )
        return
      const parts = splitPhoneNumbers(node)
      if (!parts) return
      parent.children.splice(index, 1, ...parts)
      return index + parts.length
    })
  }
}

/**
 * Keeps the light markdown light: a `---` line is always a rule, never the underline of a heading
 * made from the paragraph above it (setext), and indenting a line does not turn it into code.
 */
function lightMarkdown(this: Processor) {
  const data = this.data() as { micromarkExtensions?: unknown[] }
  data.micromarkExtensions = [
    ...(data.micromarkExtensions ?? []),
    { disable: { null: ['setextUnderline', 'codeIndented'] } },
  ]
}

function createProcessor(idPrefix?: string) {
  return unified()
    .use(lightMarkdown)
    .use(remarkParse)
    .use(remarkRehype)
    .use(rehypeSanitize, schema)
    .use(polishHtml, { prefix: idPrefix })
    .use(rehypeStringify)
    .freeze()
}

const defaultProcessor = createProcessor()

/** Light markdown's tree, read as the site renders it: what its checks walk before renderMarkdownTree renders it. */
export function parseMarkdown(markdown: string): MarkdownTree {
  return defaultProcessor.parse(markdown)
}

/** A tree parseMarkdown read, as sanitized HTML. `idPrefix` keeps heading ids unique when several fragments share a page. */
export function renderMarkdownTree(tree: MarkdownTree, options: { idPrefix?: string } = {}): string {
  const processor = options.idPrefix ? createProcessor(options.idPrefix) : defaultProcessor
  return processor.stringify(processor.runSync(tree))
}

/** Renders light markdown to sanitized HTML. */
export function renderMarkdown(markdown: string, options: { idPrefix?: string } = {}): string {
  return renderMarkdownTree(parseMarkdown(markdown), options)
}
