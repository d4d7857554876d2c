import type { Content } from '../content/content.ts'
import { listSitePages } from '../routes/sitePages.ts'

/** What the top bar, header and footer of every page need, and when the cookie dialog opens: nothing more. */
export function buildLayoutData(content: Content) {
  const { site, audiences, cities, countries, footer, productPages, cookieConsent, interface: texts } = content
  const cityById = new Map(cities.cidades.map((city) => [city.id, city]))
  return {
    site: {
      nome: site.nome,
      razaoSocial: site.razaoSocial,
      cnpj: site.cnpj,
      slogan: site.slogan,
      logo: site.logo,
      telefones: site.telefones,
      endereco: site.endereco,
      emails: { contato: site.emails.contato },
      redesSociais: site.redesSociais,
      links: site.links,
      recursos: site.recursos,
    },
    audiences,
    cities: cities.destaques.flatMap((id) => {
      const city = cityById.get(id)
      return city ? [{ id: city.id, nome: city.nome, uf: city.uf ?? city.pais }] : []
    }),
    countries: countries.paises.flatMap((pais) =>
      pais.site ? [{ codigo: pais.codigo, nome: pais.nome, url: pais.site.url, status: pais.site.status }] : [],
    ),
    /** The footer's column of solutions links every product page, in the order of data/product-pages.yaml. */
    footer: {
      ...footer,
      solucoes: { ...footer.solucoes, links: productPages.paginas.map(({ rotulo, caminho }) => ({ rotulo, caminho })) },
    },
    /** When the cookie dialog opens and how long a choice is kept; its texts come with its code (buildCookieDialogData). */
    cookieConsent: { atrasoMs: cookieConsent.atrasoMs, validadeDias: cookieConsent.validadeDias },
    /** The layout's interface texts; a page's own labels come with its data (legal pages, product blocks) or its code (maps: virtual:map-texts). */
    texts: { comum: texts.comum, barraSuperior: texts.barraSuperior, cabecalho: texts.cabecalho, rodape: texts.rodape },
    /** Shown while a client-side navigation waits for its page (lib/navigation/navigationStatus.ts). */
    loading: {
      pagina: texts.comum.carregandoPagina,
      blog: content.blog.lista.carregando,
      post: content.blog.post.carregando,
    },
    /** The main path of each alias (/numero0800 → /0800): the nav marks the page's own link there too. */
    mainPaths: Object.fromEntries(
      listSitePages(content).flatMap((page) => (page.aliases ?? []).map((alias) => [alias, page.caminho])),
    ) as Record<string, string>,
    /** Year of the build, for the copyright line (fixed at build so hydration matches). */
    anoDireitos: new Date().getUTCFullYear(),
  }
}

export type LayoutData = ReturnType<typeof buildLayoutData>
