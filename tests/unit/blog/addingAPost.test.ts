import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { resolveBlogDir } from '../../../lib/content/datasets.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { todayInBrazil } from '../../../lib/format/todayInBrazil.ts'
import { buildPostPageData } from '../../../lib/pageData/buildBlogPageData.ts'
import { buildRouteList, findRoute } from '../../../lib/routes/buildRouteList.ts'
import { buildBlogFeedChannel, buildRssFeed } from '../../../lib/seo/buildRssFeed.ts'
import { buildSitemap } from '../../../lib/seo/buildSitemap.ts'
import { onBeforePrerenderStart } from '../../../pages/blog/@id/+onBeforePrerenderStart.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const NEW_POST = `---
title: "Central Telefônica para Clínicas: Guia de Escolha"
excerpt: "Como escolher a central telefônica de uma clínica: agenda por telefone, URA, gravação de chamadas e integração com o sistema de prontuário."
category: "PABX"
author: "Equipe Nuvox"
publishDate: "2025-11-20"
readTime: "4 min"
tags: [PABX, Saúde, "Atendimento & Agenda"]
featured: false
---
## Por que a clínica precisa de uma central

Texto do post com **negrito** e *itálico*.
`

const temps: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  while (temps.length > 0) temps.pop()?.cleanup()
})

describe('adding a file to content/blog/ adds a page, a sitemap entry and an RSS item, with no code change', () => {
  it('flows from the new file to the route list, the sitemap and the feed', () => {
    const shipped = loadContent()
    const temp = createTempProject()
    temps.push(temp)
    temp.write('content/blog/central-telefonica-para-clinicas.md', NEW_POST)
    const content = loadContent(temp.root)
    expect(content.posts).toHaveLength(shipped.posts.length + 1)
    expect(buildRouteList(content)).toHaveLength(buildRouteList(shipped).length + 1)

    const routes = buildRouteList(content)
    const route = findRoute(routes, '/blog/central-telefonica-para-clinicas')
    // Outside git (the copy), a post is dated by the day its file was saved when that is after its publication.
    const today = todayInBrazil()
    expect(route).toMatchObject({
      kind: 'post',
      title: 'Central Telefônica para Clínicas: Guia de Escolha',
      lastmod: today,
      canonical: '/blog/central-telefonica-para-clinicas',
    })

    const site = content.site.url
    const sitemap = buildSitemap(site, routes)
    expect(sitemap).toContain(
      `<loc>${site}/blog/central-telefonica-para-clinicas</loc>\n    <lastmod>${today}</lastmod>`,
    )
    // The blog's index lists it, so the index changed that day too.
    expect(sitemap).toContain(`<loc>${site}/blog</loc>\n    <lastmod>${today}</lastmod>`)

    const feed = buildRssFeed(site, buildBlogFeedChannel(content.blog), routes)
    const items = [...feed.matchAll(/<item>[\s\S]*?<\/item>/g)].map((m) => m[0])
    expect(items).toHaveLength(content.posts.length)
    // Newest post: first item, and the channel's lastBuildDate.
    expect(items[0]).toContain(`<link>${site}/blog/central-telefonica-para-clinicas</link>`)
    expect(items[0]).toContain('<category>PABX</category>')
    expect(feed).toContain('<lastBuildDate>Thu, 20 Nov 2025 00:00:00 -0300</lastBuildDate>')
  })

  it('reaches the prerender list and the post page data through BLOG_DIR (what the build reads)', () => {
    const temp = createTempProject()
    temps.push(temp)
    temp.write('content/blog/central-telefonica-para-clinicas.md', NEW_POST)
    vi.stubEnv('BLOG_DIR', path.join(temp.root, 'content/blog'))
    expect(onBeforePrerenderStart()).toContain('/blog/central-telefonica-para-clinicas')
    const data = buildPostPageData('central-telefonica-para-clinicas')
    expect(data.post.title).toBe('Central Telefônica para Clínicas: Guia de Escolha')
    expect(data.post.tags).toEqual(['PABX', 'Saúde', 'Atendimento & Agenda'])
    // No image in its frontmatter (the field is optional): the card and the page show the logo.
    const fallback = loadContent().blog.imagemPadrao
    expect(data.post).toMatchObject({ hasOwnImage: false, image: { src: fallback, width: 1200, height: 630 } })
  })
})

describe('resolveBlogDir', () => {
  it.each([
    [{}, '/projeto/content/blog'],
    [{ BLOG_DIR: '' }, '/projeto/content/blog'],
    [{ BLOG_DIR: 'outra/pasta' }, '/projeto/outra/pasta'],
    [{ BLOG_DIR: '/tmp/posts' }, '/tmp/posts'],
  ])('%j -> %s', (env, expected) => {
    expect(resolveBlogDir('/projeto', env)).toBe(expected)
  })
})
