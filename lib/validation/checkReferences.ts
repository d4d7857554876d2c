import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { isScalar } from 'yaml'
import { checkMarkdownBody } from '../blog/checkMarkdownBody.ts'
import { checkPostLabels } from '../blog/checkPostLabels.ts'
import { checkShareImage, missingPublicFileMessage } from '../content/imageSize.ts'
import { hasValidCnpjCheckDigits } from '../lead/cnpj.ts'
import type { PostFile, PostText } from '../blog/validatePostFile.ts'
import { todayInBrazil } from '../format/todayInBrazil.ts'
import { BLOG_POST_PREFIX } from '../routes/buildRouteList.ts'
import type { AudiencesData } from '../types/generated/audiences.ts'
import type { BlogData } from '../types/generated/blog.ts'
import type { CalculatorData } from '../types/generated/calculator.ts'
import type { CareersData } from '../types/generated/careers.ts'
import type { CitiesData } from '../types/generated/cities.ts'
import type { CookieConsentData } from '../types/generated/cookie-consent.ts'
import type { ContactPagesData } from '../types/generated/contact-pages.ts'
import type { CountriesData } from '../types/generated/countries.ts'
import type { DidMobileData } from '../types/generated/did-mobile.ts'
import type { FooterData } from '../types/generated/footer.ts'
import type { HomeData } from '../types/generated/home.ts'
import type { LegalData } from '../types/generated/legal.ts'
import type { PagesData } from '../types/generated/pages.ts'
import type { PartnersData } from '../types/generated/partners.ts'
import type { PlansData } from '../types/generated/plans.ts'
import type { ProductPagesData } from '../types/generated/product-pages.ts'
import type { ServicesData } from '../types/generated/services.ts'
import type { SiteData } from '../types/generated/site.ts'
import { locatePath, type ParsedYaml } from './parseYaml.ts'
import { formatFieldPath, type DataError, type PathSegment } from './types.ts'

/**
 * The country picker's drawn flags: code, not data, so found beside this module whatever data root
 * is checked; bundled into the prerender (dist/server), it finds them from the project it builds.
 */
const FLAGS_FILE = [path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'icons', 'flags.svg'), path.join(process.cwd(), 'lib', 'icons', 'flags.svg')].find((file) => fs.existsSync(file))

/** The schema-valid datasets the reference checks look across. */
export interface CheckInput {
  root: string
  datasets: Map<string, ParsedYaml>
  legal: Map<string, ParsedYaml>
  /** Every legal document present, valid or not (a page is dated by its document even while that document has an error). */
  legalIds?: ReadonlySet<string>
  posts: PostFile[]
  /** Posts whose header has an error: only their text is checked. */
  unreadPosts?: PostText[]
}

function errorAt(parsed: ParsedYaml, segments: PathSegment[], message: string, onKey = false): DataError {
  return { file: parsed.file, ...locatePath(parsed, segments, onKey), path: formatFieldPath(segments), message }
}

/**
 * A country missing from data/countries.yaml, reported once, at its first city, with the lines of
 * the others: a countries file cut off (or a country deleted) made every one of its cities an error
 * of its own, 87 lines ahead of the one that explained them.
 */
function unknownCountryErrors(parsed: ParsedYaml, cities: ReadonlyMap<string, readonly number[]>): DataError[] {
  const lineOf = (index: number) => locatePath(parsed, ['cidades', index, 'pais']).line
  return [...cities].map(([code, [first = 0, ...others]]) => {
    const also = others.length === 0 ? '' : `; também em mais ${others.length} ${others.length === 1 ? 'cidade, na linha' : 'cidades, nas linhas'} ${others.map(lineOf).join(', ')}`
    return errorAt(parsed, ['cidades', first, 'pais'], `país '${code}' não está em data/countries.yaml${also}: inclua o país lá ou corrija o código`)
  })
}

/** Each item whose key an earlier item already has, with the index of that first one. */
function findRepeats<T>(items: readonly T[], key: (item: T) => string): { index: number; first: number }[] {
  const seen = new Map<string, number>()
  const repeats: { index: number; first: number }[] = []
  forEachItem(items, (item, index) => {
    const value = key(item)
    if (typeof value !== 'string') return
    const first = seen.get(value)
    if (first !== undefined) repeats.push({ index, first })
    else seen.set(value, index)
  })
  return repeats
}

/**
 * Runs a group of checks. In a file that has errors of its own, checkPartialDatasets runs these
 * checks too, so one run reports every error: a check that meets a missing required field (already
 * reported) skips the rest of its group only.
 */
