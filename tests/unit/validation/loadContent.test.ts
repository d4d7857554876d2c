import { afterEach, describe, expect, it } from 'vitest'
import { InvalidContentError, loadContent } from '../../../lib/content/loadContent.ts'
import { dropHiddenItems } from '../../../lib/content/dropHiddenItems.ts'
import { buildAudienceNavigation } from '../../../lib/navigation/buildAudienceNavigation.ts'
import { carouselSlides, homePartners } from '../../../lib/partners/partnerPlaces.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const temps: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (temps.length > 0) temps.pop()?.cleanup()
})

describe('loadContent', () => {
  it('returns every dataset typed, posts newest first', () => {
    const content = loadContent()
    expect(content.site.nome).toBe('Nuvox Telecom')
    expect(content.services.servicos).toHaveLength(12)
    expect(Object.keys(content.legal).sort()).toEqual([
      'politica-cookies',
      'politica-privacidade',
      'regulatorio',
      'termos-de-uso',
    ])
    const dates = content.posts.map((post) => post.frontmatter.publishDate)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('is loaded once per project root', () => {
    expect(loadContent()).toBe(loadContent())
  })

  it('refuses invalid data with every error, in the validator format', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.edit('data/calculator.yaml', '    precoBase: 4.99\n', '    precoBase: 4,99\n')
    temp.edit('data/audiences.yaml', 'padrao: pequenas-medias\n', 'padrao: pequenas\n')
    expect(() => loadContent(temp.root)).toThrow(InvalidContentError)
    try {
      loadContent(temp.root)
    } catch (error) {
      expect((error as Error).message).toContain('data/calculator.yaml:7:16  servicos[0].precoBase')
      expect((error as Error).message).toContain("data/audiences.yaml:2:9  padrao  valor desconhecido 'pequenas'")
    }
  })
})

describe('an item hidden with visivel: false', () => {
  it('is left out of what pages read, and still checked', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.edit(
      'data/audiences.yaml',
      '      - rotulo: Integrações\n        ancora: integracoes\n',
      '      - rotulo: Integrações\n        ancora: integracoes\n        visivel: false\n',
    )
    temp.edit(
      'data/footer.yaml',
      '  - rotulo: Serviços\n    ancora: servicos\n',
      '  - rotulo: Serviços\n    ancora: servicos\n    visivel: false\n',
    )
    const content = loadContent(temp.root)
    const menu = buildAudienceNavigation(content.audiences, content.audiences.padrao, content.site.links).main.map(
      (item) => item.label,
    )
    expect(menu).not.toContain('Integrações')
    expect(menu).toContain('Cobertura')
    expect(content.footer.ancoras.map((item) => item.rotulo)).not.toContain('Serviços')
    expect(content.footer.ancoras.map((item) => item.rotulo)).toContain('Planos')
    // Hidden, it must still be right the day it comes back.
    temp.edit(
      'data/footer.yaml',
      '    ancora: servicos\n    visivel: false\n',
      '    ancora: servico\n    visivel: false\n',
    )
    expect(() => loadContent(temp.root, null)).toThrow(/ancoras\[1\]\.ancora/)
  })
})

describe('a plan, a service or a partner hidden with visivel: false', () => {
  it('leaves the product page, the home page and the carousel', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.edit('data/plans.yaml', '  - id: pabx-startup\n', '  - id: pabx-startup\n    visivel: false\n')
    temp.edit('data/services.yaml', '  - id: sms\n', '  - id: sms\n    visivel: false\n')
    temp.edit('data/partners.yaml', '  - id: hubspot\n', '  - id: hubspot\n    visivel: false\n')
    const content = loadContent(temp.root, null)
    expect(content.plans.planos.map((plan) => plan.id)).not.toContain('pabx-startup')
    expect(content.plans.planos.map((plan) => plan.id)).toContain('pabx-business')
    expect(content.services.servicos.map((service) => service.id)).not.toContain('sms')
    expect(homePartners(content.partners).parceiros.map((partner) => partner.id)).not.toContain('hubspot')
    const carousel = content.productPages.paginas
      .flatMap((page) => page.secoes)
      .find((secao) => secao.tipo === 'carrossel')
    if (carousel?.tipo !== 'carrossel') throw new Error('sem carrossel')
    const slides = carouselSlides(carousel, content.partners).map((slide) => slide.nome)
    expect(slides).not.toContain('HubSpot')
    expect(slides[0]).toBe('RD Station CRM')
  })

  it('cannot empty a product page of its plans', () => {
    const temp = createTempProject()
    temps.push(temp)
    for (const id of ['iptv-basico', 'iptv-premium', 'iptv-empresarial'])
      temp.edit('data/plans.yaml', `  - id: ${id}\n`, `  - id: ${id}\n    visivel: false\n`)
    expect(() => loadContent(temp.root, null)).toThrow(
      "todos os planos de produto 'iptv' estão com visivel: false: a seção de planos da página ficaria vazia; mostre ao menos um",
    )
  })
})

describe('dropHiddenItems', () => {
  it.each([
    [
      [{ a: 1 }, { a: 2, visivel: false }, { a: 3, visivel: true }],
      [{ a: 1 }, { a: 3, visivel: true }],
    ],
    [{ lista: [{ itens: [{ visivel: false }, 'x'] }] }, { lista: [{ itens: ['x'] }] }],
    [{ visivel: false }, { visivel: false }],
    ['texto', 'texto'],
  ])('%j -> %j', (value, expected) => {
    expect(dropHiddenItems(value)).toEqual(expected)
  })
})
