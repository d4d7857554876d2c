// @vitest-environment jsdom
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parse } from '@brillout/json-serializer/parse'
import { describe, expect, it } from 'vitest'
import { readNavigationHead } from '../../../lib/build/attachNavigationHead.ts'
import { finishPages } from '../../../lib/build/finishPages.ts'
import { applyNavigationHead, type NavigationHeadElement } from '../../../lib/seo/navigationHead.ts'

const head = (inner: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Post | Nuvox</title>${inner}</head><body><div id="root"></div></body></html>`

const POST_HEAD = [
  '<meta property="og:title" content="Post | Nuvox" />',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml"/>',
  '<link rel="canonical" href="https://www.nuvox.com.br/blog/post"/>',
  '<meta name="keywords" content="PABX, SMS"/>',
  '<meta property="og:type" content="article"/>',
  '<meta property="og:url" content="https://www.nuvox.com.br/blog/post"/>',
  '<meta name="twitter:title" content="Post &amp; mais | Nuvox"/>',
  '<meta property="article:tag" content="!importante"/>',
  '<link rel="alternate" type="application/rss+xml" title="Blog (RSS)" href="/blog/rss.xml"/>',
  '<script type="application/ld+json">{"@type":"BlogPosting","headline":"a \\u003c b"}</script>',
  '<meta name="description" content="Resumo" /><meta property="og:description" content="Resumo" />',
].join('')

describe('readNavigationHead', () => {
  it("reads the page's own head in order, attribute values decoded, and leaves the title, description and shared tags out", () => {
    expect(readNavigationHead(head(POST_HEAD))).toEqual([
      {
        tag: 'link',
        attributes: [
          ['rel', 'canonical'],
          ['href', 'https://www.nuvox.com.br/blog/post'],
        ],
      },
      {
        tag: 'meta',
        attributes: [
          ['name', 'keywords'],
          ['content', 'PABX, SMS'],
        ],
      },
      {
        tag: 'meta',
        attributes: [
          ['property', 'og:type'],
          ['content', 'article'],
        ],
      },
      {
        tag: 'meta',
        attributes: [
          ['property', 'og:url'],
          ['content', 'https://www.nuvox.com.br/blog/post'],
        ],
      },
      {
        tag: 'meta',
        attributes: [
          ['name', 'twitter:title'],
          ['content', 'Post & mais | Nuvox'],
        ],
      },
      {
        tag: 'meta',
        attributes: [
          ['property', 'article:tag'],
          ['content', '!importante'],
        ],
      },
      {
        tag: 'link',
        attributes: [
          ['rel', 'alternate'],
          ['type', 'application/rss+xml'],
          ['title', 'Blog (RSS)'],
          ['href', '/blog/rss.xml'],
        ],
      },
      {
        tag: 'script',
        attributes: [['type', 'application/ld+json']],
        text: '{"@type":"BlogPosting","headline":"a \\u003c b"}',
      },
    ])
  })
})

describe('finishPages: the navigation head', () => {
  it("adds the head to each page's pageContext.json, readable by Vike's parser, and leaves the HTML alone", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nav-head-'))
    fs.mkdirSync(path.join(dir, 'blog', 'post'), { recursive: true })
    fs.mkdirSync(path.join(dir, 'assets'))
    const html = head(POST_HEAD)
    fs.writeFileSync(path.join(dir, 'blog', 'post', 'index.html'), html)
    fs.writeFileSync(
      path.join(dir, 'blog', 'post', 'index.pageContext.json'),
      '{"pageId":"/pages/blog/@id","data":{"quando":"!undefined","nota":"!!exclamação"}}',
    )
    expect(finishPages(dir)).toEqual({ deferred: 0, heads: 1 })
    const pageContext = parse(fs.readFileSync(path.join(dir, 'blog', 'post', 'index.pageContext.json'), 'utf8')) as {
      data: Record<string, unknown>
      navigationHead: NavigationHeadElement[]
    }
    expect(pageContext.data).toEqual({ quando: undefined, nota: '!exclamação' })
    expect(pageContext.navigationHead).toEqual(readNavigationHead(html))
    expect(fs.readFileSync(path.join(dir, 'blog', 'post', 'index.html'), 'utf8')).toBe(html)
    fs.rmSync(dir, { recursive: true, force: true })
  })
})

describe('applyNavigationHead', () => {
  it("replaces the previous page's own head where it stood and keeps everything else", () => {
    document.documentElement.innerHTML = head(
      [
        '<meta property="og:title" content="Blog | Nuvox" />',
        '<link rel="icon" href="/favicon.svg"/>',
        '<link rel="canonical" href="https://www.nuvox.com.br/blog"/>',
        '<meta property="og:type" content="website"/>',
        '<script type="application/ld+json">{"@type":"WebPage"}</script>',
        '<meta name="description" content="Blog" />',
      ].join(''),
    ).replace(/^<!DOCTYPE html><html lang="pt-BR">|<\/html>$/g, '')
    applyNavigationHead(document.head, readNavigationHead(head(POST_HEAD)))
    const tags = [...document.head.children].map((element) => element.outerHTML)
    expect(tags).toEqual([
      '<meta charset="UTF-8">',
      '<title>Post | Nuvox</title>',
      '<meta property="og:title" content="Blog | Nuvox">',
      '<link rel="icon" href="/favicon.svg">',
      '<link rel="canonical" href="https://www.nuvox.com.br/blog/post">',
      '<meta name="keywords" content="PABX, SMS">',
      '<meta property="og:type" content="article">',
      '<meta property="og:url" content="https://www.nuvox.com.br/blog/post">',
      '<meta name="twitter:title" content="Post &amp; mais | Nuvox">',
      '<meta property="article:tag" content="!importante">',
      '<link rel="alternate" type="application/rss+xml" title="Blog (RSS)" href="/blog/rss.xml">',
      '<script type="application/ld+json">{"@type":"BlogPosting","headline":"a \\u003c b"}</script>',
      '<meta name="description" content="Blog">',
    ])
  })

  it('turns an indexable head into a noindex one (and back)', () => {
    document.head.innerHTML =
      '<meta charset="UTF-8"><link rel="canonical" href="https://www.nuvox.com.br/"><meta property="og:type" content="website">'
    const notFound: NavigationHeadElement[] = [
      {
        tag: 'meta',
        attributes: [
          ['name', 'robots'],
          ['content', 'noindex'],
        ],
      },
    ]
    applyNavigationHead(document.head, notFound)
    expect(document.head.innerHTML).toBe('<meta charset="UTF-8"><meta name="robots" content="noindex">')
    applyNavigationHead(document.head, [
      {
        tag: 'link',
        attributes: [
          ['rel', 'canonical'],
          ['href', 'https://www.nuvox.com.br/'],
        ],
      },
    ])
    expect(document.head.innerHTML).toBe(
      '<meta charset="UTF-8"><link rel="canonical" href="https://www.nuvox.com.br/">',
    )
  })
})