function section(checks: () => void): void {
  try {
    checks()
  } catch (error) {
    if (!(error instanceof TypeError)) throw error
  }
}

/** Runs `check` on each item of a list, as a group of its own: an item missing a field is skipped, the others are still checked. */
function forEachItem<T>(items: readonly T[] | undefined, check: (item: T, index: number) => void): void {
  if (!Array.isArray(items)) return
  items.forEach((item, index) => section(() => check(item, index)))
}

function checkUnique<T>(parsed: ParsedYaml, listPath: PathSegment[], items: readonly T[], key: (item: T) => string, field: string): DataError[] {
  return findRepeats(items, key).map(({ index, first }) =>
    errorAt(parsed, [...listPath, index, field], `'${key(items[index] as T)}' repetido: já usado na linha ${locatePath(parsed, [...listPath, first, field]).line}; cada ${field} deve ser único`),
  )
}

/** A box around Brazil (with its islands): a Brazilian city outside it is a typo on the map. */
function insideBrazil(lat: number, lng: number): boolean {
  return lat >= -34 && lat <= 5.5 && lng >= -74 && lng <= -28.5
}

/** A place in Brazil whose coordinates fall outside it: say whether they look swapped. */
function outsideBrazil(parsed: ParsedYaml, segments: PathSegment[], place: { lat: number; lng: number }): DataError[] {
  if (insideBrazil(place.lat, place.lng)) return []
  const hint = insideBrazil(place.lng, place.lat) ? 'latitude e longitude parecem trocadas: troque os dois valores' : 'confira os números e o sinal de menos (no Brasil a longitude é sempre negativa, ex.: lat: -23.5505, lng: -46.6333)'
  return [errorAt(parsed, [...segments, 'lat'], `a posição (lat ${place.lat}, lng ${place.lng}) fica fora do Brasil: ${hint}`)]
}

function fileExists(root: string, publicPath: string): boolean {
  return fs.existsSync(path.join(root, 'public', publicPath))
}

/**
 * Checks that no schema can express: unique ids, references between files, files that
 * must exist in public/, and business rules (one popular plan per product).
 * Runs on the datasets that passed their schema; validateProject also runs it on each one that
 * did not, alone and guarded, and keeps only what it says about that file.
 */
