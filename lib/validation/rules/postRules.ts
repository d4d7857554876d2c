import { checkMarkdownMarks } from '../../blog/checkMarkdownBody.ts'
import { checkPostLabels } from '../../blog/checkPostLabels.ts'
import type { PostFile } from '../../blog/validatePostFile.ts'
import { placeholderValues, unknownPlaceholders } from '../../content/placeholders.ts'
import { defineRule, type Rule } from './rule.ts'
import { findRepeats, readLinkTargets, staleCompanyFacts } from './ruleHelpers.ts'

/** Where a field of a post's header is written (the top of the file when it is not). */
function placeOf(post: PostFile, field: string): { line: number; col: number } {
  return post.positions.get(field) ?? { line: 1, col: 1 }
}

/** The posts of content/blog/: their dates, titles and labels, and what their texts quote and link to. */
export const postRules: readonly Rule[] = [
  defineRule({
    name: 'post-date-not-future',
    needs: ['posts'],
    check(_needed, context) {
      const message = `data no futuro (hoje é ${context.today}): o post apareceria no site com esta data; use a data de hoje ou uma anterior`
      return context.posts
        .filter((post) => post.frontmatter.publishDate > context.today)
        .map((post) => ({ file: post.file, ...placeOf(post, 'publishDate'), path: 'publishDate', message }))
    },
  }),
  defineRule({
    name: 'post-company-facts',
    needs: ['posts', 'site'],
    check({ site }, context) {
      return context.postTexts.flatMap((post) =>
        staleCompanyFacts(post.body, { file: post.file, firstLine: post.bodyLine, placeholders: true }, site.data),
      )
    },
  }),
  defineRule({
    // {telefone:principal} is filled in from site.yaml when the site is built: one that names nothing would show as typed.
    name: 'post-placeholders',
    needs: ['posts', 'site'],
    uses: ['calculator'],
    check({ site }, context) {
      const values = placeholderValues({ site: site.data, calculator: context.dataset('calculator')?.data })
      return context.postTexts.flatMap((post) =>
        unknownPlaceholders(post.body, { file: post.file, firstLine: post.bodyLine }, values),
      )
    },
  }),
  defineRule({
    // What a post's text links to, and what the site would silently drop from it.
    name: 'post-markdown',
    needs: ['posts', 'pages'],
    uses: ['site'],
    check(_needed, context) {
      const targets = readLinkTargets(context)
      if (!targets) return []
      return context.postTexts.flatMap((post) =>
        checkMarkdownMarks(post.marks, { file: post.file, firstLine: post.bodyLine, ...targets }),
      )
    },
  }),
  defineRule({
    // The title becomes the page's <title>: two posts with one title compete in search results.
    name: 'unique-post-titles',
    needs: ['posts'],
    check(_needed, context) {
      const { posts } = context
      return findRepeats(context, posts, (post) => post.frontmatter.title.trim().toLocaleLowerCase('pt-BR')).flatMap(
        ({ index, first }) => {
          const post = posts[index]
          if (!post) return []
          const message = `título repetido: o post ${posts[first]?.id}.md já usa este título; dê a cada post um título próprio`
          return [{ file: post.file, ...placeOf(post, 'title'), path: 'title', message }]
        },
      )
    },
  }),
  defineRule({
    name: 'post-labels',
    needs: ['posts'],
    check(_needed, context) {
      return checkPostLabels(context.posts, placeOf)
    },
  }),
]
