import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { listFiles } from './listFiles.ts'

const LOADER_SOURCE = path.join(import.meta.dirname, 'client', 'hydrateAfterPaint.js')
const ENTRY_SCRIPT = /<script src="(\/assets\/[^"]+\.js)" type="module" async><\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/g

/** The loader's tag: the entry and its chunks ride in data attributes until the first paint. */
export function loaderTag(loaderHref: string, entry: string, preloads: readonly string[]): string {
  return `<script src="${loaderHref}" data-entry="${entry}" data-modulepreload="${preloads.join(' ')}" defer></script>`
}

/** The scripts a rewritten page's loader will request after the first paint: its entry and chunks. */
export function readDeferredScripts(html: string): string[] {
  return [...html.matchAll(/\sdata-(?:entry|modulepreload)="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(' ')).filter(Boolean)
}

/**
 * Rewrites one prerendered page: Vike's entry `<script type="module">` and its
 * `<link rel="modulepreload">` tags become one deferred loader (lib/build/client/hydrateAfterPaint.js)
 * that requests them after the first contentful paint. Returns the page unchanged when it has no entry.
 */
export function deferPageHydration(html: string, loaderHref: string): string {
  const entry = ENTRY_SCRIPT.exec(html)
  if (!entry) return html
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '')
  return html.replace(MODULE_PRELOAD, '').replace(entry[0], loaderTag(loaderHref, entry[1] ?? '', preloads))
}

/** Writes the loader as a hashed (immutable) asset and rewrites every page of the build. Returns the pages rewritten. */
export function deferHydration(clientDir: string): number {
  const source = fs.readFileSync(LOADER_SOURCE)
  const hash = crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8)
  const loaderHref = `/assets/hydrate-after-paint.${hash}.js`
  fs.writeFileSync(path.join(clientDir, loaderHref), source)
  let count = 0
  for (const file of listFiles(clientDir, /\.html$/)) {
    const html = fs.readFileSync(file, 'utf8')
    const rewritten = deferPageHydration(html, loaderHref)
    if (rewritten !== html) {
      fs.writeFileSync(file, rewritten)
      count++
    }
  }
  return count
}
