import { afterEach, describe, expect, it } from 'vitest'
import { forgetLoadedContent, loadContent } from '../../../lib/content/loadContent.ts'
import { carouselSlides, homePartners } from '../../../lib/partners/partnerPlaces.ts'
import type { SecaoCarrossel } from '../../../lib/types/generated/product-pages.ts'
import { formatDataError } from '../../../lib/validation/types.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const temps: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (temps.length > 0) temps.pop()?.cleanup()
})

function project() {
  const temp = createTempProject()
  temps.push(temp)
  return temp
}

const carouselOf = (content: ReturnType<typeof loadContent>) =>
  content.productPages.paginas
    .flatMap((page) => page.secoes)
    .find((secao): secao is SecaoCarrossel => secao.tipo === 'carrossel')

describe('each partner once', () => {
  it('gives the /empresas carousel its slides in its own order and words, the names from data/partners.yaml', () => {
    const content = loadContent()
    const carousel = carouselOf(content)
    if (!carousel) throw new Error('sem carrossel')
    const slides = carouselSlides(carousel, content.partners)
    expect(slides.map((slide) => slide.nome)).toEqual([
      'HubSpot',
      'RD Station CRM',
      'Yealink',
      'Grandstream',
      'Intelbras',
      'Asterisk',
      'Issabel',
      'Twilio',
      'Gateways GSM e FXS',
      'WhatsApp Business',
      'Telegram',
    ])
    expect(slides[0]).toEqual({
      nome: 'HubSpot',
      categoria: 'CRM',
      descricao: 'Clique para ligar e registro automático das chamadas no histórico de cada contato.',
    })
    expect(homePartners(content.partners).parceiros).toHaveLength(content.partners.parceiros.length)
  })

  it('shows a partner added in one entry on the home page and at the end of the carousel, in the words of the home page', () => {
    const temp = project()
    temp.edit(
      'data/partners.yaml',
      '  - id: omie\n',
      '  - id: pipedrive\n    nome: Pipedrive\n    logo: P\n    descricao: Clique para ligar e histórico das chamadas em cada negócio do Pipedrive.\n    categoria: crm\n  - id: omie\n',
    )
    forgetLoadedContent()
    const content = loadContent(temp.root, null)
    expect(homePartners(content.partners).parceiros.map((partner) => partner.nome)).toContain('Pipedrive')
    const carousel = carouselOf(content)
    if (!carousel) throw new Error('sem carrossel')
    expect(carouselSlides(carousel, content.partners).at(-1)).toEqual({
      nome: 'Pipedrive',
      categoria: 'CRM',
      descricao: 'Clique para ligar e histórico das chamadas em cada negócio do Pipedrive.',
    })
  })

  it('keeps a partner marked aparece: [carrossel] off the home page', () => {
    const temp = project()
    temp.edit(
      'data/partners.yaml',
      '  - id: hubspot\n    nome: HubSpot\n',
      '  - id: hubspot\n    aparece: [carrossel]\n    nome: HubSpot\n',
    )
    forgetLoadedContent()
    const content = loadContent(temp.root, null)
    expect(homePartners(content.partners).parceiros.map((partner) => partner.nome)).not.toContain('HubSpot')
    expect(homePartners(content.partners).parceiros.some((partner) => 'aparece' in partner)).toBe(false)
  })

  const SLIDE = '          - parceiro: yealink\n'
  it.each([
    [
      'an unknown id, with the nearest',
      SLIDE.replace('yealink', 'yelink'),
      "parceiros[2].parceiro  parceiro desconhecido 'yelink': use o id de um parceiro de data/partners.yaml; quis dizer 'yealink'?",
    ],
    [
      "a partner's name instead of its id",
      SLIDE.replace('parceiro: yealink', 'nome: Yealink'),
      'parceiros[2].nome  Yealink é um parceiro de data/partners.yaml: escreva parceiro: yealink no lugar de nome:, e o nome fica num lugar só',
    ],
    [
      'both an id and a name',
      `${SLIDE}            nome: Yealink\n`,
      'parceiros[2].nome  um slide com parceiro: leva o nome de data/partners.yaml; apague o nome:',
    ],
    [
      'a partner twice',
      SLIDE.replace('yealink', 'hubspot'),
      "parceiros[2].parceiro  o parceiro 'hubspot' já tem um slide neste carrossel",
    ],
    [
      'a partner kept off the carousel',
      SLIDE.replace('yealink', 'fanvil'),
      "parceiros[2].parceiro  o parceiro 'fanvil' não aparece no carrossel (em data/partners.yaml, aparece: [inicio]): inclua carrossel ali ou tire este slide",
    ],
  ])('reports %s in a slide', (_name, slide, expected) => {
    const temp = project()
    temp.edit('data/product-pages.yaml', SLIDE, slide)
    const found = validateProject(temp.root).errors.map(formatDataError)
    expect(found).toEqual([expect.stringMatching(/^data\/product-pages\.yaml:\d+:\d+ {2}paginas\[0\]\.secoes\[1\]\./)])
    expect(found[0]?.replace(/^\S+ {2}paginas\[0\]\.secoes\[1\]\./, '')).toBe(expected)
  })
})