export function checkReferences({ root, datasets, legal, legalIds = new Set(legal.keys()), posts, unreadPosts = [] }: CheckInput): DataError[] {
  const errors: DataError[] = []
  const get = <T>(key: string): { parsed: ParsedYaml; data: T } | undefined => {
    const parsed = datasets.get(key)
    return parsed ? { parsed, data: parsed.value as T } : undefined
  }
  const site = get<SiteData>('site')
  const pages = get<PagesData>('pages')
  const audiences = get<AudiencesData>('audiences')
  const cities = get<CitiesData>('cities')
  const countries = get<CountriesData>('countries')
  const didMobile = get<DidMobileData>('didMobile')
  const plans = get<PlansData>('plans')
  const partners = get<PartnersData>('partners')
  const calculator = get<CalculatorData>('calculator')
  const home = get<HomeData>('home')
  const footer = get<FooterData>('footer')
  const productPages = get<ProductPagesData>('productPages')
  const services = get<ServicesData>('services')

  const pagePaths = pages && Array.isArray(pages.data.paginas) ? new Set(pages.data.paginas.flatMap((p) => [p.caminho, ...(p.aliases ?? [])])) : undefined
  // A date after today is a typo (2062 for 2026): it would reach the page, the sitemap and the feed.
  const today = todayInBrazil()
  const futureDate = `data no futuro (hoje é ${today}): use a data da última alteração, que é hoje ou antes`
  // Every post's text, with or without a readable header: each has an address, and its links and CNPJs are checked.
  const postTexts: PostText[] = [...posts, ...unreadPosts]
  const sitePaths = pagePaths && new Set([...pagePaths, ...postTexts.map((post) => `${BLOG_POST_PREFIX}${post.id}`)])
  const requirePage = (parsed: ParsedYaml, segments: PathSegment[], target: string) => {
    if (pagePaths && !pagePaths.has(target)) {
      errors.push(errorAt(parsed, segments, `a página '${target}' não existe em data/pages.yaml; páginas: ${[...pagePaths].join(', ')}`))
    }
  }
  const requireFile = (parsed: ParsedYaml, segments: PathSegment[], publicPath: string | undefined) => {
    if (publicPath && !fileExists(root, publicPath)) errors.push(errorAt(parsed, segments, missingPublicFileMessage(publicPath, root)))
  }
  /** A sharing image: present, and in the 1200×630 shape the cards and social networks show. */
  const requireShareImage = (parsed: ParsedYaml, segments: PathSegment[], publicPath: string, used: string) => {
    const problem = checkShareImage(publicPath, used, root)
    if (problem) errors.push(errorAt(parsed, segments, problem))
  }

  section(() => {
    if (!pages) return
    const { parsed, data } = pages
    errors.push(...checkUnique(parsed, ['paginas'], data.paginas, (p) => p.id, 'id'))
    const pathOwner = new Map<string, string>()
    forEachItem(data.paginas, (page, index) => {
      const paths: [string, PathSegment[]][] = [[page.caminho, ['paginas', index, 'caminho']], ...(page.aliases ?? []).map((alias, a): [string, PathSegment[]] => [alias, ['paginas', index, 'aliases', a]])]
      for (const [pagePath, segments] of paths) {
        const owner = pathOwner.get(pagePath)
        if (owner) errors.push(errorAt(parsed, segments, `o endereço '${pagePath}' já é usado pela página '${owner}'; cada endereço deve ser único`))
        else pathOwner.set(pagePath, page.id)
      }
      // One date per page: a legal page is dated in its document (shown on the page and sent to the sitemap).
      const legalId = page.caminho.slice(1)
      if (legalIds.has(legalId)) {
        if (page.atualizadoEm !== undefined) errors.push(errorAt(parsed, ['paginas', index, 'atualizadoEm'], `apague este campo: a data desta página vem de atualizadoEm em data/legal/${legalId}.yaml, a mesma mostrada na página`, true))
      } else if (page.atualizadoEm === undefined) {
        errors.push(errorAt(parsed, ['paginas', index], "campo obrigatório 'atualizadoEm' ausente: a data da última alteração da página, ex.: atualizadoEm: 2025-11-03"))
      } else if (page.atualizadoEm > today) {
        errors.push(errorAt(parsed, ['paginas', index, 'atualizadoEm'], futureDate))
      }
    })
    const mainPaths = new Set(data.paginas.map((p) => p.caminho))
    if (!mainPaths.has('/')) errors.push(errorAt(parsed, ['paginas'], "falta a página inicial (caminho: /)"))
  })

  section(() => {
    if (!site) return
    const { parsed, data } = site
    errors.push(...checkUnique(parsed, ['telefones'], data.telefones, (t) => t.id, 'id'))
    errors.push(...checkUnique(parsed, ['links', 'atendimento'], data.links.atendimento, (l) => l.id, 'id'))
    if (!hasValidCnpjCheckDigits(data.cnpj)) {
      errors.push(errorAt(parsed, ['cnpj'], 'os dígitos verificadores (os dois últimos) não conferem com o resto do número: confira o CNPJ no cartão CNPJ da empresa'))
    }
    // The visitor reads `exibicao` and dials `numero` (the link and the schema.org data): the same number.
    forEachItem(data.telefones, (telefone, index) => {
      const dialled = telefone.numero.replace(/^\+55/, '').replace(/^0+/, '')
      const shown = telefone.exibicao.replace(/\D/g, '').replace(/^0+/, '')
      if (dialled !== shown) {
        errors.push(errorAt(parsed, ['telefones', index, 'exibicao'], `o número que aparece (${telefone.exibicao}) não é o que o link disca (numero: ${telefone.numero}): quem tocar nele ligaria para outro número; altere os dois campos juntos`))
      }
    })
    requireFile(parsed, ['logo'], data.logo)
    requireShareImage(parsed, ['imagemCompartilhamento'], data.imagemCompartilhamento, 'ao compartilhar as páginas nas redes sociais')
  })

  section(() => {
    if (!audiences) return
    const { parsed, data } = audiences
    errors.push(...checkUnique(parsed, ['publicos'], data.publicos, (p) => p.id, 'id'))
    errors.push(...checkUnique(parsed, ['navegacoes'], data.navegacoes, (n) => n.id, 'id'))
    const navIds = data.navegacoes.map((n) => n.id)
    if (!data.publicos.some((p) => p.id === data.padrao)) errors.push(errorAt(parsed, ['padrao'], `o público padrão '${data.padrao}' não está na lista de públicos`))
    forEachItem(data.publicos, (publico, index) => {
      if (!navIds.includes(publico.navegacao)) {
        errors.push(errorAt(parsed, ['publicos', index, 'navegacao'], `navegação desconhecida '${publico.navegacao}'; navegações definidas: ${navIds.join(', ')}`))
      }
    })
  })

  section(() => {
    if (!cities) return
    const { parsed, data } = cities
    errors.push(...checkUnique(parsed, ['cidades'], data.cidades, (c) => c.id, 'id'))
    // The same city under another id would get two markers on the map.
    for (const { index, first } of findRepeats(data.cidades, (c) => [c.nome.trim().toLocaleLowerCase('pt-BR'), c.uf ?? '', c.pais].join('|'))) {
      const city = data.cidades[index]
      if (!city) continue
      const name = `${city.nome} (${city.uf ?? city.pais})`
      errors.push(errorAt(parsed, ['cidades', index, 'nome'], `cidade repetida: ${name} já está em ${formatFieldPath(['cidades', first])} (id ${data.cidades[first]?.id}); apague uma das duas`))
    }
    const ids = new Set(data.cidades.map((c) => c.id))
    forEachItem(data.destaques, (id, index) => {
      if (!ids.has(id)) errors.push(errorAt(parsed, ['destaques', index], `a cidade '${id}' não está na lista de cidades (cidades[].id)`))
    })
    const codes = countries ? new Set(countries.data.paises.map((p) => p.codigo)) : undefined
    // The cities of each country missing from data/countries.yaml: one error a country, at its first city.
    const unknownCountries = new Map<string, number[]>()
    forEachItem(data.cidades, (city, index) => {
      if (codes && !codes.has(city.pais)) unknownCountries.set(city.pais, [...(unknownCountries.get(city.pais) ?? []), index])
      if (city.pais === 'BR' && !city.uf) errors.push(errorAt(parsed, ['cidades', index], 'cidade do Brasil sem uf: informe a sigla do estado'))
      if (city.pais !== 'BR' && city.uf) errors.push(errorAt(parsed, ['cidades', index, 'uf'], 'uf só vale para cidades do Brasil (pais: BR)'))
      // The id ends with the state (Brazil) or the country code: 'rio-de-janeiro-rj' with uf: SP is a copy-paste slip.
      const suffix = (city.pais === 'BR' ? city.uf : city.pais)?.toLowerCase()
      if (suffix && !city.id.endsWith(`-${suffix}`)) {
        errors.push(errorAt(parsed, ['cidades', index, 'id'], `o id '${city.id}' deve terminar com -${suffix} (${city.pais === 'BR' ? `a uf ${city.uf}` : `o país ${city.pais}`}): confira a uf/o país ou o id, ex.: ${city.id.replace(/-[a-z]{2}$/, '')}-${suffix}`))
      }
      if (city.pais === 'BR') errors.push(...outsideBrazil(parsed, ['cidades', index], city))
    })
    errors.push(...unknownCountryErrors(parsed, unknownCountries))
  })

  // /did offers mobile numbers in these cities: each is one the home page's map and list say the company serves.
  section(() => {
    if (!didMobile || !cities) return
    const { parsed, data } = didMobile
    const cityKey = (name: string, uf: string | undefined) => `${name.trim().normalize('NFC').toLocaleLowerCase('pt-BR')}|${(uf ?? '').toUpperCase()}`
    const brazil = cities.data.cidades.filter((city) => city.pais === 'BR')
    const served = new Set(brazil.map((city) => cityKey(city.nome, city.uf)))
    for (const list of ['destaques', 'outras'] as const) {
      forEachItem(data[list], (item, index) => {
        if (served.has(cityKey(item.cidade, item.uf))) return
        const namesake = brazil.find((city) => cityKey(city.nome, '') === cityKey(item.cidade, ''))
        if (namesake) {
          errors.push(errorAt(parsed, [list, index, 'uf'], `${item.cidade} está em data/cities.yaml com uf ${namesake.uf}, não ${item.uf}: confira a uf aqui ou lá`))
        } else {
          errors.push(errorAt(parsed, [list, index, 'cidade'], `${item.cidade} (${item.uf}) não está nas cidades atendidas de data/cities.yaml: a página /did ofereceria números numa cidade que o mapa da página inicial não mostra; inclua a cidade em data/cities.yaml ou confira o nome e a uf`))
        }
      })
    }
  })

  section(() => {
    if (!countries) return
    const { parsed, data } = countries
    errors.push(...checkUnique(parsed, ['paises'], data.paises, (p) => p.codigo, 'codigo'))
    if (!data.paises.some((p) => p.site?.status === 'disponivel')) errors.push(errorAt(parsed, ['paises'], 'pelo menos um país precisa de site com status disponivel'))
    // The picker draws each flag from lib/icons/flags.svg: a new country there needs its drawing first.
    const flags = FLAGS_FILE ? new Set([...fs.readFileSync(FLAGS_FILE, 'utf8').matchAll(/<symbol id="([a-z]{2})"/g)].map((m) => m[1])) : undefined
    forEachItem(data.paises, (pais, index) => {
      if (flags && pais.site && !flags.has(pais.codigo.toLowerCase())) errors.push(errorAt(parsed, ['paises', index, 'codigo'], `não há bandeira desenhada para ${pais.codigo} em lib/icons/flags.svg; peça à equipe de desenvolvimento para incluí-la antes de dar um site a este país`))
    })
  })

  section(() => {
    if (!plans) return
    const { parsed, data } = plans
    errors.push(...checkUnique(parsed, ['planos'], data.planos, (p) => p.id, 'id'))
    const pageIds = pages ? new Set(pages.data.paginas.map((p) => p.id)) : undefined
    const popularByProduct = new Map<string, number>()
    forEachItem(data.planos, (plan, index) => {
      if (pageIds && !pageIds.has(plan.produto)) {
        errors.push(errorAt(parsed, ['planos', index, 'produto'], `produto desconhecido '${plan.produto}': use o id de uma página de data/pages.yaml (ex.: pabx, "0800", did)`))
      }
      if (plan.popular === true) {
        const first = popularByProduct.get(plan.produto)
        if (first !== undefined) {
          errors.push(errorAt(parsed, ['planos', index, 'popular'], `o produto '${plan.produto}' já tem um plano em destaque (planos[${first}]); só um plano por produto pode ter popular: true`))
        } else popularByProduct.set(plan.produto, index)
        if (!plan.selo) errors.push(errorAt(parsed, ['planos', index], "plano em destaque (popular: true) precisa de um selo, ex.: selo: Mais Vendido"))
      } else if (plan.selo) {
        errors.push(errorAt(parsed, ['planos', index, 'selo'], 'só o plano em destaque (popular: true) pode ter selo'))
      }
    })
  })

  if (services) errors.push(...checkUnique(services.parsed, ['servicos'], services.data.servicos, (s) => s.id, 'id'))

  section(() => {
    if (!partners) return
    const { parsed, data } = partners
    errors.push(...checkUnique(parsed, ['parceiros'], data.parceiros, (p) => p.id, 'id'))
    if (!data.parceiros.some((p) => p.categoria === data.categoriaPadrao)) {
      errors.push(errorAt(parsed, ['categoriaPadrao'], `nenhum parceiro na categoria '${data.categoriaPadrao}'`))
    }
  })

  section(() => {
    if (!calculator) return
    const { parsed, data } = calculator
    errors.push(...checkUnique(parsed, ['servicos'], data.servicos, (s) => s.id, 'id'))
    errors.push(...checkUnique(parsed, ['concorrentes'], data.concorrentes, (c) => c.id, 'id'))
    forEachItem(data.servicos, (service, index) => {
      const mark = service.marcaNota
      if (mark && !data.notas.some((note) => note.startsWith(mark) && !note.startsWith(`${mark}*`))) {
        errors.push(errorAt(parsed, ['servicos', index, 'marcaNota'], `nenhuma das notas começa com '${mark}': escreva a nota correspondente em notas, começando com '${mark} '`))
      }
    })
    const { minima, maxima, inicial, atalhos } = data.quantidade
    if (minima > maxima) errors.push(errorAt(parsed, ['quantidade', 'minima'], `a quantidade mínima (${minima}) é maior que a máxima (${maxima})`))
    if (inicial < minima || inicial > maxima) errors.push(errorAt(parsed, ['quantidade', 'inicial'], `a quantidade inicial ${inicial} está fora do intervalo ${minima} a ${maxima}`))
    forEachItem(atalhos, (value, index) => {
      if (value < minima || value > maxima) errors.push(errorAt(parsed, ['quantidade', 'atalhos', index], `o atalho ${value} está fora do intervalo ${minima} a ${maxima}`))
    })
  })

  section(() => {
    if (!home) return
    const { parsed, data } = home
    errors.push(...checkUnique(parsed, ['solucoes', 'cards'], data.solucoes.cards, (c) => c.id, 'id'))
    requireFile(parsed, ['heroi', 'video', 'poster'], data.heroi.video.poster)
    requireFile(parsed, ['heroi', 'video', 'imagemAlternativa'], data.heroi.video.imagemAlternativa)
  })

  section(() => {
    if (!footer) return
    const { parsed, data } = footer
    requireFile(parsed, ['atoRegulatorio', 'arquivo'], data.atoRegulatorio.arquivo)
    errors.push(...checkUnique(parsed, ['selos', 'itens'], data.selos.itens, (s) => s.id, 'id'))
  })

  // Every link to a page of the site, in any file (field caminho), leads to a page of data/pages.yaml:
  // a mistyped one is reported here, at its line, instead of as a broken link on every built page.
  for (const [key, parsed] of datasets) {
    if (key === 'pages') continue
    for (const [segments, target] of pagePathFields(parsed.value)) requirePage(parsed, segments, target)
  }

  section(() => {
    if (!productPages) return
    const { parsed, data } = productPages
    errors.push(...checkUnique(parsed, ['paginas'], data.paginas, (p) => p.id, 'id'))
    const pageIds = pages ? new Set(pages.data.paginas.map((p) => p.id)) : undefined
    const products = plans ? new Set(plans.data.planos.map((p) => p.produto)) : undefined
    forEachItem(data.paginas, (page, index) => {
      if (pageIds && !pageIds.has(page.id)) errors.push(errorAt(parsed, ['paginas', index, 'id'], `a página '${page.id}' não existe em data/pages.yaml`))
      if (products && !products.has(page.produto)) errors.push(errorAt(parsed, ['paginas', index, 'produto'], `nenhum plano de data/plans.yaml tem produto '${page.produto}'`))
      errors.push(...checkUnique(parsed, ['paginas', index, 'secoes'], page.secoes, (secao) => secao.id, 'id'))
      requireFile(parsed, ['paginas', index, 'heroi', 'ilustracao'], page.heroi.ilustracao)
    })
  })

  // The company's offices are in Brazil: a pin in the ocean is a typo or swapped coordinates.
  const contactPages = get<ContactPagesData>('contactPages')
  section(() => {
    if (!contactPages) return
    const { parsed, data } = contactPages
    forEachItem(data.unidades, (unit, index) => errors.push(...outsideBrazil(parsed, ['unidades', index], unit)))
    // The head office's pin and address on the contact pages, beside the footer's address.
    const headOffice = data.unidades.findIndex((unit) => unit.id.startsWith('sede'))
    const headUnit = data.unidades[headOffice]
    if (site && headUnit && !headUnit.endereco.startsWith(site.data.endereco.logradouro)) {
      errors.push(
        errorAt(
          parsed,
          ['unidades', headOffice, 'endereco'],
          `o endereço da sede não começa pelo da empresa em data/site.yaml (endereco.logradouro: ${site.data.endereco.logradouro}): se a sede mudou, troque-o aqui também, com a lat e a lng do marcador no mapa`,
        ),
      )
    }
  })

  const consent = get<CookieConsentData>('cookieConsent')
  for (const [id, parsed] of legal) {
    section(() => {
      const data = parsed.value as LegalData
      if (site) errors.push(...staleCompanyFacts(parsed.source, { file: parsed.file, firstLine: 1 }, site.data))
      if (pagePaths && !pagePaths.has(`/${id}`)) errors.push(errorAt(parsed, [], `nenhuma página '/${id}' em data/pages.yaml mostra este documento: o nome do arquivo deve ser o endereço da página`))
      if (data.atualizadoEm > today) errors.push(errorAt(parsed, ['atualizadoEm'], futureDate))
      // The page shows both: a document changed this year with last year's version reads as unchanged.
      // (A date that is malformed or in the future has its own message.)
      const year = /^(\d{4})-\d{2}-\d{2}$/.exec(data.atualizadoEm)?.[1]
      if (year && data.atualizadoEm <= today && !data.versao.startsWith(`${year}.`)) {
        errors.push(errorAt(parsed, ['versao'], `a versão não é do ano de atualizadoEm (${data.atualizadoEm}): quem altera o documento troca também a versão, ex.: versao: "${year}.1" (ou "${year}.2" para a segunda alteração do ano)`))
      }
      errors.push(...checkUnique(parsed, ['secoes'], data.secoes, (s) => s.id, 'id'))
      if (data.introducao) errors.push(...foldedMarkdown(parsed, ['introducao']))
      // The introduction is rendered as markdown too, above the sections.
      if (sitePaths && data.introducao) errors.push(...checkMarkdownBody(data.introducao, { ...markdownPlace(parsed, ['introducao']), sitePaths, siteUrl: site?.data.url, path: 'introducao' }))
      forEachItem(data.secoes, (secao, index) => {
        if (secao.conteudo) errors.push(...foldedMarkdown(parsed, ['secoes', index, 'conteudo']))
        if (sitePaths && secao.conteudo) errors.push(...checkMarkdownBody(secao.conteudo, { ...markdownPlace(parsed, ['secoes', index, 'conteudo']), sitePaths, siteUrl: site?.data.url, path: formatFieldPath(['secoes', index, 'conteudo']) }))
        if (secao.bloco === 'categorias' && !data.categorias) errors.push(errorAt(parsed, ['secoes', index, 'bloco'], 'bloco categorias precisa da lista categorias neste arquivo'))
        if (secao.bloco === 'documentos' && !data.documentos) errors.push(errorAt(parsed, ['secoes', index, 'bloco'], 'bloco documentos precisa da lista documentos neste arquivo'))
      })
      if (data.categorias) {
        errors.push(...checkUnique(parsed, ['categorias'], data.categorias, (c) => c.id, 'id'))
        // The policy states how long essential choices are kept; the site keeps them validadeDias days.
        const days = consent?.data.validadeDias
        forEachItem(data.categorias, (categoria, index) => {
          if (days !== undefined && categoria.obrigatorio && !categoria.duracao.includes(`${days} dias`)) {
            errors.push(errorAt(parsed, ['categorias', index, 'duracao'], `a duração dos itens essenciais deve citar '${days} dias', o prazo que o site guarda as escolhas (validadeDias em data/cookie-consent.yaml), ex.: Da sessão até ${days} dias`))
          }
        })
      }
      if (data.documentos) {
        errors.push(...checkUnique(parsed, ['documentos'], data.documentos, (d) => d.id, 'id'))
        forEachItem(data.documentos, (doc, index) => requireFile(parsed, ['documentos', index, 'arquivo'], doc.arquivo))
      }
    })
  }

  const blog = get<BlogData>('blog')
  section(() => {
    if (!blog) return
    requireShareImage(blog.parsed, ['imagemPadrao'], blog.data.imagemPadrao, 'nos cards do blog e ao compartilhar os posts sem imagem')
    requireFile(blog.parsed, ['lista', 'ilustracao'], blog.data.lista.ilustracao)
  })
  const careers = get<CareersData>('careers')
  if (careers) requireFile(careers.parsed, ['ilustracao'], careers.data.ilustracao)

  const at = (post: PostFile, field: string) => post.positions.get(field) ?? { line: 1, col: 1 }
  for (const post of posts) {
    if (post.frontmatter.publishDate > today) {
      errors.push({ file: post.file, ...at(post, 'publishDate'), path: 'publishDate', message: `data no futuro (hoje é ${today}): o post apareceria no site com esta data; use a data de hoje ou uma anterior` })
    }
  }
  for (const post of postTexts) {
    if (site) errors.push(...staleCompanyFacts(post.body, { file: post.file, firstLine: post.bodyLine }, site.data))
    // What a post's text links to, and what the site would silently drop from it.
    if (sitePaths) errors.push(...checkMarkdownBody(post.body, { file: post.file, firstLine: post.bodyLine, sitePaths, siteUrl: site?.data.url }))
  }
  // The title becomes the page's <title>: two posts with one title compete in search results.
  for (const { index, first } of findRepeats(posts, (post) => post.frontmatter.title.trim().toLocaleLowerCase('pt-BR'))) {
    const post = posts[index]
    if (post) errors.push({ file: post.file, ...at(post, 'title'), path: 'title', message: `título repetido: o post ${posts[first]?.id}.md já usa este título; dê a cada post um título próprio` })
  }
  errors.push(...checkPostLabels(posts, at))
  return errors
}

