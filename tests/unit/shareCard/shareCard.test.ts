import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import type { Content } from '../../../lib/content/content.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { FONT_SOURCE } from '../../../lib/fonts/fontSubset.ts'
import { buildRouteList, findRoute } from '../../../lib/routes/buildRouteList.ts'
import { buildShareCard, type ShareCard } from '../../../lib/shareCard/buildShareCard.ts'
import { readShareCardDesign } from '../../../lib/shareCard/readShareCardDesign.ts'
import { shareCardPath } from '../../../lib/shareCard/shareCardPath.ts'

const real = loadContent()
const [postWithImage] = real.posts
const [planTemplate] = real.plans.planos
if (!postWithImage?.frontmatter.image || !planTemplate) throw new Error('faltam um post com imagem e um plano')
const plan = (produto: string, nome: string, preco: string) => ({
  ...planTemplate,
  produto,
  nome,
  preco,
  periodo: '/mês',
})

// The shipped data with known prices, a legal text of a known version and a post without an image.
const content: Content = {
  ...real,
  plans: {
    planos: [
      plan('pabx', 'Startup', 'R$ 49,90'),
      plan('pabx', 'Business', 'a partir de R$ 1.089,90'),
      plan('pabx', 'Enterprise', 'Sob consulta'),
      plan('0800', 'Básico', 'Sob consulta'),
      plan('0800', 'Avançado', 'Sob consulta'),
    ],
  },
  legal: {
    ...real.legal,
    'termos-de-uso': { ...real.legal['termos-de-uso']!, versao: '2030.2', atualizadoEm: '2030-01-05' },
  },
  posts: [
    {
      ...postWithImage,
      id: 'sem-imagem',
      frontmatter: {
        ...postWithImage.frontmatter,
        title: 'Como escolher um PABX',
        category: 'PABX',
        publishDate: '2025-10-03',
        image: undefined,
      },
    },
    ...real.posts,
  ],
}
const routes = buildRouteList(content)
const page = (routePath: string) => {
  const route = findRoute(routes, routePath)
  if (!route) throw new Error(`rota ausente: ${routePath}`)
  return route
}
const site = 'www.nuvox.com.br'
const blogLabel = content.audiences.comuns.find((link) => link.caminho === '/blog')?.rotulo

describe('buildShareCard', () => {
  it.each<[string, string, ShareCard | undefined]>([
    [
      'the home page: its title and description, under no section',
      '/',
      { id: 'inicio', texts: { title: page('/').title, detail: page('/').description, site } },
    ],
    [
      "a product page: its section, its plans and their price range ('a partir de' dropped, 'Sob consulta' left out)",
      '/pabx',
      {
        id: 'pabx',
        texts: {
          section: content.footer.solucoes.titulo,
          title: page('/pabx').title,
          detail: 'Startup · Business · Enterprise',
          badge: 'R$ 49,90 – R$ 1.089,90/mês',
          site,
        },
      },
    ],
    [
      'a product page whose plans have no price: their shared text',
      '/0800',
      {
        id: '0800',
        texts: {
          section: content.footer.solucoes.titulo,
          title: page('/0800').title,
          detail: 'Básico · Avançado',
          badge: 'Sob consulta',
          site,
        },
      },
    ],
    [
      'a legal page: its version and date, as the page shows them',
      '/termos-de-uso',
      {
        id: 'termos-de-uso',
        texts: {
          section: content.interface.rodape.institucional,
          title: page('/termos-de-uso').title,
          detail: `${content.interface.legal.versao} 2030.2 · ${content.interface.legal.atualizadoEm} 5 de janeiro de 2030`,
          site,
        },
      },
    ],
    [
      'the blog list: the blog link and the description',
      '/blog',
      {
        id: 'blog',
        texts: { section: blogLabel, title: page('/blog').title, detail: page('/blog').description, site },
      },
    ],
    [
      'a post without an image: its category and date',
      '/blog/sem-imagem',
      {
        id: 'blog-sem-imagem',
        texts: { section: blogLabel, title: 'Como escolher um PABX', detail: 'PABX · 3 de outubro de 2025', site },
      },
    ],
    ['a post with its own image: none, the image is shared', `/blog/${postWithImage.id}`, undefined],
  ])('%s', (_name, routePath, expected) => {
    expect(buildShareCard(page(routePath), content)).toEqual(expected)
  })

  it('gives every canonical route but the posts with an image a card, each with an address of its own', () => {
    const { fingerprint } = readShareCardDesign()
    const canonical = routes.filter((route) => route.canonical === route.path)
    const cards = canonical.flatMap((route) => buildShareCard(route, content) ?? [])
    expect(cards).toHaveLength(canonical.length - real.posts.filter((post) => post.frontmatter.image).length)
    expect(new Set(cards.map((card) => shareCardPath(card, fingerprint))).size).toBe(cards.length)
  })
})

