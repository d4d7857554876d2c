const NBSP = '\u00a0'

/**
 * A number keeps the word after it on its line ('14 dias', '150 canais', '0800 para') and a price
 * keeps its currency sign ('R$ 14,99'): the space between them becomes non-breaking, so a narrow
 * card never ends a line with '14' and starts the next with 'dias'.
 */
export function keepNumbersWithWords(text: string): string {
  return text.replace(/(?<=\d) (?=\p{L})/gu, NBSP).replace(/(?<=R\$) (?=\d)/g, NBSP)
}