/** Every string field named caminho in a parsed document, with where it is. */
function pagePathFields(value: unknown, segments: PathSegment[] = []): [PathSegment[], string][] {
  if (Array.isArray(value)) return value.flatMap((item, index) => pagePathFields(item, [...segments, index]))
  if (!value || typeof value !== 'object') return []
  return Object.entries(value).flatMap(([key, item]): [PathSegment[], string][] => (key === 'caminho' && typeof item === 'string' ? [[[...segments, key], item]] : pagePathFields(item, [...segments, key])))
}

const CNPJ_IN_TEXT = /\b\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}\b/g
const CEP_IN_TEXT = /\b\d{5}-\d{3}\b/g
/** A phone as the site writes them: (11) 4000-2120, (11) 98765-4321, 0800 777 2120. */
const PHONE_IN_TEXT = /\(\d{2}\) ?9?\d{4}-\d{4}\b|\b0[35]00[ -]?\d{3}[ -]?\d{4}\b/g

/**
 * A legal text or a post that quotes a CNPJ, a head-office CEP or a company phone other than
 * data/site.yaml's: a copy left behind when the company's details changed there (the legal texts
 * name the company by its CNPJ and address; each post ends with the sales phone).
 */
function staleCompanyFacts(text: string, place: { file: string; firstLine: number }, site: SiteData): DataError[] {
  const digits = (phone: string) => phone.replace(/\D/g, '')
  // In a site.yaml with errors of its own, a phone without its text is already reported there.
  const companyPhones = (Array.isArray(site.telefones) ? site.telefones : []).filter((phone) => typeof phone?.exibicao === 'string')
  const phones = new Set(companyPhones.map((phone) => digits(phone.exibicao)))
  const checks: { pattern: RegExp; current: (found: string) => boolean; message: (found: string) => string }[] = [
    { pattern: CNPJ_IN_TEXT, current: (found) => found === site.cnpj, message: (found) => `o texto cita o CNPJ ${found}, mas o da empresa em data/site.yaml (cnpj) é ${site.cnpj}: se o CNPJ mudou, troque-o aqui também` },
    { pattern: CEP_IN_TEXT, current: (found) => found === site.endereco.cep, message: (found) => `o texto cita o CEP ${found}, mas o da sede em data/site.yaml (endereco.cep) é ${site.endereco.cep}: se o endereço mudou, troque o endereço todo aqui também` },
  ]
  // With no phone readable there (telefones misspelt or emptied, reported in site.yaml), every
  // phone a text quotes would be a false alarm.
  if (companyPhones.length > 0) {
    checks.push({
      pattern: PHONE_IN_TEXT,
      current: (found) => phones.has(digits(found)),
      message: (found) =>
        `o texto cita o telefone ${found}, que não é nenhum dos telefones da empresa em data/site.yaml (${companyPhones.map((phone) => phone.exibicao).join(', ')}): se o número da empresa mudou, troque-o aqui também; se é um número de exemplo, escreva os últimos dígitos com X, ex.: (21) 3333-XXXX`,
    })
  }
  return text.split('\n').flatMap((line, index) =>
    checks.flatMap(({ pattern, current, message }) =>
      [...line.matchAll(pattern)]
        .filter((match) => !current(match[0]))
        .map((match) => ({ file: place.file, line: place.firstLine + index, col: (match.index ?? 0) + 1, path: '(texto)', message: message(match[0]) })),
    ),
  )
}

