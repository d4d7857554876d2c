import fs from 'node:fs'
import path from 'node:path'
import { Parser } from 'htmlparser2'
import { imageSize } from 'image-size'
import { SHARE_IMAGE } from '../content/imageSize.ts'
import type { RouteEntry } from '../routes/buildRouteList.ts'
import { ADMIN_PATH, BLOG_POST_PREFIX } from '../routes/routePaths.ts'
import { absoluteUrl } from '../seo/absoluteUrl.ts'
import { SHARE_CARD_DIR } from '../shareCard/shareCardPath.ts'
import { checkRssFeed } from './checkRssFeed.ts'
import { pageContextFileOf, routeHtmlFile } from './routeFile.ts'
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
  /** Scripts the page would load before its first paint: Vike's markup the deferral missed. */
  eagerScripts: string[]
}

const listHtmlFiles = (dir: string) => listFiles(dir, /\.html$/)

/** A bearer credential written into the bundle (a template like `Bearer ${token}` does not match). */
export const SECRET_PATTERN = /Bearer\s+[A-Za-z0-9._~+/-]{16,}=*/

const DATA_SCRIPT_TYPES = new Set(['application/json', 'application/ld+json'])
const SOURCE_TAGS = new Set(['img', 'script', 'source', 'video'])

/** What the checks read of one page, gathered in one pass of the tokenizer (no tree is built). */
interface PageScan {
  /** What a strict CSP forbids, by kind: inline scripts, style attributes, handlers, new tabs. */
  csp: [string[], string[], string[], string[]]
  ids: string[]
  /** Addresses the page links and loads: links, then sources, then srcset candidates. */
  addresses: [string[], string[], string[]]
  /** The text of each `application/ld+json` script. */
  jsonLd: string[]
  /** In the head: how many of each, the canonical's and og:image's addresses. */
  head: { titles: number; descriptions: number; canonicals: (string | undefined)[]; shareImage: string | undefined }
  eagerScripts: string[]
}

/**
 * What a strict Content-Security-Policy forbids in markup: inline executable scripts, style
 * attributes and inline event handlers; and new-tab links without `noopener noreferrer`.
 */
export function checkStrictCspMarkup(html: string): string[] {
  return scanPage(html).csp.flat()
}

/** Reads one element's attributes into the scan: what a strict CSP forbids, ids, links and sources. */
function scanElement(scan: PageScan, tag: string, attributes: Record<string, string>): void {
  const [scripts, styles, handlers, newTabs] = scan.csp
  const [links, sources, srcsets] = scan.addresses
  const type = (attributes.type ?? '').toLowerCase()
  if (tag === 'script' && !attributes.src && !DATA_SCRIPT_TYPES.has(type))
    scripts.push(`<script> inline executável (type="${type}"): proibido pela CSP`)
  if ('style' in attributes) styles.push(`atributo style="" em <${tag}>: proibido pela CSP`)
  for (const name in attributes)
    if (/^on[a-z]+$/.test(name)) handlers.push(`atributo ${name} em <${tag}>: proibido pela CSP`)
  const rel = (attributes.rel ?? '').split(/\s+/)
  if (attributes.target === '_blank' && !(rel.includes('noopener') && rel.includes('noreferrer')))
    newTabs.push(`link com target="_blank" sem rel="noopener noreferrer": ${attributes.href ?? ''}`)
  if ((tag === 'script' && type === 'module') || (tag === 'link' && attributes.rel === 'modulepreload'))
    scan.eagerScripts.push(
      `<${tag}> ${attributes.src ?? attributes.href ?? ''} carrega antes da primeira pintura: lib/build/deferHydration.ts não reconheceu o HTML do Vike`,
    )
  if ('id' in attributes) scan.ids.push(attributes.id ?? '')
  if ((tag === 'a' || tag === 'area') && 'href' in attributes) links.push(attributes.href ?? '')
  // The canonical is absolute and compared with the route; a relative alternate (the RSS feed) must exist.
  const linked =
    (SOURCE_TAGS.has(tag) && 'src' in attributes) || ((tag === 'link' || tag === 'use') && 'href' in attributes)
  if (linked && !(tag === 'link' && attributes.rel === 'canonical'))
    sources.push(attributes.src ?? attributes.href ?? '')
  if ('srcset' in attributes)
    for (const candidate of (attributes.srcset ?? '').split(',')) srcsets.push(candidate.trim().split(/\s+/)[0] ?? '')
}

