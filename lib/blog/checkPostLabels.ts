import { distance } from 'fastest-levenshtein'
import type { DataError } from '../validation/types.ts'
import type { PostFile } from './validatePostFile.ts'

/** How a label is compared: case, accents and spacing apart ('Números  virtuais' is 'numeros virtuais'). */
const folded = (label: string) =>
  label.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim()

/** Two spellings of one label: the same once folded, or one letter apart in a word of five or more. */
const lookAlike = (a: string, b: string) => {
  const [x, y] = [folded(a), folded(b)]
  return x === y || (Math.min(x.length, y.length) >= 5 && distance(x, y) <= 1)
}

interface Use {
  post: PostFile
  label: string
}

/**
 * A category or tag spelt differently from the other posts' ('Numeros Virtuais' beside 'Números Virtuais'): the cards
 * show both spellings, and a misspelt tag no longer links the post to the others under 'Leia Também'. The spelling
 * fewer posts use is pointed out (on a tie, the newest post's, most likely the one just written).
 */
export function checkPostLabels(
  posts: readonly PostFile[],
  at: (post: PostFile, field: string) => { line: number; col: number },
): DataError[] {
  const errors: DataError[] = []
  const fields = [
    { field: 'category', what: 'a categoria', labels: (post: PostFile) => [post.frontmatter.category] },
    { field: 'tags', what: 'a tag', labels: (post: PostFile) => post.frontmatter.tags },
  ] as const
  const newest = (uses: readonly Use[]) =>
    uses.reduce(
      (latest, use) => (use.post.frontmatter.publishDate > latest ? use.post.frontmatter.publishDate : latest),
      '',
    )
  for (const { field, what, labels } of fields) {
    const bySpelling = new Map<string, Use[]>()
    for (const post of posts) {
      for (const label of new Set(labels(post).filter((entry): entry is string => typeof entry === 'string'))) {
        bySpelling.set(label, [...(bySpelling.get(label) ?? []), { post, label }])
      }
    }
    const spellings = [...bySpelling.keys()]
    for (const spelling of spellings) {
      const uses = bySpelling.get(spelling) ?? []
      // The other spelling most posts use, if it is the one to follow.
      const rival = spellings
        .filter((other) => other !== spelling && lookAlike(spelling, other))
        .map((other) => ({ other, uses: bySpelling.get(other) ?? [] }))
        .sort((a, b) => b.uses.length - a.uses.length)[0]
      if (!rival) continue
      const follows =
        rival.uses.length > uses.length || (rival.uses.length === uses.length && newest(uses) > newest(rival.uses))
      if (!follows) continue
      const files = rival.uses.map((use) => `${use.post.id}.md`)
      const named =
        files.length === 1
          ? files[0]
          : files.length === 2
            ? files.join(' e ')
            : `${files.slice(0, 2).join(', ')} e mais ${files.length - 2}`
      // 'Leia Também' compares tags without case (lib/blog/findRelatedPosts.ts): only another letter or accent unlinks.
      const unlinks = field === 'tags' && spelling.toLocaleLowerCase('pt-BR') !== rival.other.toLocaleLowerCase('pt-BR')
      const consequence = `escreva igual, senão os cards mostram as duas grafias${unlinks ? " e este post não se liga aos outros em 'Leia Também'" : ''}`
      for (const { post } of uses) {
        errors.push({
          file: post.file,
          ...at(post, field),
          path: field,
          message: `${what} '${spelling}' parece '${rival.other}', a grafia usada em ${named}: ${consequence}`,
        })
      }
    }
  }
  return errors
}
