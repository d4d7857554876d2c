import { describe, expect, it } from 'vitest'
import { parseStoredAudience } from '../../../lib/audience/parseStoredAudience.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { searchDidCities } from '../../../lib/did/searchDidCities.ts'
import { buildMailtoLink } from '../../../lib/format/buildMailtoLink.ts'
import { formatDateLong, formatDateShort } from '../../../lib/format/formatDate.ts'
import { keepNumbersWithWords } from '../../../lib/format/keepNumbersWithWords.ts'
import { keepPlaceTogether } from '../../../lib/format/keepPlaceTogether.ts'
import { todayInBrazil } from '../../../lib/format/todayInBrazil.ts'
import { buildAudienceNavigation } from '../../../lib/navigation/buildAudienceNavigation.ts'
import {
  countPartnersByCategory,
  filterPartners,
  partnerCategoryLabel,
  type PartnerCategory,
} from '../../../lib/partners/countPartnersByCategory.ts'

const content = loadContent()
const AUDIENCES = ['pequenas-medias', 'grandes-governo', 'provedores', 'agro'] as const

describe('parseStoredAudience', () => {
  it.each([
    ['provedores', 'provedores'],
    ['agro', 'agro'],
    [null, 'pequenas-medias'],
    [undefined, 'pequenas-medias'],
    ['', 'pequenas-medias'],
    ['pequenas-media', 'pequenas-medias'],
    ['"provedores"', 'pequenas-medias'],
    ['<script>', 'pequenas-medias'],
  ])('%j -> %s', (stored, expected) => {
    expect(parseStoredAudience(stored, AUDIENCES, 'pequenas-medias')).toBe(expected)
  })
})

describe('buildAudienceNavigation (Header)', () => {
  const labels = (id: (typeof AUDIENCES)[number]) =>
    buildAudienceNavigation(content.audiences, id, content.site.links).main.map((item) => item.label)

  it.each(['pequenas-medias', 'grandes-governo', 'agro'] as const)('%s: the four anchors, Blog and Status', (id) => {
    expect(labels(id)).toEqual(['Serviços', 'Integrações', 'Cobertura', 'Contato', 'Blog', 'Status'])
    const anchors = buildAudienceNavigation(content.audiences, id, content.site.links).main.filter(
      (item) => item.kind === 'anchor',
    )
    expect(anchors.map((item) => item.href)).toEqual(['/#servicos', '/#integracoes', '/#cobertura', '/#contato'])
  })

  it('provedores: Soluções, Números DID, PABX Virtual, Número 0800, IPTV, Blog and Status', () => {
    expect(labels('provedores')).toEqual([
      'Soluções',
      'Números DID',
      'PABX Virtual',
      'Número 0800',
      'IPTV',
      'Blog',
      'Status',
    ])
  })

  it('Status is the external status page, and the mobile menu adds Provedores', () => {
    const nav = buildAudienceNavigation(content.audiences, 'agro', content.site.links)
    expect(nav.main.at(-1)).toEqual({ kind: 'external', label: 'Status', href: content.site.links.status })
    expect(nav.mobileOnly).toEqual([{ kind: 'page', label: 'Provedores', href: '/provedores' }])
  })
})

describe('partners', () => {
  const partner = (nome: string, categoria: PartnerCategory) => ({
    id: nome.toLowerCase(),
    nome,
    logo: nome.charAt(0),
    descricao: nome,
    categoria,
    status: 'compativel' as const,
  })

  it('counts each tab, Todos counting every partner', () => {
    const partners = [
      partner('A', 'plataforma'),
      partner('B', 'plataforma'),
      partner('C', 'software'),
      partner('D', 'erp'),
    ]
    expect(countPartnersByCategory(partners)).toEqual({
      equipamento: 0,
      software: 1,
      plataforma: 2,
      crm: 0,
      erp: 1,
      todos: 4,
    })
    expect(filterPartners(partners, 'plataforma').map((p) => p.nome)).toEqual(['A', 'B'])
    expect(filterPartners(partners, 'todos')).toHaveLength(4)
  })

  it("the data's 23 partners: equipment 5, software 4, platform 9, CRM 2, ERP 3 with 2 in development", () => {
    const partners = content.partners.parceiros
    const inCategory = (categoria: PartnerCategory) => partners.filter((p) => p.categoria === categoria).length
    expect(partners).toHaveLength(23)
    expect([
      inCategory('equipamento'),
      inCategory('software'),
      inCategory('plataforma'),
      inCategory('crm'),
      inCategory('erp'),
    ]).toEqual([5, 4, 9, 2, 3])
    expect(partners.filter((p) => p.categoria === 'erp' && p.status === 'em-desenvolvimento')).toHaveLength(2)
  })

  it('labels unknown categories with the fallback', () => {
    expect(partnerCategoryLabel(content.partners.rotulosCategoria, 'erp')).toBe('ERP')
    expect(partnerCategoryLabel(content.partners.rotulosCategoria, 'iot')).toBe('Integração')
  })
})

