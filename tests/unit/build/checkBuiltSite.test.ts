import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterEach, describe, expect, it } from 'vitest'
import { checkBuiltSite } from '../../../lib/build/checkBuiltSite.ts'
import type { RouteEntry } from '../../../lib/routes/buildRouteList.ts'
import { buildRssFeed } from '../../../lib/seo/buildRssFeed.ts'

const SITE = 'https://www.exemplo.com.br'
const dirs: string[] = []
afterEach(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop() ?? '', { recursive: true, force: true })
})

function route(routePath: string, canonical = routePath): RouteEntry {
  return {
    path: routePath,
    canonical,
    pageId: routePath,
    kind: 'page',
    title: 't',
    description: 'd',
    h1: 'h',
    keywords: [],
    lastmod: '2025-01-01',
  }
}

function page(routePath: string, body: string, canonical = routePath): string {
  return `<!DOCTYPE html><html lang="pt-BR"><head><title>T</title><meta name="description" content="D"><link rel="canonical" href="${SITE}${canonical}"><script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage"}</script></head><body>${body}</body></html>`
}

const ROUTES = [route('/'), route('/sobre'), route('/inicio', '/')]

/** A tiny built site: /, /sobre (with #equipe), /inicio as an alias of /, a 404, a sitemap and an (empty) RSS feed. */
function makeSite(overrides: Record<string, string | Buffer | null> = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-build-'))
  dirs.push(dir)
  const files: Record<string, string | Buffer | null> = {
    'index.html': page(
      '/',
      '<a href="/sobre#equipe">Equipe</a><a href="#topo">Topo</a><div id="topo"></div><img src="/logo.svg" alt=""><svg><use href="/icons.svg#fone"></use></svg>',
    ),
    'sobre/index.html': page('/sobre', '<h2 id="equipe">Equipe</h2><a href="/">Início</a>'),
    'inicio/index.html': page('/inicio', '<a href="/sobre">Sobre</a>', '/'),
    '404.html': '<html><head><title>404</title></head><body><a href="/">Início</a></body></html>',
    'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    'icons.svg':
      '<svg xmlns="http://www.w3.org/2000/svg"><symbol id="fone" viewBox="0 0 24 24"><path d="M0 0"/></symbol></svg>',
    'sitemap.xml': `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/sobre</loc></url></urlset>`,
    'blog/rss.xml': buildRssFeed(SITE, { title: 'Blog', description: 'Artigos', path: '/', language: 'pt-BR' }, ROUTES),
    ...overrides,
  }
  // Each page's data for client-side navigation, as Vike writes it beside the page.
  for (const file of Object.keys(files).filter((name) => name.endsWith('index.html'))) {
    const data = file.replace(/\.html$/, '.pageContext.json')
    if (!(data in files)) files[data] = '{}'
  }
  for (const [file, text] of Object.entries(files)) {
    if (text === null) continue
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

/** A PNG of this size, as the build's preview cards are. */
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#071f3d' } })
    .png()
    .toBuffer()
const CARD = await png(1200, 630)
const SMALL_CARD = await png(600, 315)

/** A page of the fixture that is shared with this image. */
const sharedPage = (routePath: string, image: string, canonical = routePath) =>
  page(routePath, routePath === '/sobre' ? '<h2 id="equipe"></h2>' : '<a href="/sobre">Sobre</a>', canonical).replace(
    '<title>T</title>',
    `<title>T</title><meta property="og:image" content="${SITE}${image}">`,
  )

// No data/ or content/ beside these pages: each problem stays on its built file.
const messages = (clientDir: string, routes = ROUTES) =>
  checkBuiltSite({ clientDir, routes, siteUrl: SITE, sourceRoot: clientDir }).map((p) => p.message)

describe('checkBuiltSite', () => {
  it('accepts a consistent site', () => {
    expect(messages(makeSite())).toEqual([])
  })

  it('fails on a page without its data for client-side navigation: each link there would reload the site', () => {
    expect(messages(makeSite({ 'sobre/index.pageContext.json': null }))).toEqual([
      'a rota /sobre não tem os dados da navegação pelo site',
    ])
  })

  it("points a broken link or anchor at the line an editor wrote it on: the post's markdown, the legal document's YAML, else the data file that has it", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-sources-'))
    dirs.push(root)
    const write = (file: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    }
    write(
      'content/blog/novo.md',
      '---\ntitle: x\n---\n\nVeja [os planos](/sobre#precos) e [a equipe](/sobre#equipe).\n',
    )
    write('data/legal/termos.yaml', 'secoes:\n  - conteudo: |\n      Leia [a política](/politica).\n')
    write('data/home.yaml', 'botao:\n  caminho: /sobre#diretoria\n')
    const routes = [...ROUTES, route('/blog/novo'), route('/termos')]
    const clientDir = makeSite({
      'blog/novo/index.html': page('/blog/novo', '<a href="/sobre#precos">x</a><a href="/sobre#equipe">y</a>'),
      'termos/index.html': page('/termos', '<a href="/politica">x</a>'),
      'index.html': page(
        '/',
        '<a href="/sobre#diretoria">x</a><a href="/blog/novo">b</a><a href="/termos">t</a><a href="/sobre#fora">f</a>',
      ),
      'sitemap.xml': `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/sobre</loc></url><url><loc>${SITE}/blog/novo</loc></url><url><loc>${SITE}/termos</loc></url></urlset>`,
      'blog/rss.xml': null,
    })
    const problems = checkBuiltSite({ clientDir, routes, siteUrl: SITE, sourceRoot: root }).filter(
      (p) => !p.message.includes('RSS') && !p.message.includes('rss'),
    )
    expect(problems.map((p) => `${p.file}  ${p.message}`)).toEqual([
      'content/blog/novo.md:5:18  âncora inexistente: /sobre#precos (não há id="precos" em /sobre); na página /blog/novo',
      'data/home.yaml:2:12  âncora inexistente: /sobre#diretoria (não há id="diretoria" em /sobre); na página /',
      // Written nowhere an editor edits: the built page it is on.
      `${path.relative(process.cwd(), path.join(clientDir, 'index.html')).split(path.sep).join('/')}  âncora inexistente: /sobre#fora (não há id="fora" em /sobre)`,
      'data/legal/termos.yaml:3:25  link interno quebrado: /politica; na página /termos',
    ])
  })

  it.each([
    ['a route that did not prerender', { 'sobre/index.html': null }, 'a rota /sobre não foi pré-renderizada'],
    [
      'a broken internal link',
      { 'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2><a href="/contato">x</a>') },
      'link interno quebrado: /contato',
    ],
    [
      'a missing anchor on another page',
      { 'index.html': page('/', '<a href="/sobre#diretoria">x</a>') },
      'âncora inexistente: /sobre#diretoria (não há id="diretoria" em /sobre)',
    ],
    [
      'a missing anchor on the same page',
      { 'index.html': page('/', '<a href="#nada">x</a>') },
      'âncora inexistente: #nada (não há id="nada" em /)',
    ],
    ['a missing icon sprite', { 'icons.svg': null }, 'link interno quebrado: /icons.svg#fone'],
    [
      'an icon missing from its sprite',
      { 'index.html': page('/', '<div id="topo"></div><svg><use href="/icons.svg#nada"></use></svg>') },
      'âncora inexistente: /icons.svg#nada (não há id="nada" em /icons.svg)',
    ],
    [
      'a missing asset',
      { 'index.html': page('/', '<img src="/foto.webp" alt="">') },
      'link interno quebrado: /foto.webp',
    ],
    // React writes the attribute as srcSet: the check reads attribute names as browsers do, in any case.
    [
      'a missing responsive copy',
      {
        'index.html': page(
          '/',
          '<div id="topo"></div><picture><source srcSet="/foto-600.webp 600w, /logo.svg 1200w"><img src="/logo.svg" alt=""></picture>',
        ),
      },
      'link interno quebrado: /foto-600.webp',
    ],
    // Attribute values are read as browsers read them, entities decoded.
    [
      'a broken link written with an entity',
      {
        'index.html': page(
          '/',
          '<div id="topo"></div><a href="/busca?a=1&amp;b=2#resultados">x</a><a href="/sobre#equipe&#x73;">y</a>',
        ),
      },
      'âncora inexistente: /sobre#equipes (não há id="equipes" em /sobre)',
    ],
    [
      'a style attribute written in capitals',
      { 'index.html': page('/', '<div id="topo" STYLE="color:red"></div>') },
      'atributo style="" em <div>: proibido pela CSP',
    ],
    [
      'a page missing from the sitemap',
      { 'sitemap.xml': `<urlset><url><loc>${SITE}/</loc></url></urlset>` },
      `página canônica fora do sitemap: ${SITE}/sobre`,
    ],
    [
      'an alias in the sitemap',
      {
        'sitemap.xml': `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/sobre</loc></url><url><loc>${SITE}/inicio</loc></url></urlset>`,
      },
      `endereço alternativo no sitemap: ${SITE}/inicio`,
    ],
    [
      'a sitemap URL that was not built',
      {
        'sitemap.xml': `<urlset><url><loc>${SITE}/</loc></url><url><loc>${SITE}/sobre</loc></url><url><loc>${SITE}/velho</loc></url></urlset>`,
      },
      `o sitemap lista ${SITE}/velho, que não foi gerado`,
    ],
    [
      'two titles',
      {
        'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2>').replace(
          '<title>T</title>',
          '<title>T</title><title>U</title>',
        ),
      },
      'deve ter exatamente um <title> (tem 2)',
    ],
    [
      'no description',
      {
        'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2>').replace(
          '<meta name="description" content="D">',
          '',
        ),
      },
      'deve ter exatamente uma meta description (tem 0)',
    ],
    [
      'a wrong canonical',
      { 'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2>', '/outra') },
      `canonical ${SITE}/outra deveria ser ${SITE}/sobre`,
    ],
    [
      'a sharing image that is not there',
      {
        'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2>').replace(
          '<title>T</title>',
          `<title>T</title><meta property="og:image" content="${SITE}/imagens/capa.jpg">`,
        ),
      },
      `og:image aponta para um arquivo que não existe: ${SITE}/imagens/capa.jpg`,
    ],
    [
      'a preview card that is not 1200×630',
      { 'sobre/index.html': sharedPage('/sobre', '/og/sobre.1a2b.png'), 'og/sobre.1a2b.png': SMALL_CARD },
      `og:image ${SITE}/og/sobre.1a2b.png tem 600×315 pixels, não 1200×630`,
    ],
    [
      'two pages shared with one image',
      {
        'index.html': sharedPage('/', '/og/sobre.1a2b.png'),
        'sobre/index.html': sharedPage('/sobre', '/og/sobre.1a2b.png'),
        'og/sobre.1a2b.png': CARD,
      },
      `og:image ${SITE}/og/sobre.1a2b.png é a mesma de /`,
    ],
    [
      'invalid JSON-LD',
      { 'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2>').replace('{"@context"', '{@context') },
      'JSON-LD inválido',
    ],
    [
      'a page that is not a route',
      { 'extra/index.html': page('/extra', '') },
      'página gerada que não está na lista de rotas: /extra',
    ],
    [
      'a page only the sitemap reaches (its link to itself does not count)',
      {
        'index.html': page('/', '<div id="topo"></div>'),
        'inicio/index.html': page('/inicio', '', '/'),
        'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2><a href="/sobre">Sobre</a>'),
      },
      'nenhuma outra página do site tem link para /sobre: só o sitemap chega a ela',
    ],
    // Vike's entry left as it wrote it: its markup changed and lib/build/deferHydration.ts missed it.
    [
      'a page that loads its scripts before its first paint',
      {
        'index.html': page('/', '<div id="topo"></div>').replace(
          '</body>',
          '<script type="module" async src="/logo.svg"></script><link rel="modulepreload" href="/logo.svg"></body>',
        ),
      },
      '<script> /logo.svg carrega antes da primeira pintura',
    ],
    ['a missing RSS feed', { 'blog/rss.xml': null }, 'o feed RSS /blog/rss.xml não foi gerado'],
    [
      'a head link to a feed that does not exist',
      {
        'index.html': page('/', '<div id="topo"></div>').replace(
          '</head>',
          '<link rel="alternate" type="application/rss+xml" href="/feed.xml"></head>',
        ),
      },
      'link interno quebrado: /feed.xml',
    ],
  ])('reports %s', (_name, overrides, expected) => {
    expect(messages(makeSite(overrides)).some((message) => message.startsWith(expected))).toBe(true)
  })

  it('accepts a preview card of 1200×630 per page, shared by its alias', () => {
    const clientDir = makeSite({
      'index.html': sharedPage('/', '/og/inicio.3c4d.png'),
      'inicio/index.html': sharedPage('/inicio', '/og/inicio.3c4d.png', '/'),
      'sobre/index.html': sharedPage('/sobre', '/og/sobre.1a2b.png'),
      'og/inicio.3c4d.png': CARD,
      'og/sobre.1a2b.png': CARD,
    })
    expect(messages(clientDir)).toEqual([])
  })

  // site.yaml accepts its url with a final slash, and the pages' addresses do not repeat it.
  it('checks the sharing image when the site address ends with a slash', () => {
    const clientDir = makeSite({
      'sobre/index.html': page('/sobre', '<h2 id="equipe"></h2>').replace(
        '<title>T</title>',
        `<title>T</title><meta property="og:image" content="${SITE}/imagens/capa.jpg">`,
      ),
    })
    const problems = checkBuiltSite({ clientDir, routes: ROUTES, siteUrl: `${SITE}/`, sourceRoot: clientDir }).map(
      (p) => p.message,
    )
    expect(problems.filter((message) => message.startsWith('og:image'))).toEqual([
      `og:image aponta para um arquivo que não existe: ${SITE}/imagens/capa.jpg`,
    ])
  })
})
