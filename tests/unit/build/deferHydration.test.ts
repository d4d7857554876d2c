import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  deferPageHydration,
  evaluationOrder,
  readImportGraph,
  type ImportGraph,
} from '../../../lib/build/deferHydration.ts'
import { finishPages } from '../../../lib/build/finishPages.ts'
import { measureInitialAssets } from '../../../lib/build/measureInitialAssets.ts'

const VIKE_PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/style.css"></head><body><div id="root"><h1>Olá</h1></div><script id="vike_pageContext" type="application/json">{}</script><script src="/assets/entries/entry-client-routing.abc.js" type="module" async></script><link rel="modulepreload" href="/assets/entries/pages_index.def.js" as="script" type="text/javascript"><link rel="modulepreload" href="/assets/chunks/chunk-1.js" as="script" type="text/javascript"></body></html>`

const graph =
  (edges: Record<string, string[]>): ImportGraph =>
  (href) =>
    edges[href]

describe('deferPageHydration', () => {
  it('replaces the entry module and its modulepreloads with one deferred loader carrying them', () => {
    const imports = graph({
      '/assets/entries/entry-client-routing.abc.js': [],
      '/assets/entries/pages_index.def.js': [
        '/assets/entries/entry-client-routing.abc.js',
        '/assets/chunks/chunk-1.js',
      ],
      '/assets/chunks/chunk-1.js': [],
    })
    const html = deferPageHydration(VIKE_PAGE, '/assets/hydrate-after-paint.x.js', imports)
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain(
      '<script src="/assets/hydrate-after-paint.x.js" data-entry="/assets/entries/entry-client-routing.abc.js" data-modulepreload="/assets/entries/pages_index.def.js /assets/chunks/chunk-1.js" data-evaluate="/assets/chunks/chunk-1.js" defer></script></body>',
    )
    expect(html).toContain('<h1>Olá</h1>')
    expect(html).toContain('id="vike_pageContext"')
  })

  it('leaves a page without an entry script alone', () => {
    const html = '<html><body><p>sem JS</p></body></html>'
    expect(deferPageHydration(html, '/x.js', graph({}))).toBe(html)
  })
})

describe('evaluationOrder', () => {
  const entry = '/e.js'

  it('runs the chunks that do not reach the entry first, each after its imports', () => {
    const imports = graph({
      '/e.js': ['/vike.js'],
      '/vike.js': ['/react.js', '/rt.js'],
      '/react.js': ['/rt.js'],
      '/rt.js': [],
      '/page.js': ['/e.js', '/css.js'],
      '/css.js': [],
    })
    expect(evaluationOrder(entry, ['/page.js', '/vike.js', '/css.js', '/react.js', '/rt.js'], imports)).toEqual([
      '/rt.js',
      '/react.js',
      '/vike.js',
      '/css.js',
    ])
  })

  it('keeps back a chunk that reaches the entry through a cycle or an unreadable script', () => {
    const imports = graph({
      '/e.js': [],
      '/a.js': ['/b.js'],
      '/b.js': ['/a.js', '/c.js'],
      '/c.js': ['/e.js'],
      '/d.js': ['/missing.js'],
      '/f.js': ['/g.js'],
      '/g.js': ['/f.js'],
    })
    expect(evaluationOrder(entry, ['/a.js', '/b.js', '/d.js', '/f.js', '/g.js'], imports)).toEqual(['/g.js', '/f.js'])
  })
})

describe('readImportGraph', () => {
  it('reads the static imports of built chunks, not their dynamic imports', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'graph-'))
    fs.mkdirSync(path.join(dir, 'assets/entries'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'assets/chunks'), { recursive: true })
    fs.writeFileSync(
      path.join(dir, 'assets/entries/pages_index.js'),
      'import{a as e}from"../chunks/chunk-1.js";import"../chunks/chunk-2.js";const m=()=>import("../chunks/lazy.js");',
    )
    const imports = readImportGraph(dir)
    expect(imports('/assets/entries/pages_index.js')).toEqual([
      '/assets/chunks/chunk-1.js',
      '/assets/chunks/chunk-2.js',
    ])
    expect(imports('/assets/chunks/none.js')).toBeUndefined()
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('finishPages over a build', () => {
  it('writes the hashed loader, rewrites every page, and the initial-asset measure still counts the deferred scripts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defer-'))
    fs.mkdirSync(path.join(dir, 'assets/entries'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'assets/chunks'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'assets/static'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'blog'))
    for (const file of [
      'assets/entries/entry-client-routing.abc.js',
      'assets/entries/pages_index.def.js',
      'assets/chunks/chunk-1.js',
    ])
      fs.writeFileSync(path.join(dir, file), `export const x = ${JSON.stringify(file)}`)
    fs.writeFileSync(path.join(dir, 'assets/static/style.css'), 'h1{color:red}')
    fs.writeFileSync(path.join(dir, 'index.html'), VIKE_PAGE)
    fs.writeFileSync(path.join(dir, 'blog/index.html'), VIKE_PAGE)
    expect(finishPages(dir)).toEqual({ deferred: 2, heads: 0 })
    const loader = fs
      .readdirSync(path.join(dir, 'assets'))
      .find((name) => /^hydrate-after-paint\.[\w-]{8}\.js$/.test(name))
    expect(loader).toBeDefined()
    const assets = measureInitialAssets(dir, path.join(dir, 'blog/index.html'))
    expect(assets.scripts.sort()).toEqual(
      [
        `/assets/${loader}`,
        '/assets/chunks/chunk-1.js',
        '/assets/entries/entry-client-routing.abc.js',
        '/assets/entries/pages_index.def.js',
      ].sort(),
    )
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
