import fs from 'node:fs'
import path from 'node:path'
import { readPublicImageSize, SHARE_IMAGE } from '../content/imageSize.ts'
import { formatDateLong } from '../format/formatDate.ts'
import type { PostFile } from './validatePostFile.ts'

export interface ResponsiveImage {
  src: string
  srcSet?: string
  width: number
  height: number
}

/** A post's image at its own size (1200x630, checked by the validator); a `{name}-600.webp` beside one is offered to small screens. */
function buildPostImage(image: string, root = process.cwd()): ResponsiveImage {
  const { width, height } = readPublicImageSize(image, root) ?? SHARE_IMAGE
  const small = image.replace(/(\.\w+)$/, '-600$1')
  const hasSmall = small !== image && fs.existsSync(path.join(root, 'public', small))
  return { src: image, ...(hasSmall ? { srcSet: `${small} 600w, ${image} ${width}w` } : {}), width, height }
}

/** What a card shows of a post; the body is never included. */
export function buildPostSummary(post: PostFile, fallbackImage: string) {
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
    image: buildPostImage(fm.image ?? fallbackImage),
    hasOwnImage: Boolean(fm.image),
  }
}

export type PostSummary = ReturnType<typeof buildPostSummary>
