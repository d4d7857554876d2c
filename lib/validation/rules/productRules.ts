import { closest } from 'fastest-levenshtein'
import { appearsOn } from '../../partners/partnerPlaces.ts'
import type { PartnersData } from '../../types/generated/partners.ts'
import { defineRule, type Rule } from './rule.ts'
import { checkUnique, errorAt, requireFile } from './ruleHelpers.ts'

/** The plans, the product pages, and what the home page offers: services, partners, the calculator. */
export const productRules: readonly Rule[] = [
  defineRule({
    name: 'unique-plan-ids',
    needs: ['plans'],
    check({ plans }, context) {
      return checkUnique(context, plans.parsed, ['planos'], plans.data.planos, (p) => p.id, 'id')
    },
  }),
  defineRule({
    name: 'plan-product-page',
    needs: ['plans', 'productPages'],
    check({ plans, productPages }, context) {
      const pageIds = new Set(productPages.data.paginas.map((p) => p.id))
      return context.eachItem(plans.data.planos, (plan, index) => {
        if (pageIds.has(plan.produto)) return []
        const message = `produto desconhecido '${plan.produto}': use o id de uma página de data/product-pages.yaml (ex.: pabx, "0800", did)`
        return [errorAt(plans.parsed, ['planos', index, 'produto'], message)]
      })
    },
  }),
  defineRule({
    // A product page highlights one plan at most, and only the highlighted plan wears a badge.
    name: 'one-popular-plan-with-badge',
    needs: ['plans'],
    check({ plans }, context) {
      const { parsed } = plans
      const popularByProduct = new Map<string, number>()
      return context.eachItem(plans.data.planos, (plan, index) => {
        if (plan.popular !== true)
          return plan.selo
            ? [errorAt(parsed, ['planos', index, 'selo'], 'só o plano em destaque (popular: true) pode ter selo')]
            : []
        const first = popularByProduct.get(plan.produto)
        if (first === undefined) popularByProduct.set(plan.produto, index)
        const second = `o produto '${plan.produto}' já tem um plano em destaque (planos[${first}]); só um plano por produto pode ter popular: true`
        return [
          ...(first === undefined ? [] : [errorAt(parsed, ['planos', index, 'popular'], second)]),
          ...(plan.selo
            ? []
            : [
                errorAt(
                  parsed,
                  ['planos', index],
                  'plano em destaque (popular: true) precisa de um selo, ex.: selo: Mais Vendido',
                ),
              ]),
        ]
      })
    },
  }),
  defineRule({
    name: 'unique-product-page-ids',
    needs: ['productPages'],
    check({ productPages }, context) {
      return checkUnique(context, productPages.parsed, ['paginas'], productPages.data.paginas, (p) => p.id, 'id')
    },
  }),
  defineRule({
    // A product page is one entry, here: an entry of data/pages.yaml with its id would be a second page.
    name: 'product-page-id-free',
    needs: ['productPages', 'pages'],
    check({ productPages, pages }, context) {
      const pageIds = new Set(pages.data.paginas.map((p) => p.id))
      return context.eachItem(productPages.data.paginas, (page, index) => {
        if (!pageIds.has(page.id)) return []
        const message = `o id '${page.id}' já é de uma página de data/pages.yaml: uma página de produto fica inteira aqui; apague a de data/pages.yaml ou dê outro id a esta`
        return [errorAt(productPages.parsed, ['paginas', index, 'id'], message)]
      })
    },
  }),
  defineRule({
    name: 'product-page-has-plans',
    needs: ['productPages', 'plans'],
    check({ productPages, plans }, context) {
      const products = new Set(plans.data.planos.map((p) => p.produto))
      const shown = new Set(plans.data.planos.filter((p) => p.visivel !== false).map((p) => p.produto))
      return context.eachItem(productPages.data.paginas, (page, index) => {
        if (shown.has(page.produto)) return []
        const message = products.has(page.produto)
          ? `todos os planos de produto '${page.produto}' estão com visivel: false: a seção de planos da página ficaria vazia; mostre ao menos um`
          : `nenhum plano de data/plans.yaml tem produto '${page.produto}'`
        return [errorAt(productPages.parsed, ['paginas', index, 'produto'], message)]
      })
    },
  }),
  defineRule({
    name: 'product-page-sections',
    needs: ['productPages'],
    check({ productPages }, context) {
      const { parsed } = productPages
      return context.eachItem(productPages.data.paginas, (page, index) => [
        ...checkUnique(context, parsed, ['paginas', index, 'secoes'], page.secoes, (secao) => secao.id, 'id'),
        ...requireFile(context.root, parsed, ['paginas', index, 'heroi', 'ilustracao'], page.heroi.ilustracao),
      ])
    },
  }),
  defineRule({
    name: 'unique-service-ids',
    needs: ['services'],
    check({ services }, context) {
      return checkUnique(context, services.parsed, ['servicos'], services.data.servicos, (s) => s.id, 'id')
    },
  }),
  defineRule({
    name: 'unique-partner-ids',
    needs: ['partners'],
    check({ partners }, context) {
      return checkUnique(context, partners.parsed, ['parceiros'], partners.data.parceiros, (p) => p.id, 'id')
    },
  }),
  defineRule({
    name: 'default-partner-category',
    needs: ['partners'],
    check({ partners }) {
      if (
        !partners ||
        partners.data.parceiros.some(
          (p) => p.categoria === partners.data.categoriaPadrao && appearsOn(p, 'inicio') && p.visivel !== false,
        )
      )
        return []
      return [
        errorAt(
          partners.parsed,
          ['categoriaPadrao'],
          `nenhum parceiro da página inicial na categoria '${partners.data.categoriaPadrao}'`,
        ),
      ]
    },
  }),
  defineRule({
    // A slide names a partner by its id (its name lives in data/partners.yaml), or names what is no partner.
    name: 'carousel-partners',
    needs: ['productPages', 'partners'],
    check({ productPages, partners }, context) {
      const byId = new Map(partners.data.parceiros.map((partner) => [partner.id, partner]))
      const byName = new Map(
        partners.data.parceiros.map((partner) => [partner.nome.toLocaleLowerCase('pt-BR'), partner]),
      )
      return context.eachItem(productPages.data.paginas, (page, pageIndex) =>
        context.eachItem(page.secoes, (secao, sectionIndex) => {
          if (secao.tipo !== 'carrossel') return []
          const seen = new Set<string>()
          return context.eachItem(secao.parceiros, (slide, index) => {
            const at = (field?: string) => [
              'paginas',
              pageIndex,
              'secoes',
              sectionIndex,
              'parceiros',
              index,
              ...(field ? [field] : []),
            ]
            return slideProblems(slide, byId, byName, seen).map(({ field, message }) =>
              errorAt(productPages.parsed, at(field), message),
            )
          })
        }),
      )
    },
  }),
  defineRule({
    name: 'unique-calculator-ids',
    needs: ['calculator'],
    check({ calculator }, context) {
      const { parsed, data } = calculator
      return [
        ...checkUnique(context, parsed, ['servicos'], data.servicos, (s) => s.id, 'id'),
        ...checkUnique(context, parsed, ['concorrentes'], data.concorrentes, (c) => c.id, 'id'),
      ]
    },
  }),
  defineRule({
    name: 'calculator-note-marks',
    needs: ['calculator'],
    check({ calculator }, context) {
      const { parsed, data } = calculator
      return context.eachItem(data.servicos, (service, index) => {
        const mark = service.marcaNota
        if (!mark || data.notas.some((note) => note.startsWith(mark) && !note.startsWith(`${mark}*`))) return []
        const message = `nenhuma das notas começa com '${mark}': escreva a nota correspondente em notas, começando com '${mark} '`
        return [errorAt(parsed, ['servicos', index, 'marcaNota'], message)]
      })
    },
  }),
  defineRule({
    // The banner's asterisk points at its note: a price marked with no note starting with '*', or a
    // note starting with '*' that no price points at, leaves visitors looking for the other half.
    name: 'banner-note-mark',
    needs: ['banners'],
    check({ banners }, context) {
      const { ofertas, nota } = banners.data.blackFriday
      const marked = (ofertas ?? []).flatMap((offer, index) => (offer.marcaNota ? [index] : []))
      const noteMarked = typeof nota === 'string' && nota.startsWith('*')
      if (marked.length > 0 && !noteMarked) {
        return context.eachItem(marked, (index) => [
          errorAt(
            banners.parsed,
            ['blackFriday', 'ofertas', index, 'marcaNota'],
            "o preço leva '*', mas a nota da faixa não começa com '*': comece a nota com '* ' e o que vale para esse preço, ou apague marcaNota",
          ),
        ])
      }
      if (noteMarked && marked.length === 0)
        return [
          errorAt(
            banners.parsed,
            ['blackFriday', 'nota'],
            "a nota começa com '*', mas nenhum preço da faixa leva '*': escreva marcaNota: \"*\" na oferta a que a nota se refere",
          ),
        ]
      return []
    },
  }),
  defineRule({
    // An offer shows a calculator price by its service's id: the price lives in one place.
    name: 'banner-offer-price',
    needs: ['banners', 'calculator'],
    check({ banners, calculator }, context) {
      const ids = calculator.data.servicos.map((service) => service.id)
      return context.eachItem(banners.data.blackFriday.ofertas ?? [], (offer, index) => {
        if (ids.includes(offer.preco)) return []
        const message = `serviço desconhecido '${offer.preco}': use o id de um serviço de data/calculator.yaml; quis dizer '${closest(offer.preco, ids)}'?`
        return [errorAt(banners.parsed, ['blackFriday', 'ofertas', index, 'preco'], message)]
      })
    },
  }),
  defineRule({
    name: 'calculator-quantities',
    needs: ['calculator'],
    check({ calculator }, context) {
      const { parsed } = calculator
      const { minima, maxima, inicial, atalhos } = calculator.data.quantidade
      const outside = (value: number) => value < minima || value > maxima
      const range = `${minima} a ${maxima}`
      return [
        ...(minima > maxima
          ? [
              errorAt(
                parsed,
                ['quantidade', 'minima'],
                `a quantidade mínima (${minima}) é maior que a máxima (${maxima})`,
              ),
            ]
          : []),
        ...(outside(inicial)
          ? [
              errorAt(
                parsed,
                ['quantidade', 'inicial'],
                `a quantidade inicial ${inicial} está fora do intervalo ${range}`,
              ),
            ]
          : []),
        ...context.eachItem(atalhos, (value, index) =>
          outside(value)
            ? [errorAt(parsed, ['quantidade', 'atalhos', index], `o atalho ${value} está fora do intervalo ${range}`)]
            : [],
        ),
      ]
    },
  }),
]

