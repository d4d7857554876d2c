import fs from 'node:fs'
import os from 'node:os'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { listFiles } from './listFiles.ts'

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/
const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)
/**
 * Brotli quality 10 for the assets and the fixed pages (11 takes three times as long for 2 % fewer
 * bytes); 6 for the posts' pages, of which a blog has thousands: 7 % more bytes for a sixteenth of
 * the time (docs/decisions/brotli-quality.md).
 */
const BROTLI_QUALITY = 10
const POST_PAGE_QUALITY = 6
const POST_PAGE = /[\\/]blog[\\/][^\\/]+[\\/]index\.(html|pageContext\.json)$/

/**
 * Writes `.gz` and `.br` beside every text file of the build (from 512 bytes), for nginx's
 * gzip_static/brotli_static. Compresses on zlib's thread pool, a few files at a time, so every
 * core works. Returns how many files it compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const files = listFiles(dir, COMPRESSIBLE)
  let next = 0
  let count = 0
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++] as string
      const data = await fs.promises.readFile(file)
      if (data.length < 512) continue
      const [gz, br] = await Promise.all([gzip(data, { level: 9 }), brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: POST_PAGE.test(file) ? POST_PAGE_QUALITY : BROTLI_QUALITY } })])
      await Promise.all([fs.promises.writeFile(`${file}.gz`, gz), fs.promises.writeFile(`${file}.br`, br)])
      count++
    }
  }
  await Promise.all(Array.from({ length: Math.max(2, os.availableParallelism()) }, worker))
  return count
}
