import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { deferHydration, deferPageHydration } from '../../../lib/build/deferHydration.ts'
import { measureInitialAssets } from '../../../lib/build/measureInitialAssets.ts'

const VIKE_PAGE = `<!DOCTYPE html><html><head><link rel="stylesheet" type="text/css" href="/assets/static/style.css"></head><body><div id="root"><h1>Olá</h1></div><script id="vike_pageContext" type="application/json">{}</script><script src="/assets/entries/entry-client-routing.abc.js" type="module" async></script><link rel="modulepreload" href="/assets/entries/pages_index.def.js" as="script" type="text/javascript"><link rel="modulepreload" href="/assets/chunks/chunk-1.js" as="script" type="text/javascript"></body></html>`

describe('deferPageHydration', () => {
  it('replaces the entry module and its modulepreloads with one deferred loader carrying them', () => {
    const html = deferPageHydration(VIKE_PAGE, '/assets/hydrate-after-paint.x.js')
    expect(html).not.toContain('rel="modulepreload"')
    expect(html).not.toContain('type="module"')
    expect(html).toContain('<script src="/assets/hydrate-after-paint.x.js" data-entry="/assets/entries/entry-client-routing.abc.js" data-modulepreload="/assets/entries/pages_index.def.js /assets/chunks/chunk-1.js" defer></script>')
    expect(html).toContain('<h1>Olá</h1>')
    expect(html).toContain('id="vike_pageContext"')
  })

  it('leaves a page without an entry script alone', () => {
    const html = '<html><body><p>sem JS</p></body></html>'
    expect(deferPageHydration(html, '/x.js')).toBe(html)
  })
})

describe('deferHydration over a build', () => {
  it('writes the hashed loader, rewrites every page, and the initial-asset measure still counts the deferred scripts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defer-'))
    fs.mkdirSync(path.join(dir, 'assets/entries'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'assets/chunks'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'assets/static'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'blog'))
    for (const file of ['assets/entries/entry-client-routing.abc.js', 'assets/entries/pages_index.def.js', 'assets/chunks/chunk-1.js']) fs.writeFileSync(path.join(dir, file), `export const x = ${JSON.stringify(file)}`)
    fs.writeFileSync(path.join(dir, 'assets/static/style.css'), 'h1{color:red}')
    fs.writeFileSync(path.join(dir, 'index.html'), VIKE_PAGE)
    fs.writeFileSync(path.join(dir, 'blog/index.html'), VIKE_PAGE)
    expect(deferHydration(dir)).toBe(2)
    const loader = fs.readdirSync(path.join(dir, 'assets')).find((name) => /^hydrate-after-paint\.[\w-]{8}\.js$/.test(name))
    expect(loader).toBeDefined()
    const assets = measureInitialAssets(dir, path.join(dir, 'blog/index.html'))
    expect(assets.scripts.sort()).toEqual([`/assets/${loader}`, '/assets/chunks/chunk-1.js', '/assets/entries/entry-client-routing.abc.js', '/assets/entries/pages_index.def.js'].sort())
    fs.rmSync(dir, { recursive: true, force: true })
  })
})
