import fs from 'node:fs'
import path from 'node:path'
import { imageSize } from 'image-size'

export interface ImageSize {
  width: number
  height: number
}

/** The size of the images shown when a page is shared and on the blog's cards (Open Graph's 1.91:1). */
export const SHARE_IMAGE: ImageSize = { width: 1200, height: 630 }

const cache = new Map<string, ImageSize | undefined>()

/** The pixel size of an image under public/ (`/images/x.webp`); undefined when it is missing or not a readable image. */
export function readPublicImageSize(publicPath: string, root = process.cwd()): ImageSize | undefined {
  const file = path.join(root, 'public', publicPath)
  let stat: fs.Stats
  try {
    stat = fs.statSync(file)
  } catch {
    return undefined
  }
  // Keyed by modification time too: a dev server sees an image replaced under the same name.
  const key = `${file}:${stat.mtimeMs}:${stat.size}`
  if (!cache.has(key)) {
    let size: ImageSize | undefined
    try {
      const { width, height } = imageSize(fs.readFileSync(file))
      size = width > 0 && height > 0 ? { width, height } : undefined
    } catch {
      size = undefined
    }
    cache.set(key, size)
  }
  return cache.get(key)
}

/**
 * The message for a file of public/ that is not there. Named with the folder in it
 * (`/public/images/x.webp`, found at public/public/...), it says the path leaves the folder out.
 */
export function missingPublicFileMessage(publicPath: string, root = process.cwd()): string {
  const inside = publicPath.replace(/^\/public(?=\/)/, '')
  if (inside !== publicPath && fs.existsSync(path.join(root, 'public', inside)))
    return `arquivo não encontrado: public${publicPath}. O caminho não inclui a pasta public: escreva ${inside}`
  return `arquivo não encontrado: public${publicPath}`
}

/**
 * What is wrong with a sharing image (undefined when it fits): it must be read as an image, be at
 * least 1200 px wide and keep the 1200×630 shape, which the cards and the social networks crop to.
 * `used` says where the image shows, for the message.
 */
export function checkShareImage(publicPath: string, used: string, root = process.cwd()): string | undefined {
  if (!fs.existsSync(path.join(root, 'public', publicPath))) return missingPublicFileMessage(publicPath, root)
  const size = readPublicImageSize(publicPath, root)
  if (!size) return 'o arquivo não pôde ser lido como imagem: salve-o de novo como WebP, PNG ou JPG'
  const expected = SHARE_IMAGE.width / SHARE_IMAGE.height
  const small = size.width < SHARE_IMAGE.width
  const reshaped = Math.abs(size.width / size.height - expected) / expected > 0.02
  if (!small && !reshaped) return undefined
  const problem =
    small && reshaped
      ? 'pequena demais e com outra proporção, ela fica borrada e cortada'
      : small
        ? 'pequena demais, ela fica borrada'
        : 'com outra proporção, ela fica cortada'
  return `a imagem tem ${size.width}×${size.height} pixels: ${problem} ${used}. Use uma de ${SHARE_IMAGE.width}×${SHARE_IMAGE.height} pixels (ou maior, na mesma proporção)`
}