type Partner = PartnersData['parceiros'][number]

/** What is wrong with one carousel slide, and in which of its fields. */
function slideProblems(
  slide: { parceiro?: string; nome?: string },
  byId: Map<string, Partner>,
  byName: Map<string, Partner>,
  seen: Set<string>,
): { field?: string; message: string }[] {
  if (slide.parceiro === undefined && slide.nome === undefined)
    return [
      {
        message:
          'escreva parceiro: com o id de um parceiro de data/partners.yaml, ou nome: para o que não é um parceiro',
      },
    ]
  if (slide.parceiro !== undefined && slide.nome !== undefined)
    return [{ field: 'nome', message: 'um slide com parceiro: leva o nome de data/partners.yaml; apague o nome:' }]
  if (slide.nome !== undefined) {
    const partner = byName.get(slide.nome.toLocaleLowerCase('pt-BR'))
    return partner
      ? [
          {
            field: 'nome',
            message: `${partner.nome} é um parceiro de data/partners.yaml: escreva parceiro: ${partner.id} no lugar de nome:, e o nome fica num lugar só`,
          },
        ]
      : []
  }
  const id = slide.parceiro ?? ''
  const partner = byId.get(id)
  if (!partner) {
    const ids = [...byId.keys()]
    const suggestion = ids.length > 0 ? `; quis dizer '${closest(id, ids)}'?` : ''
    return [
      {
        field: 'parceiro',
        message: `parceiro desconhecido '${id}': use o id de um parceiro de data/partners.yaml${suggestion}`,
      },
    ]
  }
  if (seen.has(id)) return [{ field: 'parceiro', message: `o parceiro '${id}' já tem um slide neste carrossel` }]
  seen.add(id)
  if (!appearsOn(partner, 'carrossel'))
    return [
      {
        field: 'parceiro',
        message: `o parceiro '${id}' não aparece no carrossel (em data/partners.yaml, aparece: [${partner.aparece?.join(', ')}]): inclua carrossel ali ou tire este slide`,
      },
    ]
  return []
}
