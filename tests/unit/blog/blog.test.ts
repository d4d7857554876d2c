import { describe, expect, it } from 'vitest'
import { buildShareLinks } from '../../../lib/blog/buildShareLinks.ts'
import { findRelatedPosts } from '../../../lib/blog/findRelatedPosts.ts'
import { FrontmatterNotFoundError, parseFrontmatter } from '../../../lib/blog/parseFrontmatter.ts'

describe('parseFrontmatter', () => {
  const source = [
    '---',
    '# comentário ignorado',
    'title: "Título: com dois-pontos"',
    "author: 'Ana Souza'",
    'tags: [PABX, "Nuvem", Telefonia ]',
    'featured: true',
    'readTime: 5 min',
    '---',
    '',
    '## Corpo',
    '',
    'Texto.',
  ].join('\n')
  const parsed = parseFrontmatter(source, 'content/blog/x.md')

  it.each([
    ['title', 'Título: com dois-pontos'],
    ['author', 'Ana Souza'],
    ['readTime', '5 min'],
  ])('strips surrounding quotes (%s)', (key, value) => {
    expect(parsed.fields.get(key)?.value).toBe(value)
  })

  it.each([
    ['excerpt: "O guia \\"definitivo\\" do PABX"', 'O guia "definitivo" do PABX'],
    ["excerpt: 'O guia ''definitivo'' do PABX'", "O guia 'definitivo' do PABX"],
    ['excerpt: "Uma barra \\\\ invertida"', 'Uma barra \\ invertida'],
    // Unquoted, a backslash is the editor's own text.
    ['excerpt: Sem aspas \\"assim\\"', 'Sem aspas \\"assim\\"'],
  ])('reads quotes escaped inside a quoted value as the data files do: %s', (line, value) => {
    expect(parseFrontmatter(`---\n${line}\n---\nx`, 'f.md').fields.get('excerpt')?.value).toBe(value)
  })

  // What the CMS and other YAML tools write is read as YAML reads it; the rest as the line format says.
  it.each([
    ['excerpt: "Pr\\u00e1tica: o guia"', 'Prática: o guia'],
    // After an unquoted text, ' #' may be the text's own (Startup #1): kept, as the line format reads it.
    ['excerpt: Guia de PABX # revisar', 'Guia de PABX # revisar'],
    ['excerpt: "Guia de PABX" # revisar', 'Guia de PABX'],
    [
      'excerpt: "Um texto longo que o editor\n  quebrou em duas linhas"',
      'Um texto longo que o editor quebrou em duas linhas',
    ],
    ['excerpt: >-\n  Um texto dobrado\n  em duas linhas', 'Um texto dobrado em duas linhas'],
    ['excerpt: |-\n  Linha um\n  Linha dois', 'Linha um\nLinha dois'],
    ['excerpt: 5', '5'],
    ['excerpt: 2025-06-17', '2025-06-17'],
    // Not YAML (a second ': '), still one text as the line format reads it.
    ['excerpt: PABX: o guia', 'PABX: o guia'],
  ])('reads %j as %j', (line, value) => {
    expect(parseFrontmatter(`---\ntitle: x\n${line}\n---\nx`, 'f.md').fields.get('excerpt')).toEqual({
      value,
      line: 3,
      col: 10,
    })
  })

  it('ignores # lines and keeps each field line', () => {
    expect(parsed.fields.has('# comentário ignorado')).toBe(false)
    expect(parsed.fields.get('title')?.line).toBe(3)
    expect(parsed.fields.get('title')?.col).toBe(8)
  })

  it.each([
    ['tags: [PABX, "Nuvem", Telefonia ]', ['PABX', 'Nuvem', 'Telefonia']],
    ['tags: PABX, Nuvem', ['PABX', 'Nuvem']],
    ['tags: PABX', ['PABX']],
    ["tags: ['SIP Trunk', 'VoIP']", ['SIP Trunk', 'VoIP']],
    // The list style of the data files.
    ['tags:\n  - PABX\n  - "SIP Trunk"\nfeatured: true', ['PABX', 'SIP Trunk']],
    // A comma inside quotes belongs to its tag.
    ['tags: ["Economia, Custos", PABX, \'Voz, Dados\']', ['Economia, Custos', 'PABX', 'Voz, Dados']],
  ])('reads %s as a list', (line, tags) => {
    expect(parseFrontmatter(`---\n${line}\n---\nx`, 'f.md').fields.get('tags')?.value).toEqual(tags)
  })

  it('names a field line that starts with a TAB or spaces, and still reads the field (no "author missing" after it)', () => {
    const indented = parseFrontmatter(
      '---\ntitle: Título\n\tauthor: "Ana Souza"\n  readTime: 5 min\ntags:\n  - PABX\n---\nx',
      'f.md',
    )
    expect(indented.fields.get('author')).toEqual({ value: 'Ana Souza', line: 3, col: 10 })
    expect(indented.fields.get('readTime')?.value).toBe('5 min')
    expect(indented.fields.get('tags')?.value).toEqual(['PABX'])
    expect(indented.problems).toEqual([
      {
        line: 3,
        col: 1,
        path: 'author',
        message: `esta linha começa com um TAB: no cabeçalho cada campo começa no início da linha (escreva 'author: "Ana Souza"')`,
      },
      {
        line: 4,
        col: 1,
        path: 'readTime',
        message:
          "esta linha começa com espaços: no cabeçalho cada campo começa no início da linha (escreva 'readTime: 5 min')",
      },
    ])
  })

  it('reads featured as a boolean only for true/false', () => {
    expect(parsed.fields.get('featured')?.value).toBe(true)
    expect(parseFrontmatter('---\nfeatured: sim\n---\nx', 'f.md').fields.get('featured')?.value).toBe('sim')
  })

  it('returns the body after the second ---', () => {
    expect(parsed.body.trim()).toBe('## Corpo\n\nTexto.')
    expect(parsed.bodyLine).toBe(9)
  })

  it.each([['sem frontmatter\n'], ['---\ntitle: x\n'], ['\n---\ntitle: x\n---\n']])(
    'throws "Frontmatter não encontrado no arquivo" with the path for %j',
    (text) => {
      expect(() => parseFrontmatter(text, 'content/blog/y.md')).toThrowError(
        new FrontmatterNotFoundError('content/blog/y.md'),
      )
      expect(() => parseFrontmatter(text, 'content/blog/y.md')).toThrow(
        'Frontmatter não encontrado no arquivo content/blog/y.md',
      )
    },
  )
})

