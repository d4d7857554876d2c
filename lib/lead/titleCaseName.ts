// Portuguese names keep their particles in lower case: 'Maria das Dores', 'João da Silva e Souza'.
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e'])

/** A generation suffix, the name's last word, stays in capitals: 'Pedro Alves II', 'Luís Souza III'. */
const ROMAN_SUFFIX = /^(?:i{2,3}|iv|vi{0,3}|ix|x)$/i

/**
 * On blur: 'joão DA silva' -> 'João da Silva' (words capitalised except the particles, spaces
 * collapsed). A letter after a hyphen or an apostrophe starts a new part: 'Ana-Luísa',
 * "D'Ávila", "O'Brien".
 */
export function titleCaseName(input: string): string {
  return input
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index, words) => {
      const lower = word.toLocaleLowerCase('pt-BR')
      if (index > 0 && PARTICLES.has(lower)) return lower
      if (index > 0 && index === words.length - 1 && ROMAN_SUFFIX.test(word)) return word.toLocaleUpperCase('pt-BR')
      return lower.replace(
        /(^|[-'’])(\p{L})/gu,
        (_, before: string, letter: string) => before + letter.toLocaleUpperCase('pt-BR'),
      )
    })
    .join(' ')
}

/** The name needs two or more words. */
export function hasTwoWords(input: string): boolean {
  return (
    input
      .trim()
      .split(/\s+/)
      .filter((word) => /\p{L}/u.test(word)).length >= 2
  )
}
