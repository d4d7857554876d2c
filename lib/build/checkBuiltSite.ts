import fs from 'node:fs'
import path from 'node:path'
import { NodeType, parse, type HTMLElement } from 'node-html-parser'
import type { RouteEntry } from '../routes/buildRouteList.ts'
import { BLOG_POST_PREFIX } from '../routes/routePaths.ts'
import { absoluteUrl } from '../seo/absoluteUrl.ts'
import { checkRssFeed } from './checkRssFeed.ts'
import { routeHtmlFile } from './routeFile.ts'
import { listFiles } from './listFiles.ts'

export interface BuildProblem {
  file: string
  message: string
}

/**
 * What the checks need of one built page. The parsed document itself is dropped as soon as
 * this is extracted: keeping thousands of DOM trees alive made the check the memory peak of
 * large blogs.
 */
interface BuiltPage {
  route: RouteEntry | undefined
  file: string
  ids: Set<string>
  targets: string[]
  canonical: string | undefined
  headProblems: string[]
  /** The og:image address, as written. */
  shareImage: string | undefined
  /** Markup a strict Content-Security-Policy would break (see checkStrictCspMarkup). */
  cspProblems: string[]
}

const listHtmlFiles = (dir: string) => listFiles(dir, /\.html$/)

/** A bearer credential written into the bundle (a template like `Bearer ${token}` does not match). */
export const SECRET_PATTERN = /Bearer\s+[A-Za-z0-9._~+/-]{16,}=*/

const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json'])

/** Every element below `root`, in document order (a stack, not nested generators: a page has thousands). */
function elementsOf(root: HTMLElement): HTMLElement[] {
  const elements: HTMLElement[] = []
  const pending = [...root.childNodes].reverse()
  for (let node = pending.pop(); node; node = pending.pop()) {
    if (node.nodeType !== NodeType.ELEMENT_NODE) continue
    elements.push(node as HTMLElement)
    for (let index = node.childNodes.length - 1; index >= 0; index--) pending.push(node.childNodes[index] as HTMLElement)
  }
  return elements
}

/**
 * What a strict Content-Security-Policy forbids in markup: inline executable scripts, style
 * attributes and inline event handlers; and new-tab links that could reach back (no noopener).
 */
export function checkStrictCspMarkup(root: HTMLElement): string[] {
  return scanPage(root).cspProblems
}

