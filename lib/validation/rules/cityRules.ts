import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { locatePath, type ParsedYaml } from '../parseYaml.ts'
import { formatFieldPath, type DataError } from '../types.ts'
import { defineRule, type Rule } from './rule.ts'
import { checkUnique, errorAt, findRepeats, outsideBrazil } from './ruleHelpers.ts'

/**
 * The country picker's drawn flags: code, not data, so found beside this module whatever data root
 * is checked; bundled into the prerender (dist/server), it finds them from the project it builds.
 */
const FLAGS_FILE = [
  path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'icons', 'flags.svg'),
  path.join(process.cwd(), 'lib', 'icons', 'flags.svg'),
].find((file) => fs.existsSync(file))

/**
 * A country missing from data/countries.yaml, reported once, at its first city, with the lines of
 * the others: a countries file cut off (or a country deleted) made every one of its cities an error
 * of its own, 87 lines ahead of the one that explained them.
 */
function unknownCountryErrors(parsed: ParsedYaml, cities: ReadonlyMap<string, readonly number[]>): DataError[] {
  const lineOf = (index: number) => locatePath(parsed, ['cidades', index, 'pais']).line
  return [...cities].map(([code, [first = 0, ...others]]) => {
    const where = others.length === 1 ? 'cidade, na linha' : 'cidades, nas linhas'
    const also =
      others.length === 0 ? '' : `; também em mais ${others.length} ${where} ${others.map(lineOf).join(', ')}`
    return errorAt(
      parsed,
      ['cidades', first, 'pais'],
      `país '${code}' não está em data/countries.yaml${also}: inclua o país lá ou corrija o código`,
    )
  })
}

/** The codes of data/countries.yaml: a city in another country gets one error, its country's, and none that follow from it. */
const knownCountries = (paises: readonly { codigo: string }[]) => new Set(paises.map((p) => p.codigo))

