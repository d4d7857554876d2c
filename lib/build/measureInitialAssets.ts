import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import { readDeferredScripts } from './deferHydration.ts'

export interface InitialAssets {
  /** Every script a page loads without interaction: <script src>, <link rel="modulepreload"> and the deferred loader's entry and chunks. */
  scripts: string[]
  stylesheets: string[]
  jsGzipBytes: number
  cssGzipBytes: number
  htmlGzipBytes: number
}

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length

/** The JavaScript and CSS a prerendered page asks for before any interaction, in gzip bytes. */
export function measureInitialAssets(clientDir: string, htmlFile: string): InitialAssets {
  const html = fs.readFileSync(htmlFile, 'utf8')
  const attr = (pattern: RegExp) =>
    [...new Set([...html.matchAll(pattern)].map((m) => m[1] ?? ''))].filter((href) => href.startsWith('/'))
  const deferred = readDeferredScripts(html).filter((href) => href.startsWith('/'))
  const scripts = [
    ...new Set([...attr(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="([^"]+)"/g), ...deferred]),
  ]
  const stylesheets = attr(/<link[^>]*rel="stylesheet"[^>]*\shref="([^"]+)"/g)
  const sum = (files: string[]) => files.reduce((total, href) => total + gzipSize(path.join(clientDir, href)), 0)
  return {
    scripts,
    stylesheets,
    jsGzipBytes: sum(scripts),
    cssGzipBytes: sum(stylesheets),
    htmlGzipBytes: zlib.gzipSync(html, { level: 9 }).length,
  }
}

/** The budget: initial JavaScript at most 120 KB gzip on every route. */
export const INITIAL_JS_BUDGET_BYTES = 120 * 1024