/** Counts the head's title, description, canonical and og:image. */
function scanHeadElement(head: PageScan['head'], tag: string, attributes: Record<string, string>): void {
  if (tag === 'title') head.titles++
  else if (tag === 'meta' && attributes.name === 'description') head.descriptions++
  else if (tag === 'meta' && attributes.property === 'og:image') head.shareImage ??= attributes.content
  else if (tag === 'link' && attributes.rel === 'canonical') head.canonicals.push(attributes.href)
}

/** One pass over the page's tags (a page has thousands of elements: no DOM is built). */
function scanPage(html: string): PageScan {
  const scan: PageScan = {
    csp: [[], [], [], []],
    ids: [],
    addresses: [[], [], []],
    jsonLd: [],
    head: { titles: 0, descriptions: 0, canonicals: [], shareImage: undefined },
    eagerScripts: [],
  }
  let headDepth = 0
  let jsonLdText: string | undefined
  const parser = new Parser({
    onopentag(name, attributes) {
      const tag = name.toLowerCase()
      if (tag === 'head') headDepth++
      else if (headDepth > 0) scanHeadElement(scan.head, tag, attributes)
      if (tag === 'script' && (attributes.type ?? '').toLowerCase() === 'application/ld+json') jsonLdText = ''
      scanElement(scan, tag, attributes)
    },
    ontext(text) {
      if (jsonLdText !== undefined) jsonLdText += text
    },
    onclosetag(name) {
      const tag = name.toLowerCase()
      if (tag === 'head') headDepth--
      if (tag === 'script' && jsonLdText !== undefined) {
        scan.jsonLd.push(jsonLdText)
        jsonLdText = undefined
      }
    },
  })
  parser.end(html)
  return scan
}

/** URL path of a built HTML file (`dist/client/empresas/index.html` -> `/empresas`). */
function htmlFileToPath(clientDir: string, file: string): string {
  const relative = path.relative(clientDir, file).split(path.sep).join('/')
  if (relative === 'index.html') return '/'
  return `/${relative.replace(/\/index\.html$/, '').replace(/\.html$/, '')}`
}