/**
 * A markdown text written over several lines without `|` (or between quotes): YAML joins its
 * lines, so its paragraphs and list items would reach the page run together in one paragraph.
 */
function foldedMarkdown(parsed: ParsedYaml, segments: PathSegment[]): DataError[] {
  const node = parsed.doc.getIn(segments, true)
  if (!isScalar(node) || node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' || !node.range) return []
  const lineOf = (offset: number) => parsed.lineCounter.linePos(offset).line
  if (lineOf(node.range[0]) === lineOf(node.range[1])) return []
  const field = String(segments.at(-1))
  return [errorAt(parsed, segments, `este texto ocupa várias linhas sem '|' depois de '${field}:', e o YAML junta as linhas: no site, os parágrafos e as listas sairiam emendados num parágrafo só. Escreva '${field}: |' e, nas linhas de baixo, o texto todo recuado com os mesmos espaços`, true)]
}

/**
 * Where the markdown of a YAML text field starts in its file: the line after `campo: |` (a block,
 * indented), or the field's own line for a one-line text.
 */
function markdownPlace(parsed: ParsedYaml, segments: PathSegment[]): { file: string; firstLine: number; indent: number } {
  const { line, col } = locatePath(parsed, segments)
  const lines = parsed.source.split(/\r?\n/)
  const valueStart = (lines[line - 1] ?? '').slice(col - 1)
  if (/^[|>]/.test(valueStart)) {
    const first = lines[line] ?? ''
    return { file: parsed.file, firstLine: line + 1, indent: first.length - first.trimStart().length }
  }
  return { file: parsed.file, firstLine: line, indent: col - 1 + (/^["']/.test(valueStart) ? 1 : 0) }
}