/** The cities of the map (data/cities.yaml), the countries of the picker and the cities of /did. */
export const cityRules: readonly Rule[] = [
  defineRule({
    name: 'unique-city-ids',
    needs: ['cities'],
    check({ cities }, context) {
      return checkUnique(context, cities.parsed, ['cidades'], cities.data.cidades, (c) => c.id, 'id')
    },
  }),
  defineRule({
    // The same city under another id would get two markers on the map.
    name: 'unique-city-names',
    needs: ['cities'],
    check({ cities }, context) {
      const { cidades } = cities.data
      return findRepeats(context, cidades, (c) =>
        [c.nome.trim().toLocaleLowerCase('pt-BR'), c.uf ?? '', c.pais].join('|'),
      ).flatMap(({ index, first }) => {
        const city = cidades[index]
        if (!city) return []
        const name = `${city.nome} (${city.uf ?? city.pais})`
        const message = `cidade repetida: ${name} já está em ${formatFieldPath(['cidades', first])} (id ${cidades[first]?.id}); apague uma das duas`
        return [errorAt(cities.parsed, ['cidades', index, 'nome'], message)]
      })
    },
  }),
  defineRule({
    name: 'highlighted-cities-known',
    needs: ['cities'],
    check({ cities }, context) {
      const ids = new Set(cities.data.cidades.map((c) => c.id))
      return context.eachItem(cities.data.destaques, (id, index) =>
        ids.has(id)
          ? []
          : [
              errorAt(
                cities.parsed,
                ['destaques', index],
                `a cidade '${id}' não está na lista de cidades (cidades[].id)`,
              ),
            ],
      )
    },
  }),
  defineRule({
    // A state (uf) for every Brazilian city, and for those only; an unknown country is city-country-known's to report.
    name: 'city-state',
    needs: ['cities', 'countries'],
    check({ cities, countries }, context) {
      const known = knownCountries(countries.data.paises)
      return context.eachItem(cities.data.cidades, (city, index) => {
        if (!known.has(city.pais)) return []
        if (city.pais === 'BR' && !city.uf)
          return [errorAt(cities.parsed, ['cidades', index], 'cidade do Brasil sem uf: informe a sigla do estado')]
        if (city.pais !== 'BR' && city.uf)
          return [errorAt(cities.parsed, ['cidades', index, 'uf'], 'uf só vale para cidades do Brasil (pais: BR)')]
        return []
      })
    },
  }),
  defineRule({
    // The id ends with the state (Brazil) or the country code: 'rio-de-janeiro-rj' with uf: SP is a copy-paste slip.
    name: 'city-id-suffix',
    needs: ['cities', 'countries'],
    check({ cities, countries }, context) {
      const known = knownCountries(countries.data.paises)
      return context.eachItem(cities.data.cidades, (city, index) => {
        if (!known.has(city.pais)) return []
        const suffix = (city.pais === 'BR' ? city.uf : city.pais)?.toLowerCase()
        if (!suffix || city.id.endsWith(`-${suffix}`)) return []
        const owner = city.pais === 'BR' ? `a uf ${city.uf}` : `o país ${city.pais}`
        const stem = city.id.replace(/-[a-z]{2}$/, '')
        const message = `o id '${city.id}' deve terminar com -${suffix} (${owner}): confira a uf/o país ou o id, ex.: ${stem}-${suffix}`
        return [errorAt(cities.parsed, ['cidades', index, 'id'], message)]
      })
    },
  }),
  defineRule({
    name: 'city-inside-brazil',
    needs: ['cities'],
    check({ cities }, context) {
      return context.eachItem(cities.data.cidades, (city, index) =>
        city.pais === 'BR' ? outsideBrazil(cities.parsed, ['cidades', index], city) : [],
      )
    },
  }),
  defineRule({
    // The cities of each country missing from data/countries.yaml: one error a country, at its first city.
    name: 'city-country-known',
    needs: ['cities', 'countries'],
    check({ cities, countries }, context) {
      const codes = knownCountries(countries.data.paises)
      const unknown = context.eachItem(cities.data.cidades, (city, index) =>
        codes.has(city.pais) ? [] : [{ code: city.pais, index }],
      )
      const unknownCountries = new Map<string, number[]>()
      for (const { code, index } of unknown) unknownCountries.set(code, [...(unknownCountries.get(code) ?? []), index])
      return unknownCountryErrors(cities.parsed, unknownCountries)
    },
  }),
  defineRule({
    // /did offers mobile numbers in these cities: each is one the home page's map and list say the company serves.
    name: 'did-city-served',
    needs: ['didMobile', 'cities'],
    check({ didMobile, cities }, context) {
      const cityKey = (name: string, uf: string | undefined) =>
        `${name.trim().normalize('NFC').toLocaleLowerCase('pt-BR')}|${(uf ?? '').toUpperCase()}`
      const brazil = cities.data.cidades.filter((city) => city.pais === 'BR')
      const served = new Set(brazil.map((city) => cityKey(city.nome, city.uf)))
      return (['destaques', 'outras'] as const).flatMap((list) =>
        context.eachItem(didMobile.data[list], (item, index) => {
          if (served.has(cityKey(item.cidade, item.uf))) return []
          const namesake = brazil.find((city) => cityKey(city.nome, '') === cityKey(item.cidade, ''))
          if (namesake) {
            const message = `${item.cidade} está em data/cities.yaml com uf ${namesake.uf}, não ${item.uf}: confira a uf aqui ou lá`
            return [errorAt(didMobile.parsed, [list, index, 'uf'], message)]
          }
          const message =
            `${item.cidade} (${item.uf}) não está nas cidades atendidas de data/cities.yaml: ` +
            'a página /did ofereceria números numa cidade que o mapa da página inicial não mostra; ' +
            'inclua a cidade em data/cities.yaml ou confira o nome e a uf'
          return [errorAt(didMobile.parsed, [list, index, 'cidade'], message)]
        }),
      )
    },
  }),
  defineRule({
    name: 'unique-country-codes',
    needs: ['countries'],
    check({ countries }, context) {
      return checkUnique(context, countries.parsed, ['paises'], countries.data.paises, (p) => p.codigo, 'codigo')
    },
  }),
  defineRule({
    name: 'country-site-available',
    needs: ['countries'],
    check({ countries }) {
      if (countries.data.paises.some((p) => p.site?.status === 'disponivel')) return []
      return [errorAt(countries.parsed, ['paises'], 'pelo menos um país precisa de site com status disponivel')]
    },
  }),
  defineRule({
    // The picker draws each flag from lib/icons/flags.svg: a new country there needs its drawing first.
    name: 'country-flag-drawn',
    needs: ['countries'],
    check({ countries }, context) {
      if (!FLAGS_FILE) return []
      const flags = new Set(
        [...fs.readFileSync(FLAGS_FILE, 'utf8').matchAll(/<symbol id="([a-z]{2})"/g)].map((m) => m[1]),
      )
      return context.eachItem(countries.data.paises, (pais, index) => {
        if (!pais.site || flags.has(pais.codigo.toLowerCase())) return []
        const message =
          `não há bandeira desenhada para ${pais.codigo} em lib/icons/flags.svg; ` +
          'peça à equipe de desenvolvimento para incluí-la antes de dar um site a este país'
        return [errorAt(countries.parsed, ['paises', index, 'codigo'], message)]
      })
    },
  }),
]