describe('searchDidCities', () => {
  const cities = [
    { cidade: 'São Paulo', uf: 'SP' as const, ddd: 11 },
    { cidade: 'Santos', uf: 'SP' as const, ddd: 13 },
    { cidade: 'Goiânia', uf: 'GO' as const, ddd: 62 },
  ]
  it.each([
    ['', ['São Paulo', 'Santos', 'Goiânia']],
    ['sao', ['São Paulo']],
    ['GOIANIA', ['Goiânia']],
    ['1', ['São Paulo', 'Santos']],
    ['13', ['Santos']],
    ['(62)', ['Goiânia']],
    ['011', ['São Paulo']],
    ['sp', ['São Paulo', 'Santos']],
    ['Recife', []],
    // Written the way the list shows a city, or the way people write one.
    ['Santos SP', ['Santos']],
    ['Santos, SP', ['Santos']],
    ['sao paulo - sp', ['São Paulo']],
    ['Goiânia/GO', ['Goiânia']],
    ['Santos RJ', []],
    ['DDD 13', ['Santos']],
    ['55 11', ['São Paulo']],
    ['+55 (62)', ['Goiânia']],
  ])('%j', (query, expected) => {
    expect(searchDidCities(cities, query).map((c) => c.cidade)).toEqual(expected)
  })
})

describe('formatters', () => {
  it('formats dates in pt-BR the same everywhere (UTC)', () => {
    expect(formatDateLong('2025-11-03')).toBe('3 de novembro de 2025')
    expect(formatDateShort('2025-01-09')).toBe('09/01/2025')
    expect(() => formatDateLong('03/11/2025')).toThrow()
  })

  it('encodes the mailto subject', () => {
    expect(buildMailtoLink('rh@nuvox.com.br', 'Candidatura Espontânea')).toBe(
      'mailto:rh@nuvox.com.br?subject=Candidatura%20Espont%C3%A2nea',
    )
    expect(buildMailtoLink('a@b.c')).toBe('mailto:a@b.c')
  })
})

describe('keepPlaceTogether', () => {
  it.each([
    [
      'Av. Paulista, 1636, conj. 1105 - Bela Vista, São Paulo/SP',
      'Av. Paulista, 1636, conj. 1105 - Bela Vista, São\u00a0Paulo/SP',
    ],
    ['Rua XV de Novembro, 700 - Centro, Curitiba/PR', 'Rua XV de Novembro, 700 - Centro, Curitiba/PR'],
    ['Rio de Janeiro/RJ', 'Rio\u00a0de\u00a0Janeiro/RJ'],
    ['', ''],
  ])('%j -> %j', (address, expected) => {
    expect(keepPlaceTogether(address)).toBe(expected)
  })
})

describe('keepNumbersWithWords', () => {
  it.each([
    ['Guia de programação (EPG) de 14 dias', 'Guia de programação (EPG) de 14\u00a0dias'],
    ['Até 10 conexões simultâneas e 7 ou 14 dias.', 'Até 10\u00a0conexões simultâneas e 7\u00a0ou 14\u00a0dias.'],
    ['Economize até R$ 2.400 por ano', 'Economize até R$\u00a02.400\u00a0por ano'],
    ['Ligue para (11) 4000-2120 ou 0800 777 2120', 'Ligue para (11) 4000-2120\u00a0ou 0800 777 2120'],
    ['válido somente para o DDD 11.', 'válido somente para o DDD 11.'],
    ['24/7, 99,9% de disponibilidade', '24/7, 99,9% de disponibilidade'],
  ])('%j -> %j', (text, expected) => {
    expect(keepNumbersWithWords(text)).toBe(expected)
  })

  it('applies to what the site shows from data/, so a narrow plan card keeps "14 dias" on one line', () => {
    const features = content.plans.planos
      .filter((plan) => plan.produto === 'iptv')
      .flatMap((plan) => plan.recursos.map((feature) => (typeof feature === 'string' ? feature : feature.texto)))
    expect(features).toContain('Guia de programação (EPG) de 14\u00a0dias')
    expect(content.banners.blackFriday.economia).toBe('Economize até R$\u00a02.400\u00a0por ano')
  })
})

describe('todayInBrazil', () => {
  it("is Brasília's date, not the server's: 01:30 UTC is still the day before there", () => {
    expect(todayInBrazil(new Date('2026-11-28T01:30:00Z'))).toBe('2026-11-27')
    expect(todayInBrazil(new Date('2026-11-28T03:30:00Z'))).toBe('2026-11-28')
  })
})
