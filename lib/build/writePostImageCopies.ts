import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { POST_IMAGE_WIDTHS, postImageCopy } from '../blog/buildPostSummary.ts'

/**
 * Writes the missing narrower copies of each post image beside it under `public/` (WebP, at the image's own
 * proportion), so a writer who adds a post puts one image in place and runs `npm run gen:images`. An existing copy is
 * left as it is: it may have been drawn by hand. Returns the public paths written.
 */
export async function writePostImageCopies(images: readonly string[], root = process.cwd()): Promise<string[]> {
  const written: string[] = []
  for (const image of new Set(images)) {
    const file = path.join(root, 'public', image)
    if (!fs.existsSync(file)) throw new Error(`Imagem de post não encontrada: public${image}`)
    const { width } = await sharp(file).metadata()
    for (const copyWidth of POST_IMAGE_WIDTHS) {
      const copy = postImageCopy(image, copyWidth)
      if (!copy || !(width > copyWidth) || fs.existsSync(path.join(root, 'public', copy))) continue
      await sharp(file)
        .resize({ width: copyWidth })
        .webp({ quality: 75, effort: 6 })
        .toFile(path.join(root, 'public', copy))
      written.push(copy)
    }
  }
  return written
}