describe('findRelatedPosts', () => {
  const posts = [
    { id: 'a', tags: ['PABX', 'Nuvem', 'VoIP'] },
    { id: 'b', tags: ['SMS'] },
    { id: 'c', tags: ['PABX'] },
    { id: 'd', tags: ['pabx', 'voip'] },
    { id: 'e', tags: ['Nuvem'] },
    { id: 'f', tags: ['VoIP', 'Nuvem', 'PABX'] },
  ]

  it('orders by shared-tag count, then keeps the input order, and stops at the limit', () => {
    expect(findRelatedPosts(posts[0] ?? { id: '', tags: [] }, posts).map((p) => p.id)).toEqual(['f', 'd', 'c'])
  })

  it('never includes the post itself nor posts without a shared tag', () => {
    expect(findRelatedPosts({ id: 'b', tags: ['SMS'] }, posts)).toEqual([])
  })

  it('honours another limit', () => {
    expect(findRelatedPosts(posts[0] ?? { id: '', tags: [] }, posts, 5).map((p) => p.id)).toEqual(['f', 'd', 'c', 'e'])
  })

  // Rankings are shared by posts with the same tags; on any blog each must pick what ranking every post would pick.
  it('picks what ranking every post by shared tags, then position, picks', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    const tagNames = ['PABX', 'SMS', 'VoIP', 'Nuvem', '0800', 'URA', 'CRM', 'IPTV']
    const blog = Array.from({ length: 300 }, (_, i) => ({ id: `p${i}`, tags: tagNames.filter(() => random() < 0.3) }))
    const ranked = (post: (typeof blog)[number], limit: number) =>
      blog
        .map((other, position) => ({
          other,
          position,
          shared: other.tags.filter((tag) => post.tags.includes(tag)).length,
        }))
        .filter(({ other, shared }) => other.id !== post.id && shared > 0)
        .sort((x, y) => y.shared - x.shared || x.position - y.position)
        .slice(0, limit)
        .map(({ other }) => other.id)
    for (const limit of [1, 3, 6])
      for (const post of blog) expect(findRelatedPosts(post, blog, limit).map((p) => p.id)).toEqual(ranked(post, limit))
  })
})

describe('buildShareLinks', () => {
  it('carries the post URL, and the title for X', () => {
    const links = buildShareLinks('https://www.nuvox.com.br/blog/sms-marketing', 'SMS & você')
    expect(links.map((l) => l.href)).toEqual([
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.nuvox.com.br%2Fblog%2Fsms-marketing',
      'https://twitter.com/intent/tweet?url=https%3A%2F%2Fwww.nuvox.com.br%2Fblog%2Fsms-marketing&text=SMS%20%26%20voc%C3%AA',
      'https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fwww.nuvox.com.br%2Fblog%2Fsms-marketing',
    ])
  })
})
