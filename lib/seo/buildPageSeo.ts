import type {
  BlogPostingLeaf,
  ContactPointLeaf,
  Graph,
  OrganizationLeaf,
  Thing,
  WebPageLeaf,
  WebSite,
} from 'schema-dts'
import type { SiteData } from '../types/generated/site.ts'
import { formatIsoDateTime } from '../format/formatDate.ts'
import { absoluteUrl } from './absoluteUrl.ts'
import { formatPageTitle } from './formatPageTitle.ts'

/** What a page tells about itself. */
export interface SeoInput {
  title: string
  description: string
  /** Path or absolute URL of the sharing image; the site's default when absent. */
  image?: string
  /** The sharing image's pixel size, when known: networks lay out the preview before fetching it. */
  imageSize?: { width: number; height: number }
  /** Path of the page as served. */
  path: string
  /** Path search engines should index (defaults to `path`). */
  canonical?: string
  keywords?: readonly string[]
  type?: 'website' | 'article'
  author?: string
  /** The author signs for the company (data/blog.yaml autoresEquipe): schema.org names the organization. */
  authorIsOrganization?: boolean
  publishDate?: string
  modifiedDate?: string
  category?: string
  /** Extra schema.org nodes for the page (offers, breadcrumbs...). */
  extraJsonLd?: readonly Thing[]
}

export type MetaTag = { name: string; content: string } | { property: string; content: string }

export interface PageSeo {
  /** Full document title. */
  title: string
  description: string
  canonicalUrl: string
  keywords: string
  /** Open Graph and Twitter tags besides og:title/og:description, which the renderer writes with the title. */
  meta: MetaTag[]
  /** schema.org nodes; a property whose value is undefined is left out by JSON.stringify. */
  jsonLd: Graph
}

type SiteIdentity = Pick<
  SiteData,
  | 'nome'
  | 'razaoSocial'
  | 'url'
  | 'descricao'
  | 'logo'
  | 'imagemCompartilhamento'
  | 'palavrasChavePadrao'
  | 'telefones'
  | 'endereco'
  | 'emails'
  | 'redesSociais'
  | 'cnpj'
>

function buildOrganizationJsonLd(site: SiteIdentity): OrganizationLeaf {
  return {
    '@type': 'Organization',
    '@id': `${absoluteUrl(site.url, '/')}#organizacao`,
    name: site.nome,
    legalName: site.razaoSocial,
    taxID: site.cnpj,
    url: absoluteUrl(site.url, '/'),
    description: site.descricao,
    logo: { '@type': 'ImageObject', url: absoluteUrl(site.url, site.logo) },
    email: site.emails.contato,
    telephone: site.telefones[0]?.numero,
    address: {
      '@type': 'PostalAddress',
      streetAddress: site.endereco.logradouro,
      addressLocality: site.endereco.cidade,
      addressRegion: site.endereco.uf,
      postalCode: site.endereco.cep,
      addressCountry: site.endereco.pais,
    },
    contactPoint: site.telefones.map((tel): ContactPointLeaf => ({
      '@type': 'ContactPoint',
      telephone: tel.numero,
      contactType: tel.rotulo,
      areaServed: 'BR',
      availableLanguage: 'Portuguese',
    })),
    sameAs: site.redesSociais.map((rede) => rede.url),
  }
}

function buildWebSiteJsonLd(site: SiteIdentity): WebSite {
  return {
    '@type': 'WebSite',
    '@id': `${absoluteUrl(site.url, '/')}#site`,
    url: absoluteUrl(site.url, '/'),
    name: site.nome,
    inLanguage: 'pt-BR',
    publisher: { '@id': `${absoluteUrl(site.url, '/')}#organizacao` },
  }
}

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
}

/** Title, canonical, Open Graph, Twitter card and JSON-LD (WebPage or BlogPosting) of one page. */
export function buildPageSeo(site: SiteIdentity, input: SeoInput): PageSeo {
  const title = formatPageTitle(input.title, site.nome)
  const canonicalUrl = absoluteUrl(site.url, input.canonical ?? input.path)
  const imageUrl = absoluteUrl(site.url, input.image ?? site.imagemCompartilhamento)
  const type = input.type ?? 'website'
  const imageType = IMAGE_TYPES[imageUrl.split('?')[0]?.split('.').pop()?.toLowerCase() ?? '']
  // A page adds its own keywords to the site's; a post keeps to its tags (an SMS article is not about IPTV).
  const ownKeywords = input.keywords ?? []
  const keywords = (
    type === 'article' && ownKeywords.length > 0
      ? ownKeywords
      : [...new Set([...ownKeywords, ...site.palavrasChavePadrao])]
  ).join(', ')
  const published = input.publishDate ? formatIsoDateTime(input.publishDate) : undefined
  const modified = input.modifiedDate ? formatIsoDateTime(input.modifiedDate) : undefined
  const organizationRef = { '@id': `${absoluteUrl(site.url, '/')}#organizacao` }
  const meta: MetaTag[] = [
    { property: 'og:type', content: type },
    { property: 'og:url', content: canonicalUrl },
    { property: 'og:site_name', content: site.nome },
    { property: 'og:locale', content: 'pt_BR' },
    { property: 'og:image', content: imageUrl },
    ...(imageType ? [{ property: 'og:image:type', content: imageType }] : []),
    ...(input.imageSize
      ? [
          { property: 'og:image:width', content: String(input.imageSize.width) },
          { property: 'og:image:height', content: String(input.imageSize.height) },
        ]
      : []),
    // The sharing image illustrates the page: the page's own title describes it.
    { property: 'og:image:alt', content: input.title },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: imageUrl },
    { name: 'twitter:image:alt', content: input.title },
  ]
  if (type === 'article') {
    if (published) meta.push({ property: 'article:published_time', content: published })
    if (modified) meta.push({ property: 'article:modified_time', content: modified })
    if (input.author) meta.push({ property: 'article:author', content: input.author })
    if (input.category) meta.push({ property: 'article:section', content: input.category })
    for (const tag of input.keywords ?? []) meta.push({ property: 'article:tag', content: tag })
  }
  const pageNode: BlogPostingLeaf | WebPageLeaf =
    type === 'article'
      ? {
          '@type': 'BlogPosting',
          '@id': `${canonicalUrl}#artigo`,
          headline: input.title,
          description: input.description,
          image: imageUrl,
          url: canonicalUrl,
          mainEntityOfPage: canonicalUrl,
          inLanguage: 'pt-BR',
          datePublished: published,
          dateModified: published ? (modified ?? published) : undefined,
          author: input.author
            ? input.authorIsOrganization
              ? organizationRef
              : { '@type': 'Person', name: input.author }
            : undefined,
          articleSection: input.category || undefined,
          keywords,
          publisher: organizationRef,
          isPartOf: { '@id': `${absoluteUrl(site.url, '/')}#site` },
        }
      : {
          '@type': 'WebPage',
          '@id': `${canonicalUrl}#pagina`,
          url: canonicalUrl,
          name: title,
          description: input.description,
          inLanguage: 'pt-BR',
          isPartOf: { '@id': `${absoluteUrl(site.url, '/')}#site` },
          about: organizationRef,
          primaryImageOfPage: { '@type': 'ImageObject', url: imageUrl },
          dateModified: modified,
        }
  return {
    title,
    description: input.description,
    canonicalUrl,
    keywords,
    meta,
    jsonLd: {
      '@context': 'https://schema.org',
      '@graph': [buildOrganizationJsonLd(site), buildWebSiteJsonLd(site), pageNode, ...(input.extraJsonLd ?? [])],
    },
  }
}
