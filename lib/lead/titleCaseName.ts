/** On blur: 'joão da silva' -> 'João Da Silva' (every word capitalised, spaces collapsed). */
export function titleCaseName(input: string): string {
  return input
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) =>
      word
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
