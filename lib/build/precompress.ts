import fs from 'node:fs'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { listFiles } from './listFiles.ts'

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/
// Levels chosen by bytes against time (docs/decisions/brotli-quality.md): 10/9 for assets and fixed
// pages, 6/6 for the thousands of post pages, brotli 9 above 1 MiB (the blog's list grows with it).
const FIXED_FILE = { brotli: 10, gzip: 9 }
const LARGE_FILE = { brotli: 9, gzip: 9 }
const POST_PAGE = { brotli: 6, gzip: 6 }
const LARGE_FILE_BYTES = 1024 * 1024
const POST_PAGE_FILE = /[\\/]blog[\\/][^\\/]+[\\/]index\.(html|pageContext\.json)$/

/** The levels one file is compressed at; `bytes` is asked for only where the size decides. */
export function compressionLevels(file: string, bytes: () => number): typeof FIXED_FILE {
  if (POST_PAGE_FILE.test(file)) return POST_PAGE
  return bytes() > LARGE_FILE_BYTES ? LARGE_FILE : FIXED_FILE
}

function compressInWorker(files: { file: string; levels: typeof FIXED_FILE }[]): Promise<number> {
  const worker = new Worker(new URL('./compressFiles.mjs', import.meta.url), { workerData: { files } })
  return new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => code !== 0 && reject(new Error(`compressão: a thread terminou com o código ${code}`)))
  })
}

/**
 * Writes `.gz` and `.br` beside every text file of the build (from 512 bytes), for nginx's
 * gzip_static/brotli_static, on one worker thread per core, so the main thread is free for the
 * site's checks meanwhile. Resolves to how many files it compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const files = listFiles(dir, COMPRESSIBLE).map((file) => ({ file, levels: compressionLevels(file, () => fs.statSync(file).size) }))
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(files.length / 50)))
  const shares = Array.from({ length: threads }, (_, index) => files.filter((_, position) => position % threads === index))
  const counts = await Promise.all(shares.map(compressInWorker))
  return counts.reduce((sum, count) => sum + count, 0)
}
