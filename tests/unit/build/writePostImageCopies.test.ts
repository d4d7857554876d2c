import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { imageSize } from 'image-size'
import { afterEach, describe, expect, it } from 'vitest'
import { buildPostSummary, POST_IMAGE_WIDTHS, postImageCopy } from '../../../lib/blog/buildPostSummary.ts'
import { readPostImages } from '../../../lib/blog/readPostImages.ts'
import { writePostImageCopies } from '../../../lib/build/writePostImageCopies.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'

const dirs: string[] = []
afterEach(() => {
  while (dirs.length > 0) fs.rmSync(dirs.pop() ?? '', { recursive: true, force: true })
})

/** A project root with public/images/blog/ holding copies of the given real files. */
function makeRoot(files: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-post-images-'))
  dirs.push(root)
  fs.mkdirSync(path.join(root, 'public/images/blog'), { recursive: true })
  for (const file of files)
    fs.copyFileSync(path.join('public/images/blog', file), path.join(root, 'public/images/blog', file))
  return root
}

describe('the narrower copies of a post image', () => {
  it.each([
    ['/images/blog/sms-marketing.webp', 800, '/images/blog/sms-marketing-800.webp'],
    ['/images/blog/capa.jpg', 600, '/images/blog/capa-600.webp'],
    ['/images/blog/capa.PNG', 600, '/images/blog/capa-600.webp'],
    ['/images/logo.svg', 600, undefined],
  ])('%s at %i px: %s', (image, width, copy) => {
    expect(postImageCopy(image, width)).toBe(copy)
  })

  it('writes each missing copy at its width and the image’s proportion, and leaves an existing one alone', async () => {
    const root = makeRoot(['sms-marketing.webp', 'sms-marketing-600.webp'])
    const before = fs.readFileSync(path.join(root, 'public/images/blog/sms-marketing-600.webp'))
    expect(
      await writePostImageCopies(['/images/blog/sms-marketing.webp', '/images/blog/sms-marketing.webp'], root),
    ).toEqual(['/images/blog/sms-marketing-800.webp'])
    expect(imageSize(fs.readFileSync(path.join(root, 'public/images/blog/sms-marketing-800.webp')))).toMatchObject({
      type: 'webp',
      width: 800,
      height: 420,
    })
    expect(fs.readFileSync(path.join(root, 'public/images/blog/sms-marketing-600.webp')).equals(before)).toBe(true)
    expect(await writePostImageCopies(['/images/blog/sms-marketing.webp'], root)).toEqual([])
    await expect(writePostImageCopies(['/images/blog/nao-existe.webp'], root)).rejects.toThrow(
      'public/images/blog/nao-existe.webp',
    )
  })

  it('offers a card every copy that exists, narrowest first, then the image itself', () => {
    const { posts, blog } = loadContent()
    const post = posts.find((p) => p.frontmatter.image)
    if (!post?.frontmatter.image) throw new Error('nenhum post com imagem')
    const image = post.frontmatter.image
    const full = buildPostSummary(post, blog.imagemPadrao).image
    expect(full.srcSet).toBe(
      [...POST_IMAGE_WIDTHS.map((w) => `${postImageCopy(image, w)} ${w}w`), `${image} 1200w`].join(', '),
    )

    const name = path.basename(image)
    const only600 = makeRoot([name, name.replace('.webp', '-600.webp')])
    const summary = (root: string) => buildPostSummary(post, blog.imagemPadrao, root).image
    expect(summary(only600)).toEqual({
      src: image,
      srcSet: `${postImageCopy(image, 600)} 600w, ${image} 1200w`,
      width: 1200,
      height: 630,
    })
    expect(summary(makeRoot([name]))).toEqual({ src: image, width: 1200, height: 630 })
  })

  it('every image of the blog has its copies, so a phone never fetches the 1200 px one for a card', () => {
    const images = new Set(readPostImages())
    // Read from the headers alone, they are the images the validated posts show.
    const { posts, blog } = loadContent()
    expect(images).toEqual(new Set([blog.imagemPadrao, ...posts.flatMap((post) => post.frontmatter.image ?? [])]))
    const missing = [...images].flatMap((image) =>
      POST_IMAGE_WIDTHS.flatMap((w) => postImageCopy(image, w) ?? []).filter(
        (copy) => !fs.existsSync(path.join('public', copy)),
      ),
    )
    expect(missing, 'rode npm run gen:images').toEqual([])
  })
})
