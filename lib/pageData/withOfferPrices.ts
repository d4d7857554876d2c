import { placeholderValues } from '../content/placeholders.ts'
import type { Datasets } from '../content/datasets.ts'
import { keepNumbersWithWords } from '../format/keepNumbersWithWords.ts'

/** The banners with each Black Friday offer's price as the calculator shows it, its note mark after it ("R$ 4,99*"). */
export function withOfferPrices(banners: Datasets['banners'], calculator: Pick<Datasets['calculator'], 'servicos'>) {
  const prices = placeholderValues({ calculator })
  const priceOf = (id: string) => {
    // The validator's banner-offer-price rule lets no unknown id through.
    const price = prices.get(`{preco:${id}}`)
    if (price === undefined) throw new Error(`oferta da faixa com serviço desconhecido: ${id}`)
    return keepNumbersWithWords(price)
  }
  const ofertas = banners.blackFriday.ofertas.map(({ preco, marcaNota, ...offer }) => ({
    ...offer,
    valor: `${priceOf(preco)}${marcaNota ?? ''}`,
  }))
  return { ...banners, blackFriday: { ...banners.blackFriday, ofertas } }
}
