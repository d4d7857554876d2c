import type { OfferCatalogLeaf, OfferLeaf, ServiceLeaf } from 'schema-dts'
import { describe, expect, it } from 'vitest'
import { DATASETS, type DatasetKey } from '../../../lib/content/datasets.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { buildPostPageData } from '../../../lib/pageData/buildBlogPageData.ts'
import { buildRouteList, findRoute, indexableRoutes } from '../../../lib/routes/buildRouteList.ts'
import { buildBreadcrumbJsonLd } from '../../../lib/seo/buildBreadcrumbJsonLd.ts'
import { buildPageSeo, type PageSeo } from '../../../lib/seo/buildPageSeo.ts'
import { buildServiceJsonLd, parsePlanPrice } from '../../../lib/seo/buildServiceJsonLd.ts'
import { buildRobotsTxt, buildSitemap } from '../../../lib/seo/buildSitemap.ts'
import { formatPageTitle } from '../../../lib/seo/formatPageTitle.ts'

const content = loadContent()
const routes = buildRouteList(content)
const site = content.site

describe('formatPageTitle', () => {
  it.each([
    ['Política de Cookies', 'Política de Cookies | Nuvox Telecom'],
    ['Nuvox | Blog', 'Nuvox | Blog'],
  ])('%s -> %s', (title, expected) => {
    expect(formatPageTitle(title, 'Nuvox Telecom')).toBe(expected)
  })
})