describe('shareCardPath', () => {
  const card: ShareCard = {
    id: 'pabx',
    texts: { section: 'Soluções', title: 'PABX', detail: 'Startup · Business', badge: 'Sob consulta', site },
  }
  const name = shareCardPath(card, 'desenho-1')

  it('names the card /og/{id}.{hash}.png', () => {
    expect(name).toMatch(/^\/og\/pabx\.[0-9a-f]{12}\.png$/)
  })

  it('keeps the name while nothing drawn changes, whatever order the texts were built in', () => {
    const { badge, detail, title, section } = card.texts
    expect(shareCardPath({ id: 'pabx', texts: { site, badge, detail, title, section } }, 'desenho-1')).toBe(name)
  })

  it.each<[string, ShareCard, string]>([
    ['the title', { ...card, texts: { ...card.texts, title: 'PABX Virtual' } }, 'desenho-1'],
    ['the section', { ...card, texts: { ...card.texts, section: 'Produtos' } }, 'desenho-1'],
    ['the detail', { ...card, texts: { ...card.texts, detail: 'Startup' } }, 'desenho-1'],
    ['the badge', { ...card, texts: { ...card.texts, badge: 'R$ 49,90/mês' } }, 'desenho-1'],
    ['the site', { ...card, texts: { ...card.texts, site: 'nuvox.com.br' } }, 'desenho-1'],
    ['the design', card, 'desenho-2'],
  ])('changes the name when %s changes', (_name, changed, fingerprint) => {
    expect(shareCardPath(changed, fingerprint)).not.toBe(name)
  })
})

describe('readShareCardDesign', () => {
  const roots: string[] = []
  afterAll(() => {
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true })
  })
  const DESIGN_FILES = [
    'lib/shareCard/drawShareCard.ts',
    FONT_SOURCE,
    'public/images/logo-nuvox-white.svg',
    'renderer/styles/tokens.css',
    'node_modules/satori/package.json',
    'node_modules/sharp/package.json',
  ]
  /** A root with copies of the files a card is drawn from, one of them edited. */
  const designRoot = (edit?: { file: string; change: (bytes: Buffer) => Buffer }) => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-card-'))
    roots.push(root)
    for (const file of DESIGN_FILES) {
      const bytes = fs.readFileSync(file)
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), edit?.file === file ? edit.change(bytes) : bytes)
    }
    return readShareCardDesign(root).fingerprint
  }
  const appended = (bytes: Buffer) => Buffer.concat([bytes, Buffer.from('\n')])
  const original = designRoot()

  it('is the same for the same files', () => {
    expect(designRoot()).toBe(original)
    expect(readShareCardDesign().fingerprint).toBe(original)
  })

  it.each([
    ['the template', { file: 'lib/shareCard/drawShareCard.ts', change: appended }],
    ['the font', { file: FONT_SOURCE, change: appended }],
    ['the logo', { file: 'public/images/logo-nuvox-white.svg', change: appended }],
    [
      'a brand colour',
      {
        file: 'renderer/styles/tokens.css',
        change: (bytes: Buffer) =>
          Buffer.from(bytes.toString('utf8').replace(/--color-brand-900: #\w+;/, '--color-brand-900: #000000;')),
      },
    ],
    ['the version of satori', { file: 'node_modules/satori/package.json', change: appended }],
  ])('changes with %s', (_name, edit) => {
    expect(designRoot(edit)).not.toBe(original)
  })

  it('ignores the stylesheet beyond the colours it paints with', () => {
    expect(designRoot({ file: 'renderer/styles/tokens.css', change: appended })).toBe(original)
  })

  it('fails loudly when a colour it paints with is no longer a token', () => {
    expect(() =>
      designRoot({
        file: 'renderer/styles/tokens.css',
        change: (bytes) => Buffer.from(bytes.toString('utf8').replace('--color-accent-500:', '--color-laranja:')),
      }),
    ).toThrow('renderer/styles/tokens.css não define a cor --color-accent-500')
  })
})