/** What the checks read of a page's elements, gathered in one walk (a page has thousands of elements). */
function scanPage(root: HTMLElement) {
  const scripts: string[] = []
  const styles: string[] = []
  const handlers: string[] = []
  const newTabs: string[] = []
  const links: string[] = []
  const sources: string[] = []
  const srcsets: string[] = []
  const ids: string[] = []
  const jsonLd: HTMLElement[] = []
  for (const element of elementsOf(root)) {
    const tag = element.tagName
    // Most elements carry only a class: decoding their attributes was most of the walk's time.
    if (tag !== 'SCRIPT' && !CHECKED_ATTRIBUTE.test(element.rawAttrs)) continue
    const attributes = element.attributes
    if (tag === 'SCRIPT') {
      const type = (attributes.type ?? '').toLowerCase()
      if (!attributes.src && !DATA_SCRIPT_TYPES.has(type)) scripts.push(`<script> inline executável (type="${type}"): proibido pela CSP`)
      if (type === 'application/ld+json') jsonLd.push(element)
    }
    if ('style' in attributes) styles.push(`atributo style="" em <${tag.toLowerCase()}>: proibido pela CSP`)
    for (const name of Object.keys(attributes)) if (/^on[a-z]+$/i.test(name)) handlers.push(`atributo ${name} em <${tag.toLowerCase()}>: proibido pela CSP`)
    if (attributes.target === '_blank' && !(attributes.rel ?? '').split(/\s+/).includes('noopener')) newTabs.push(`link com target="_blank" sem rel="noopener": ${attributes.href ?? ''}`)
    if ('id' in attributes) ids.push(attributes.id ?? '')
    if ((tag === 'A' || tag === 'AREA') && 'href' in attributes) links.push(attributes.href ?? '')
    // The canonical is absolute and compared with the route below; a relative alternate (the RSS feed) must exist.
    const linked = (SOURCE_TAGS.has(tag) && 'src' in attributes) || ((tag === 'LINK' || tag === 'USE') && 'href' in attributes)
    if (linked && !(tag === 'LINK' && attributes.rel === 'canonical')) sources.push(attributes.src ?? attributes.href ?? '')
    if ('srcset' in attributes) for (const candidate of (attributes.srcset ?? '').split(',')) srcsets.push(candidate.trim().split(/\s+/)[0] ?? '')
  }
  const targets = [...links, ...sources, ...srcsets].filter((href) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#'))
  return { cspProblems: [...scripts, ...styles, ...handlers, ...newTabs], ids, targets, jsonLd }
}

const SOURCE_TAGS = new Set(['IMG', 'SCRIPT', 'SOURCE', 'VIDEO'])
/** An attribute the walk reads: without one, an element has nothing to check. */
const CHECKED_ATTRIBUTE = /(^|\s)(id|href|src|srcset|style|target|on[a-z]+)(\s*=|\s|$)/i

/** URL path of a built HTML file (`dist/client/empresas/index.html` -> `/empresas`). */
function htmlFileToPath(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join('/')
  if (relative === 'index.html') return '/'
  return `/${relative.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`
}

/** One title, description, canonical and valid JSON-LD in the head. */
function checkHead(root: HTMLElement, jsonLd: readonly HTMLElement[]): { canonical: string | undefined; shareImage: string | undefined; problems: string[] } {
  const problems: string[] = []
  const head = root.querySelector('head')
  const titles = head?.querySelectorAll('title') ?? []
  const descriptions = head?.querySelectorAll('meta[name="description"]') ?? []
  const canonicals = head?.querySelectorAll('link[rel="canonical"]') ?? []
  if (titles.length !== 1) problems.push(`deve ter exatamente um <title> (tem ${titles.length})`)
  if (descriptions.length !== 1) problems.push(`deve ter exatamente uma meta description (tem ${descriptions.length})`)
  if (canonicals.length !== 1) problems.push(`deve ter exatamente um link canonical (tem ${canonicals.length})`)
  if (jsonLd.length === 0) problems.push('sem dados estruturados (JSON-LD)')
  for (const script of jsonLd) {
    try {
      const value = JSON.parse(script.textContent) as Record<string, unknown>
      if (value['@context'] !== 'https://schema.org') problems.push('JSON-LD sem @context https://schema.org')
    } catch (error) {
      problems.push(`JSON-LD inválido: ${(error as Error).message}`)
    }
  }
  return { canonical: canonicals[0]?.getAttribute('href') ?? undefined, shareImage: head?.querySelector('meta[property="og:image"]')?.getAttribute('content') ?? undefined, problems }
}

/**
 * A copy of a string that does not point into the page it came from. The parser's attribute
 * values are slices of the whole document, so keeping one id kept all of the page's HTML
 * alive: 4000 posts meant every page of the site in memory at once.
 */
function detach(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8')
}

const detachOptional = (text: string | undefined) => (text === undefined ? undefined : detach(text))

function readBuiltPage(file: string, urlPath: string, route: RouteEntry | undefined): BuiltPage {
  const root = parse(fs.readFileSync(file, 'utf8'))
  const scan = scanPage(root)
  const head = urlPath === '/404' ? { canonical: undefined, shareImage: undefined, problems: [] } : checkHead(root, scan.jsonLd)
  const ids = new Set(scan.ids.map(detach))
  const targets = [...new Set(scan.targets)].map(detach)
  return { route, file, ids, targets, canonical: detachOptional(head.canonical), shareImage: detachOptional(head.shareImage), headProblems: head.problems.map(detach), cspProblems: scan.cspProblems.map(detach) }
}

/**
 * Where a page's link was written, for an editor to find it: the post's markdown for a post, the
 * legal document's YAML for its page, else the first data file that has it. A link no source file
 * has (the site's own code) stays on the built page.
 */
function atSource(root: string, urlPath: string, href: string, builtFile: string, message: string): BuildProblem {
  const data = path.join(root, 'data')
  const candidates = [
    ...(urlPath.startsWith(BLOG_POST_PREFIX) ? [path.join(root, 'content/blog', `${urlPath.slice(BLOG_POST_PREFIX.length)}.md`)] : []),
    path.join(data, 'legal', `${urlPath.slice(1)}.yaml`),
    // A link to an anchor of its own page ('#x') is too common a string to look for elsewhere.
    ...(fs.existsSync(data) && !href.startsWith('#') ? listFiles(data, /\.ya?ml$/) : []),
  ]
  const written = new RegExp(`(?<![\\w/#.-])${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w/#-])`)
  for (const candidate of candidates) {
    if (!fs.existsSync(candidate) || !fs.statSync(candidate).isFile()) continue
    const lines = fs.readFileSync(candidate, 'utf8').split('\n')
    const line = lines.findIndex((text) => written.test(text))
    if (line === -1) continue
    const col = (lines[line]?.search(written) ?? 0) + 1
    return { file: `${path.relative(root, candidate).split(path.sep).join('/')}:${line + 1}:${col}`, message: `${message}; na página ${urlPath}` }
  }
  return { file: builtFile, message }
}

/**
 * Checks the prerendered site: one HTML file per route, internal links and anchors that
 * resolve, sitemap and pages agreeing both ways, every indexed page linked from another page, one title, description, canonical and valid
 * JSON-LD per page, and an RSS feed with exactly one item per post.
 */
export function checkBuiltSite(options: { clientDir: string; routes: readonly RouteEntry[]; siteUrl: string; forbidSecrets?: boolean; sourceRoot?: string }): BuildProblem[] {
  const sourceRoot = options.sourceRoot ?? process.cwd()
  const { clientDir, routes, siteUrl } = options
  // site.yaml's url may end with a slash (https://www.nuvox.com.br/): the pages' addresses do not repeat it.
  const origin = siteUrl.replace(/\/+$/, '')
  const problems: BuildProblem[] = []
  const rel = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')

  for (const route of routes) {
    const file = routeHtmlFile(clientDir, route.path)
    if (!fs.existsSync(file)) problems.push({ file: rel(file), message: `a rota ${route.path} não foi pré-renderizada` })
  }
  if (!fs.existsSync(path.join(clientDir, '404.html'))) problems.push({ file: rel(path.join(clientDir, '404.html')), message: 'a página 404 não foi gerada' })

  const routeByPath = new Map(routes.map((route) => [route.path, route]))
  const pages = new Map<string, BuiltPage>()
  for (const file of listHtmlFiles(clientDir)) {
    const urlPath = htmlFileToPath(clientDir, file)
    pages.set(urlPath, readBuiltPage(file, urlPath, routeByPath.get(urlPath)))
    if (urlPath !== '/404' && !routeByPath.has(urlPath)) problems.push({ file: rel(file), message: `página gerada que não está na lista de rotas: ${urlPath}` })
  }

  // Every page links the same menus and assets: each target is looked up once.
  const found = new Map<string, boolean>()
  const fileExists = (urlPath: string) => {
    let exists = found.get(urlPath)
    if (exists === undefined) {
      const clean = decodeURIComponent(urlPath.split('?')[0] ?? '')
      const direct = path.join(clientDir, clean)
      exists = (fs.existsSync(direct) && fs.statSync(direct).isFile()) || pages.has(clean.replace(/\/$/, '') || '/')
      found.set(urlPath, exists)
    }
    return exists
  }

  // An icon (`<use href="/assets/static/sprite.x.svg#id">`) must name a symbol of its sprite.
  const svgIds = new Map<string, Set<string>>()
  const idsOfSvg = (urlPath: string) => {
    let ids = svgIds.get(urlPath)
    if (!ids) {
      const text = fs.readFileSync(path.join(clientDir, decodeURIComponent(urlPath)), 'utf8')
      ids = new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1] ?? ''))
      svgIds.set(urlPath, ids)
    }
    return ids
  }

  // The pages some other page links to: a page only the sitemap reaches is lost to visitors.
  const linkedFromElsewhere = new Set<string>()
  for (const [urlPath, page] of pages) {
    const file = rel(page.file)
    for (const href of page.targets) {
      const [target = '', hash] = href.split('#') as [string, string | undefined]
      const targetPath = target === '' ? urlPath : target
      const targetPage = target.split('?')[0]?.replace(/\/$/, '') || '/'
      if (target !== '' && targetPage !== urlPath) linkedFromElsewhere.add(targetPage)
      if (target !== '' && !fileExists(target)) {
        problems.push(atSource(sourceRoot, urlPath, href, file, `link interno quebrado: ${href}`))
        continue
      }
      if (hash) {
        const targetPage = pages.get(targetPath.replace(/\/$/, '') || '/')
        const ids = targetPage?.ids ?? (targetPath.endsWith('.svg') ? idsOfSvg(targetPath) : undefined)
        if (ids && !ids.has(decodeURIComponent(hash))) problems.push(atSource(sourceRoot, urlPath, href, file, `âncora inexistente: ${href} (não há id="${hash}" em ${targetPath})`))
      }
    }
    for (const message of [...page.cspProblems, ...page.headProblems]) problems.push({ file, message })
    // The image a share previews: on this site, and there.
    if (page.shareImage?.startsWith(`${origin}/`) && !fileExists(page.shareImage.slice(origin.length))) problems.push({ file, message: `og:image aponta para um arquivo que não existe: ${page.shareImage}` })
    const route = page.route
    if (route && page.canonical && page.canonical !== absoluteUrl(siteUrl, route.canonical)) {
      problems.push({ file, message: `canonical ${page.canonical} deveria ser ${absoluteUrl(siteUrl, route.canonical)}` })
    }
  }

  if (options.forbidSecrets) {
    for (const file of listFiles(clientDir, /\.m?js$/)) {
      const text = fs.readFileSync(file, 'utf8')
      if (SECRET_PATTERN.test(text)) problems.push({ file: rel(file), message: 'parece conter um token secreto (Bearer seguido de um valor) num build sem variáveis de ambiente' })
    }
  }

  const sitemapFile = path.join(clientDir, 'sitemap.xml')
  if (!fs.existsSync(sitemapFile)) {
    problems.push({ file: rel(sitemapFile), message: 'sitemap.xml não foi gerado' })
  } else {
    const sitemapUrls = new Set([...fs.readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''))
    for (const url of sitemapUrls) {
      const urlPath = url.replace(origin, '') || '/'
      if (!pages.has(urlPath)) problems.push({ file: rel(sitemapFile), message: `o sitemap lista ${url}, que não foi gerado` })
    }
    for (const [urlPath, page] of pages) {
      if (urlPath === '/404') continue
      const own = absoluteUrl(siteUrl, urlPath)
      if (page.canonical === own && !sitemapUrls.has(own)) problems.push({ file: rel(page.file), message: `página canônica fora do sitemap: ${own}` })
      if (page.canonical !== own && sitemapUrls.has(own)) problems.push({ file: rel(sitemapFile), message: `endereço alternativo no sitemap: ${own}` })
      if (page.canonical === own && urlPath !== '/' && !linkedFromElsewhere.has(urlPath)) problems.push({ file: rel(page.file), message: `nenhuma outra página do site tem link para ${urlPath}: só o sitemap chega a ela` })
    }
  }

  problems.push(...checkRssFeed({ clientDir, routes, siteUrl }).map((problem) => ({ ...problem, file: rel(problem.file) })))
  return problems
}
