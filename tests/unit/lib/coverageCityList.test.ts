import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { buildCoverageCityList } from '../../../lib/map/buildCoverageCityList.ts'

const city = (id: string, nome: string, pais: string, uf?: 'SP' | 'MG' | 'PR') => ({
  id,
  nome,
  pais,
  ...(uf ? { uf } : {}),
  lat: 0,
  lng: 0,
})

describe('buildCoverageCityList (the list under the coverage map)', () => {
  it('keeps the countries in the file’s order and puts each country’s cities in Portuguese alphabetical order', () => {
    const list = buildCoverageCityList({
      countries: {
        paises: [
          { codigo: 'BR', nome: 'Brasil' },
          { codigo: 'PT', nome: 'Portugal' },
        ],
      } as never,
      cities: {
        destaques: ['sao-paulo-sp'],
        cidades: [
          city('sao-paulo-sp', 'São Paulo', 'BR', 'SP'),
          city('lisboa', 'Lisboa', 'PT'),
          city('curitiba-pr', 'Curitiba', 'BR', 'PR'),
          city('sorocaba-sp', 'Sorocaba', 'BR', 'SP'),
          city('aguas-lindas', 'Águas de Lindóia', 'BR', 'SP'),
          city('braga', 'Braga', 'PT'),
          city('sao-luis-de-montes-belos', 'São Luís', 'BR', 'MG'),
          city('araxa-mg', 'Araxá', 'BR', 'MG'),
        ],
      } as never,
    })
    expect(list).toEqual([
      {
        pais: 'Brasil',
        cidades: [
          'Águas de Lindóia (SP)',
          'Araxá (MG)',
          'Curitiba (PR)',
          'São Luís (MG)',
          'São Paulo (SP)',
          'Sorocaba (SP)',
        ],
      },
      { pais: 'Portugal', cidades: ['Braga', 'Lisboa'] },
    ])
  })

  it('lists every city of data/cities.yaml once, each country in order', () => {
    const content = loadContent()
    const list = buildCoverageCityList(content)
    expect(list.flatMap((country) => country.cidades)).toHaveLength(content.cities.cidades.length)
    const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true })
    for (const country of list) expect(country.cidades).toEqual([...country.cidades].sort(collator.compare))
    expect(list[0]?.pais).toBe('Brasil')
  })
})
