// Vike offers no public way to defer its entry: vikejs/vike#2530 (a stable injectFilter vike-react passes on) would.
// The build's check fails on any page whose entry this rewrite missed (lib/build/checkBuiltSite.ts).
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const LOADER_SOURCE = path.join(import.meta.dirname, 'client', 'hydrateAfterPaint.js')
const ENTRY_SCRIPT = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g
// Static imports in a minified chunk: `import{a}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
const STATIC_IMPORT = /(?:\bfrom|\bimport)\s*"(\.{1,2}\/[^"]+\.js)"/g

/** The page's scripts as the loader receives them. */
export interface DeferredScripts {
  /** Vike's client entry: evaluating it starts the router and hydration. */
  entry: string
  /** Every chunk the page needs, fetched (not run) as soon as the loader starts. */
  preloads: readonly string[]
  /**
   * The chunks that do not import the entry, dependencies first (React, the style maps...).
   * The loader evaluates them one task each before the entry, so no single task evaluates the whole graph.
   */
  evaluate: readonly string[]
}

/** The loader's tag: the entry and its chunks ride in data attributes until the first paint. */
function loaderTag(loaderHref: string, scripts: DeferredScripts): string {
  return `<script src="${loaderHref}" data-entry="${scripts.entry}" data-modulepreload="${scripts.preloads.join(' ')}" data-evaluate="${scripts.evaluate.join(' ')}" defer></script>`
}

/** The scripts a rewritten page's loader will request after the first paint: its entry and chunks. */
export function readDeferredScripts(html: string): string[] {
  return [
    ...new Set(
      [...html.matchAll(/\sdata-(?:entry|modulepreload)="([^"]*)"/g)]
        .flatMap((match) => (match[1] ?? '').split(' '))
        .filter(Boolean),
    ),
  ]
}

/** Static imports of each built script (site paths); undefined for a script that could not be read. */
export type ImportGraph = (href: string) => readonly string[] | undefined

export function readImportGraph(clientDir: string): ImportGraph {
  const cache = new Map<string, string[] | undefined>()
  return (href) => {
    if (!cache.has(href)) {
      const file = path.join(clientDir, href)
      const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined
      cache.set(
        href,
        source === undefined
          ? undefined
          : [...source.matchAll(STATIC_IMPORT)].map((match) =>
              path.posix.join(path.posix.dirname(href), match[1] ?? ''),
            ),
      )
    }
    return cache.get(href)
  }
}

/**
 * The preloads that can run before the entry, dependencies first: those that do not reach it
 * through their imports. A script whose imports are unknown is left to the entry.
 */
export function evaluationOrder(entry: string, preloads: readonly string[], imports: ImportGraph): string[] {
  // Every script the preloads reach, with who imports it.
  const importers = new Map<string, string[]>()
  const blocked = new Set([entry])
  const pending = [...preloads]
  const seen = new Set(pending)
  while (pending.length > 0) {
    const href = pending.pop() ?? ''
    const deps = imports(href)
    if (!deps) blocked.add(href)
    for (const dep of deps ?? []) {
      importers.set(dep, [...(importers.get(dep) ?? []), href])
      if (!seen.has(dep)) {
        seen.add(dep)
        pending.push(dep)
      }
    }
  }
  // Whatever imports the entry (or an unknown script), directly or not, waits for the entry.
  const waiting = [...blocked]
  while (waiting.length > 0) {
    for (const importer of importers.get(waiting.pop() ?? '') ?? []) {
      if (!blocked.has(importer)) {
        blocked.add(importer)
        waiting.push(importer)
      }
    }
  }
  // Dependencies first (module evaluation order); the trail stops at an import cycle.
  const order: string[] = []
  const visit = (href: string, trail: ReadonlySet<string>) => {
    if (order.includes(href) || blocked.has(href) || trail.has(href)) return
    for (const dep of imports(href) ?? []) visit(dep, new Set([...trail, href]))
    order.push(href)
  }
  for (const href of preloads) visit(href, new Set())
  return order.filter((href) => preloads.includes(href))
}

/**
 * Rewrites one prerendered page (docs/decisions/client-runtime.md: LCP): Vike's entry `<script type="module">` and its
 * `<link rel="modulepreload">` tags become one deferred loader (lib/build/client/hydrateAfterPaint.js)
 * that requests them after the first contentful paint. Returns the page unchanged when it has no entry.
 */
export function deferPageHydration(html: string, loaderHref: string, imports: ImportGraph): string {
  const match = ENTRY_SCRIPT.exec(html)
  if (!match) return html
  const entry = match[1] ?? ''
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((preload) => preload[1] ?? '')
  const scripts = { entry, preloads, evaluate: evaluationOrder(entry, preloads, imports) }
  return html.replace(MODULE_PRELOAD, '').replace(match[0], loaderTag(loaderHref, scripts))
}

/** Writes the loader as a hashed (immutable) asset; returns the rewrite of one page of this build (lib/build/finishPages.ts). */
export function hydrationDeferrer(clientDir: string): (html: string) => string {
  const source = fs.readFileSync(LOADER_SOURCE)
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8)
  const loaderHref = `/assets/hydrate-after-paint.${hash}.js`
  fs.writeFileSync(path.join(clientDir, loaderHref), source)
  const imports = readImportGraph(clientDir)
  return (html) => deferPageHydration(html, loaderHref, imports)
}