describe('buildRouteList', () => {
  it('has every route of the route table, the aliases and one route per post', () => {
    const paths = routes.map((r) => r.path)
    for (const path of [
      '/',
      '/home',
      '/home-new',
      '/empresas',
      '/residencial',
      '/numero0800',
      '/0800',
      '/provedores',
      '/politica-cookies',
      '/politica-privacidade',
      '/termos-de-uso',
      '/regulatorio',
      '/iptv',
      '/pabx',
      '/did',
      '/blog',
      '/vagas',
      '/fale-conosco',
      '/nossas-unidades',
    ]) {
      expect(paths).toContain(path)
    }
    for (const post of content.posts) expect(paths).toContain(`/blog/${post.id}`)
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('gives aliases the canonical of their main page', () => {
    expect(findRoute(routes, '/home')?.canonical).toBe('/')
    expect(findRoute(routes, '/home-new')?.canonical).toBe('/')
    expect(findRoute(routes, '/numero0800')?.canonical).toBe('/0800')
    expect(indexableRoutes(routes).map((r) => r.path)).not.toContain('/home')
  })

  describe('dates each page by the last change of what it is made of', () => {
    // Every dataset changed long ago, except the ones a case moves to a later day.
    const at = (changed: Partial<Record<DatasetKey, string>>, posts: Record<string, string> = {}) => {
      const datasets = Object.fromEntries(DATASETS.map(({ key }) => [key, changed[key] ?? '2020-01-01'])) as Record<
        DatasetKey,
        string
      >
      return buildRouteList({ ...content, lastChanged: { datasets, posts } })
    }
    const newest = content.posts[0]
    it.each([
      ['a price changes the home page', { calculator: '2026-03-02' }, '/', '2026-03-02'],
      ['and its aliases', { calculator: '2026-03-02' }, '/home-new', '2026-03-02'],
      ['but not a product page', { calculator: '2026-03-02' }, '/empresas', '2020-01-01'],
      ['a plan changes the product pages', { plans: '2026-03-03' }, '/pabx', '2026-03-03'],
      ['a partner changes /empresas', { partners: '2026-03-04' }, '/empresas', '2026-03-04'],
      ['a title changes every page', { pages: '2026-03-05' }, '/vagas', '2026-03-05'],
      ['the footer dates no page', { footer: '2026-03-06' }, '/vagas', '2020-01-01'],
      ['the mobile DID cities change /did', { didMobile: '2026-03-07' }, '/did', '2026-03-07'],
    ] as const)('%s', (_, changed, path, expected) => {
      expect(findRoute(at(changed), path)?.lastmod).toBe(expected)
    })

    it('dates a post by its publication, or by a later change of its file, and the blog index by its newest', () => {
      expect(findRoute(at({}), `/blog/${newest?.id}`)?.lastmod).toBe(newest?.frontmatter.publishDate)
      expect(findRoute(at({}), '/blog')?.lastmod).toBe(newest?.frontmatter.publishDate)
      const edited = at({}, { [content.posts.at(-1)?.id ?? '']: '2026-04-01' })
      expect(findRoute(edited, `/blog/${content.posts.at(-1)?.id}`)?.lastmod).toBe('2026-04-01')
      expect(findRoute(edited, '/blog')?.lastmod).toBe('2026-04-01')
    })

    it('dates a legal page by its document, the date it shows, whatever else changed', () => {
      for (const id of ['politica-cookies', 'termos-de-uso']) {
        expect(content.legal[id]?.atualizadoEm).toMatch(/^\d{4}-\d{2}-\d{2}$/)
        expect(findRoute(at({ pages: '2026-05-01', site: '2026-05-01' }), `/${id}`)?.lastmod).toBe(
          content.legal[id]?.atualizadoEm,
        )
      }
    })
  })
})

describe('buildPageSeo', () => {
  const seo = buildPageSeo(site, {
    title: 'Planos',
    description: 'Descrição da página de planos com tamanho adequado.',
    path: '/home',
    canonical: '/',
    keywords: ['PABX virtual'],
  })

  it('writes the title, canonical and keywords with the default list', () => {
    expect(seo.title).toBe('Planos | Nuvox Telecom')
    expect(seo.canonicalUrl).toBe('https://www.nuvox.com.br/')
    expect(seo.keywords.split(', ')).toEqual(['PABX virtual', ...site.palavrasChavePadrao])
  })

  it('writes Open Graph and Twitter card tags', () => {
    const find = (key: string) => seo.meta.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content
    expect(find('og:type')).toBe('website')
    expect(find('og:url')).toBe('https://www.nuvox.com.br/')
    expect(find('og:image')).toBe('https://www.nuvox.com.br/images/og-nuvox.png')
    expect(find('og:image:type')).toBe('image/png')
    expect(find('og:image:alt')).toBe('Planos')
    expect(find('twitter:image:alt')).toBe('Planos')
    expect(find('twitter:card')).toBe('summary_large_image')
    expect(find('twitter:title')).toBe('Planos | Nuvox Telecom')
  })

  it('builds Organization, WebSite and WebPage JSON-LD from the site data', () => {
    const graph = seo.jsonLd['@graph'] as readonly Record<string, unknown>[]
    expect(seo.jsonLd['@context']).toBe('https://schema.org')
    expect(graph.map((node) => node['@type'])).toEqual(['Organization', 'WebSite', 'WebPage'])
    expect(graph[0]).toMatchObject({
      name: 'Nuvox Telecom',
      legalName: site.razaoSocial,
      taxID: site.cnpj,
      telephone: site.telefones[0]?.numero,
    })
    expect(graph[0]?.sameAs).toEqual(site.redesSociais.map((r) => r.url))
  })

  it('builds BlogPosting and article tags for articles', () => {
    const article = buildPageSeo(site, {
      title: 'Post',
      description: 'Resumo do post com tamanho adequado para a descrição.',
      path: '/blog/x',
      type: 'article',
      author: 'Ana',
      publishDate: '2025-10-01',
      category: 'PABX',
      keywords: ['PABX'],
      image: '/images/blog/x.webp',
    })
    const posting = (article.jsonLd['@graph'] as readonly Record<string, unknown>[]).find(
      (node) => node['@type'] === 'BlogPosting',
    )
    expect(posting).toMatchObject({
      headline: 'Post',
      datePublished: '2025-10-01T00:00:00-03:00',
      dateModified: '2025-10-01T00:00:00-03:00',
      keywords: 'PABX',
      author: { '@type': 'Person', name: 'Ana' },
      image: 'https://www.nuvox.com.br/images/blog/x.webp',
      publisher: { '@id': 'https://www.nuvox.com.br/#organizacao' },
    })
    expect(article.meta).toContainEqual({ property: 'article:published_time', content: '2025-10-01T00:00:00-03:00' })
    expect(article.meta).toContainEqual({ property: 'article:tag', content: 'PABX' })
  })

  it("gives the sharing image's size when known, so networks lay out the preview before fetching it", () => {
    const imageSize = (meta: PageSeo['meta']) =>
      ['og:image:width', 'og:image:height'].map(
        (key) => meta.find((tag) => 'property' in tag && tag.property === key)?.content,
      )
    expect(imageSize(seo.meta)).toEqual([undefined, undefined])
    const post = content.posts[0]
    if (!post) throw new Error('sem posts')
    const postMeta = buildPostPageData(post.id).seo.meta
    expect(imageSize(postMeta)).toEqual(['1200', '630'])
    // Networks get the JPEG copy of the post's WebP image (LinkedIn does not preview WebP).
    const metaContent = (key: string) =>
      postMeta.find((tag) => ('property' in tag ? tag.property : tag.name) === key)?.content
    expect(metaContent('og:image')).toMatch(/^https:\/\/www\.nuvox\.com\.br\/images\/blog\/[a-z0-9-]+\.jpg$/)
    expect(metaContent('og:image:type')).toBe('image/jpeg')
    expect(metaContent('twitter:image')).toBe(metaContent('og:image'))
  })

  it('names the organization as the author of a post signed by the company (data/blog.yaml autoresEquipe)', () => {
    const { blog, posts } = content
    const signed = posts.find((post) => blog.autoresEquipe?.includes(post.frontmatter.author))
    const personal = posts.find((post) => !blog.autoresEquipe?.includes(post.frontmatter.author))
    if (!signed || !personal) throw new Error('faltam posts assinados pela equipe e por uma pessoa')
    const author = (id: string) =>
      (
        (buildPostPageData(id).seo.jsonLd['@graph'] as readonly Record<string, unknown>[]).find(
          (node) => node['@type'] === 'BlogPosting',
        ) ?? {}
      ).author
    expect(author(signed.id)).toEqual({ '@id': 'https://www.nuvox.com.br/#organizacao' })
    expect(author(personal.id)).toEqual({ '@type': 'Person', name: personal.frontmatter.author })
  })
})

describe('structured data for inner pages', () => {
  const offersOf = (service: ServiceLeaf) =>
    (service.hasOfferCatalog as OfferCatalogLeaf).itemListElement as readonly OfferLeaf[]

  it('BreadcrumbList numbers its items', () => {
    expect(
      buildBreadcrumbJsonLd('https://www.nuvox.com.br', [
        { name: 'Início', path: '/' },
        { name: 'PABX', path: '/pabx' },
      ]),
    ).toEqual({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://www.nuvox.com.br/' },
        { '@type': 'ListItem', position: 2, name: 'PABX', item: 'https://www.nuvox.com.br/pabx' },
      ],
    })
  })

  it.each([
    ['Sob consulta', undefined],
    ['R$ 11,99', '11.99'],
    ['a partir de R$ 1.234,50', '1234.50'],
  ])('parsePlanPrice(%s) = %s', (text, price) => {
    expect(parsePlanPrice(text)).toBe(price)
  })

  it('Service lists one Offer per plan and claims no price for "Sob consulta"', () => {
    const plans = content.plans.planos.filter((plan) => plan.produto === 'pabx')
    const service = buildServiceJsonLd(site.url, { name: 'PABX', description: 'PABX em nuvem', path: '/pabx', plans })
    const offers = offersOf(service)
    expect(offers.map((offer) => offer.name)).toEqual(plans.map((plan) => plan.nome))
    expect(offers.every((offer) => !('price' in offer))).toBe(true)
  })

  it('Service gives a priced plan its price in BRL, and a plan priced "a partir de" its lowest price, as schema.org reads them', () => {
    const [plan] = content.plans.planos
    if (!plan) throw new Error('sem planos')
    const priced = [
      { ...plan, preco: 'R$ 1.234,56' },
      { ...plan, id: 'outro', preco: 'Sob consulta' },
      { ...plan, id: 'desde', preco: 'a partir de R$ 11,99' },
    ]
    const service = buildServiceJsonLd(site.url, {
      name: 'PABX',
      description: 'PABX em nuvem',
      path: '/pabx',
      plans: priced,
    })
    const offers = offersOf(service)
    expect(offers[0]).toMatchObject({ price: '1234.56', priceCurrency: 'BRL' })
    expect(offers[1]).not.toHaveProperty('price')
    expect(offers[1]).not.toHaveProperty('priceCurrency')
    // A price 'from' is the lowest price, not a fixed one.
    expect(offers[2]).not.toHaveProperty('price')
    expect(offers[2]).toMatchObject({
      priceSpecification: { '@type': 'PriceSpecification', minPrice: '11.99', priceCurrency: 'BRL' },
    })
  })
})

describe('buildSitemap and robots.txt', () => {
  const xml = buildSitemap(site.url, routes)

  it('lists every canonical route once with its lastmod, and no alias', () => {
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])
    expect(locs).toHaveLength(indexableRoutes(routes).length)
    expect(locs).toContain('https://www.nuvox.com.br/')
    expect(locs).not.toContain('https://www.nuvox.com.br/home')
    expect(locs).not.toContain('https://www.nuvox.com.br/numero0800')
    expect(xml).toContain(
      `<loc>https://www.nuvox.com.br/empresas</loc>\n    <lastmod>${findRoute(routes, '/empresas')?.lastmod}</lastmod>`,
    )
  })

  it('escapes XML', () => {
    expect(
      buildSitemap('https://x.com', [
        {
          path: '/a&b',
          canonical: '/a&b',
          pageId: 'a',
          kind: 'page',
          title: '',
          description: '',
          h1: '',
          keywords: [],
          lastmod: '2025-01-01',
        },
      ]),
    ).toContain('<loc>https://x.com/a&amp;b</loc>')
  })

  it('robots.txt allows crawling and names the sitemap', () => {
    expect(buildRobotsTxt(site.url)).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://www.nuvox.com.br/sitemap.xml\n',
    )
  })
})
