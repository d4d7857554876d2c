import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/

/** Writes `.gz` and `.br` beside every text file of the build, for nginx's gzip_static/brotli_static. */
export function precompress(dir: string): number {
  let count = 0
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) {
      count += precompress(full)
      continue
    }
    if (!COMPRESSIBLE.test(entry.name)) continue
    const data = fs.readFileSync(full)
    if (data.length < 512) continue
    fs.writeFileSync(`${full}.gz`, zlib.gzipSync(data, { level: 9 }))
    fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
    count++
  }
  return count
}
