import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { shareImagePath } from '../seo/shareImage.ts'

/**
 * Writes the JPEG copy of each sharing image that is WebP (see shareImagePath) beside it in the
 * built site, at the same size. Returns how many were written.
 */
export async function writeShareImages(clientDir: string, images: readonly string[]): Promise<number> {
  const sources = [...new Set(images)].filter((image) => shareImagePath(image) !== image)
  for (const image of sources) {
    const from = path.join(clientDir, image)
    if (!fs.existsSync(from)) throw new Error(`Imagem de compartilhamento não encontrada no site gerado: ${image}`)
    // A transparent corner becomes white, as the networks would show it.
    await sharp(from)
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toFile(path.join(clientDir, shareImagePath(image)))
  }
  return sources.length
}
