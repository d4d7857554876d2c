import type { Content, ContentPost } from '../content/content.ts'
import { formatDateLong } from '../format/formatDate.ts'
import type { RouteEntry } from '../routes/buildRouteList.ts'
import { BLOG_INDEX } from '../routes/routePaths.ts'
import type { PlansData } from '../types/generated/plans.ts'

/** What a page's preview card says, every text from the page's data. */
export interface ShareCardTexts {
  /** The section the page belongs to, above the title (the footer column or menu link that lists it). */
  section?: string
  title: string
  /** One line under the title: the plans of a product, a post's category and date, a legal text's version. */
  detail: string
  /** A figure set apart: a product's price range. */
  badge?: string
  /** The site's address without its scheme (`www.nuvox.com.br`). */
  site: string
}

/** One route's preview card: `id` names its file, `texts` are what it draws. */
export interface ShareCard {
  id: string
  texts: ShareCardTexts
}

export type ShareCardContent = Pick<
  Content,
  'site' | 'footer' | 'interface' | 'audiences' | 'productPages' | 'plans' | 'legal' | 'posts'
>

/** The posts by id, once per loaded content: a build asks for thousands of them. */
const postIndexes = new WeakMap<ShareCardContent, Map<string, ContentPost>>()

function findPost(content: ShareCardContent, postId: string): ContentPost {
  let index = postIndexes.get(content)
  if (!index) {
    index = new Map(content.posts.map((post) => [post.id, post]))
    postIndexes.set(content, index)
  }
  const post = index.get(postId)
  if (!post) throw new Error(`Post não encontrado: content/blog/${postId}.md`)
  return post
}

/** The heading of the footer column, or the label of the menu link, that lists the page. */
function findSection(content: ShareCardContent, path: string): string | undefined {
  const { footer, interface: texts, audiences, productPages } = content
  const lists = (links: readonly { caminho?: string }[]) => links.some((link) => link.caminho === path)
  if (lists(productPages.paginas)) return footer.solucoes.titulo
  if (lists(footer.institucional)) return texts.rodape.institucional
  if (lists(footer.atendimento)) return texts.rodape.contato
  return audiences.comuns.find((link) => link.caminho === path)?.rotulo
}

/** `R$ 11,99 – R$ 49,90/mês` from the plans' prices, or their shared text ("Sob consulta") when none has a value. */
function describePriceRange(plans: readonly PlansData['planos'][number][]): string | undefined {
  const priced = plans
    .map((plan) => ({ plan, amount: /R\$ [\d.]+,\d{2}/.exec(plan.preco)?.[0] }))
    .filter((entry): entry is { plan: (typeof plans)[number]; amount: string } => entry.amount !== undefined)
    .sort((a, b) => toNumber(a.amount) - toNumber(b.amount))
  const low = priced[0]
  const high = priced.at(-1)
  if (!low || !high) return plans[0]?.preco
  const range = low.amount === high.amount ? low.amount : `${low.amount} – ${high.amount}`
  return `${range}${low.plan.periodo}`
}

const toNumber = (amount: string) => Number(amount.replace(/[^\d,]/g, '').replace(',', '.'))

/** A fixed page's detail line: its plans on a product page, its version on a legal one, else its description. */
function describePage(content: ShareCardContent, route: RouteEntry): Pick<ShareCardTexts, 'detail' | 'badge'> {
  const productPage = content.productPages.paginas.find((page) => page.id === route.pageId)
  if (productPage) {
    const plans = content.plans.planos.filter((plan) => plan.produto === productPage.produto)
    if (plans.length > 0)
      return { detail: plans.map((plan) => plan.nome).join(' · '), badge: describePriceRange(plans) }
  }
  const legal = content.legal[route.path.slice(1)]
  if (legal) {
    const t = content.interface.legal
    return { detail: `${t.versao} ${legal.versao} · ${t.atualizadoEm} ${formatDateLong(legal.atualizadoEm)}` }
  }
  return { detail: route.description }
}

/**
 * The preview card of a canonical route, or undefined for a post with its own image (which is
 * shared as it is). Aliases share their canonical route's card.
 */
export function buildShareCard(route: RouteEntry, content: ShareCardContent): ShareCard | undefined {
  const site = content.site.url.replace(/^https?:\/\//, '').replace(/\/+$/, '')
  if (route.kind === 'post') {
    const post = findPost(content, route.postId ?? '')
    if (post.frontmatter.image) return undefined
    const { category, publishDate } = post.frontmatter
    return {
      id: `blog-${post.id}`,
      texts: {
        section: findSection(content, BLOG_INDEX),
        title: route.title,
        detail: `${category} · ${formatDateLong(publishDate)}`,
        site,
      },
    }
  }
  return {
    id: route.pageId,
    texts: { section: findSection(content, route.path), title: route.title, ...describePage(content, route), site },
  }
}
