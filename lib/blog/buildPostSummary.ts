import fs from 'node:fs'
import path from 'node:path'
import { readPublicImageSize, SHARE_IMAGE } from '../content/imageSize.ts'
import { formatDateLong } from '../format/formatDate.ts'
import type { ContentPost } from '../content/content.ts'

export interface ResponsiveImage {
  src: string
  srcSet?: string
  width: number
  height: number
}

/**
 * The narrower copies of a post's image offered to smaller screens, `{name}-{width}.webp` beside it. 800 is what a
 * 360–412 px phone at 1.75–2 device pixels per CSS pixel picks for a full-width card; without it such a phone fetches
 * the 1200 px image, twice the bytes, and the first card of /blog is that page's largest paint.
 */
export const POST_IMAGE_WIDTHS = [600, 800] as const

/**
 * Where the copy of a post image at `width` pixels lives: `/images/blog/x.webp` ->
 * `/images/blog/x-800.webp`; undefined for a drawing (SVG), which is sharp at any width.
 */
export function postImageCopy(image: string, width: number): string | undefined {
  return /\.(webp|png|jpe?g|avif)$/i.test(image) ? image.replace(/\.\w+$/, `-${width}.webp`) : undefined
}

/** A post's image at its own size (1200x630, checked by the validator), with each of its narrower copies that exists. */
function buildPostImage(image: string, root = process.cwd()): ResponsiveImage {
  const { width, height } = readPublicImageSize(image, root) ?? SHARE_IMAGE
  const narrower = POST_IMAGE_WIDTHS.filter((w) => w < width).flatMap((w) => {
    const src = postImageCopy(image, w)
    return src && fs.existsSync(path.join(root, 'public', src)) ? [{ w, src }] : []
  })
  const srcSet = [...narrower.map(({ w, src }) => `${src} ${w}w`), `${image} ${width}w`].join(', ')
  return { src: image, ...(narrower.length > 0 ? { srcSet } : {}), width, height }
}

/** What a card shows of a post; the body is never included. */
export function buildPostSummary(post: ContentPost, fallbackImage: string, root = process.cwd()) {
  const fm = post.frontmatter
  return {
    id: post.id,
    href: `/blog/${post.id}`,
    title: fm.title,
    excerpt: fm.excerpt,
    category: fm.category,
    author: fm.author,
    date: formatDateLong(fm.publishDate),
    dateIso: fm.publishDate,
    readTime: fm.readTime,
    tags: fm.tags,
    featured: fm.featured,
    image: buildPostImage(fm.image ?? fallbackImage, root),
    hasOwnImage: Boolean(fm.image),
  }
}

export type PostSummary = ReturnType<typeof buildPostSummary>
