// Portuguese names keep their particles in lower case: 'Maria das Dores', 'João da Silva e Souza'.
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e'])

/** On blur: 'joão DA silva' -> 'João da Silva' (words capitalised except the particles, spaces collapsed). */
export function titleCaseName(input: string): string {
  return input
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word, index) =>
      index > 0 && PARTICLES.has(word.toLocaleLowerCase('pt-BR'))
        ? word.toLocaleLowerCase('pt-BR')
        : word
            .split('-')
            .map((part) => (part ? part.charAt(0).toLocaleUpperCase('pt-BR') + part.slice(1).toLocaleLowerCase('pt-BR') : part))
            .join('-'),
    )
    .join(' ')
}

/** The name needs two or more words. */
export function hasTwoWords(input: string): boolean {
  return input.trim().split(/\s+/).filter((word) => /\p{L}/u.test(word)).length >= 2
}