/** One title, description, canonical and valid JSON-LD in the head. */
function checkHead(scan: PageScan): string[] {
  const problems: string[] = []
  const { titles, descriptions, canonicals } = scan.head
  if (titles !== 1) problems.push(`deve ter exatamente um <title> (tem ${titles})`)
  if (descriptions !== 1) problems.push(`deve ter exatamente uma meta description (tem ${descriptions})`)
  if (canonicals.length !== 1) problems.push(`deve ter exatamente um link canonical (tem ${canonicals.length})`)
  if (scan.jsonLd.length === 0) problems.push('sem dados estruturados (JSON-LD)')
  for (const text of scan.jsonLd) {
    try {
      const value = JSON.parse(text) as Record<string, unknown>
      if (value['@context'] !== 'https://schema.org') problems.push('JSON-LD sem @context https://schema.org')
    } catch (error) {
      problems.push(`JSON-LD inválido: ${(error as Error).message}`)
    }
  }
  return problems
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

/** A site path or a same-page anchor: what the build can check exists. */
const isInternal = (href: string) => (href.startsWith('/') && !href.startsWith('//')) || href.startsWith('#')

function readBuiltPage(file: string, urlPath: string, route: RouteEntry | undefined): BuiltPage {
  const scan = scanPage(fs.readFileSync(file, 'utf8'))
  const isErrorPage = urlPath === '/404'
  return {
    route,
    file,
    ids: new Set(scan.ids.map(detach)),
    targets: [...new Set(scan.addresses.flat().filter(isInternal))].map(detach),
    canonical: isErrorPage ? undefined : detachOptional(scan.head.canonicals[0]),
    shareImage: isErrorPage ? undefined : detachOptional(scan.head.shareImage),
    headProblems: isErrorPage ? [] : checkHead(scan).map(detach),
    cspProblems: scan.csp.flat().map(detach),
    eagerScripts: scan.eagerScripts.map(detach),
  }
}

/**
 * Where a page's link was written, for an editor to find it: the post's markdown for a post, the
 * legal document's YAML for its page, else the first data file that has it. A link no source file
 * has (the site's own code) stays on the built page.
 */
function atSource(root: string, urlPath: string, href: string, builtFile: string, message: string): BuildProblem {
  const data = path.join(root, 'data')
  const candidates = [
    ...(urlPath.startsWith(BLOG_POST_PREFIX)
      ? [path.join(root, 'content/blog', `${urlPath.slice(BLOG_POST_PREFIX.length)}.md`)]
      : []),
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
    return {
      file: `${path.relative(root, candidate).split(path.sep).join('/')}:${line + 1}:${col}`,
      message: `${message}; na página ${urlPath}`,
    }
  }
  return { file: builtFile, message }
}

/**
 * The image each page is shared with: on this site, it exists; a card the build drew (/og/) has the
 * 1200×630 pixels the page announces; and no two fixed pages share one, or a product, a legal text
 * and the blog would look alike in a chat.
 */
function checkShareImages(
  pages: ReadonlyMap<string, BuiltPage>,
  site: { clientDir: string; origin: string; fileExists: (urlPath: string) => boolean; rel: (file: string) => string },
): BuildProblem[] {
  const problems: BuildProblem[] = []
  // Aliases share their page's card: each is read once.
  const cardSizes = new Map<string, string>()
  const sizeOf = (address: string) => {
    let size = cardSizes.get(address)
    if (size === undefined) {
      const { width, height } = imageSize(fs.readFileSync(path.join(site.clientDir, address)))
      size = `${width}×${height}`
      cardSizes.set(address, size)
    }
    return size
  }
  const expected = `${SHARE_IMAGE.width}×${SHARE_IMAGE.height}`
  const fixedPageByImage = new Map<string, string>()
  for (const [urlPath, page] of pages) {
    const file = site.rel(page.file)
    const image = page.shareImage
    const local = image?.startsWith(`${site.origin}/`) ? image.slice(site.origin.length) : undefined
    if (local && !site.fileExists(local))
      problems.push({ file, message: `og:image aponta para um arquivo que não existe: ${image}` })
    else if (local?.startsWith(SHARE_CARD_DIR) && sizeOf(local) !== expected)
      problems.push({ file, message: `og:image ${image} tem ${sizeOf(local)} pixels, não ${expected}` })
    if (!image || !page.route || page.route.kind === 'post' || page.route.canonical !== urlPath) continue
    const other = fixedPageByImage.get(image)
    if (other) problems.push({ file, message: `og:image ${image} é a mesma de ${other}: cada página tem a sua` })
    else fixedPageByImage.set(image, urlPath)
  }
  return problems
}

/**
 * Checks the prerendered site: one HTML file per route, internal links and anchors that
 * resolve, sitemap and pages agreeing both ways, every indexed page linked from another page, one title, description, canonical and valid
 * JSON-LD per page, and an RSS feed with exactly one item per post.
 */
export function checkBuiltSite(options: {
  clientDir: string
  routes: readonly RouteEntry[]
  siteUrl: string
  forbidSecrets?: boolean
  sourceRoot?: string
}): BuildProblem[] {
  const sourceRoot = options.sourceRoot ?? process.cwd()
  const { clientDir, routes, siteUrl } = options
  // site.yaml's url may end with a slash (https://www.nuvox.com.br/): the pages' addresses do not repeat it.
  const origin = siteUrl.replace(/\/+$/, '')
  const problems: BuildProblem[] = []
  const rel = (file: string) => path.relative(process.cwd(), file).split(path.sep).join('/')

  for (const route of routes) {
    const file = routeHtmlFile(clientDir, route.path)
    const data = pageContextFileOf(file)
    if (!fs.existsSync(file))
      problems.push({ file: rel(file), message: `a rota ${route.path} não foi pré-renderizada` })
    // A link followed inside the site reads it: without it, every visit there would reload the whole site.
    else if (!fs.existsSync(data))
      problems.push({ file: rel(data), message: `a rota ${route.path} não tem os dados da navegação pelo site` })
  }
  if (!fs.existsSync(path.join(clientDir, '404.html')))
    problems.push({ file: rel(path.join(clientDir, '404.html')), message: 'a página 404 não foi gerada' })

  const routeByPath = new Map(routes.map((route) => [route.path, route]))
  const pages = new Map<string, BuiltPage>()
  for (const file of listHtmlFiles(clientDir)) {
    const urlPath = htmlFileToPath(clientDir, file)
    // The editors' /admin is the CMS's page, not one of the site's (tests/e2e/admin.spec.ts checks it).
    if (urlPath === ADMIN_PATH) continue
    pages.set(urlPath, readBuiltPage(file, urlPath, routeByPath.get(urlPath)))
    if (urlPath !== '/404' && !routeByPath.has(urlPath))
      problems.push({ file: rel(file), message: `página gerada que não está na lista de rotas: ${urlPath}` })
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
        if (ids && !ids.has(decodeURIComponent(hash)))
          problems.push(
            atSource(
              sourceRoot,
              urlPath,
              href,
              file,
              `âncora inexistente: ${href} (não há id="${hash}" em ${targetPath})`,
            ),
          )
      }
    }
    for (const message of [...page.cspProblems, ...page.headProblems, ...page.eagerScripts])
      problems.push({ file, message })
    const route = page.route
    if (route && page.canonical && page.canonical !== absoluteUrl(siteUrl, route.canonical)) {
      problems.push({
        file,
        message: `canonical ${page.canonical} deveria ser ${absoluteUrl(siteUrl, route.canonical)}`,
      })
    }
  }

  problems.push(...checkShareImages(pages, { clientDir, origin, fileExists, rel }))

  if (options.forbidSecrets) {
    for (const file of listFiles(clientDir, /\.m?js$/)) {
      const text = fs.readFileSync(file, 'utf8')
      if (SECRET_PATTERN.test(text))
        problems.push({
          file: rel(file),
          message: 'parece conter um token secreto (Bearer seguido de um valor) num build sem variáveis de ambiente',
        })
    }
  }

  const sitemapFile = path.join(clientDir, 'sitemap.xml')
  if (!fs.existsSync(sitemapFile)) {
    problems.push({ file: rel(sitemapFile), message: 'sitemap.xml não foi gerado' })
  } else {
    const sitemapUrls = new Set(
      [...fs.readFileSync(sitemapFile, 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''),
    )
    for (const url of sitemapUrls) {
      const urlPath = url.replace(origin, '') || '/'
      if (!pages.has(urlPath))
        problems.push({ file: rel(sitemapFile), message: `o sitemap lista ${url}, que não foi gerado` })
    }
    for (const [urlPath, page] of pages) {
      if (urlPath === '/404') continue
      const own = absoluteUrl(siteUrl, urlPath)
      if (page.canonical === own && !sitemapUrls.has(own))
        problems.push({ file: rel(page.file), message: `página canônica fora do sitemap: ${own}` })
      if (page.canonical !== own && sitemapUrls.has(own))
        problems.push({ file: rel(sitemapFile), message: `endereço alternativo no sitemap: ${own}` })
      if (page.canonical === own && urlPath !== '/' && !linkedFromElsewhere.has(urlPath))
        problems.push({
          file: rel(page.file),
          message: `nenhuma outra página do site tem link para ${urlPath}: só o sitemap chega a ela`,
        })
    }
  }

  problems.push(
    ...checkRssFeed({ clientDir, routes, siteUrl }).map((problem) => ({ ...problem, file: rel(problem.file) })),
  )
  return problems
}
