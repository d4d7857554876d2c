// https://vike.dev/data
import { render } from 'vike/abort'
import type { PageContextServer } from 'vike/types'
import { buildPostPageData, postExists } from '../../../lib/pageData/buildBlogPageData.ts'

export function data(pageContext: PageContextServer) {
  const id = pageContext.routeParams.id ?? ''
  if (!postExists(id)) {
    console.error('Erro ao carregar post:', `content/blog/${id}.md não existe`)
    throw render(404)
  }
  return buildPostPageData(id)
}
