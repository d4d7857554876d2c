import fs from 'node:fs'
import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { listFiles } from './listFiles.ts'

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|xml|json|txt|webmanifest)$/
// Levels chosen by bytes against time (docs/decisions/brotli-quality.md): 10/9 for assets and fixed
// pages, brotli 6 for the thousands of post pages, brotli 9 above 1 MiB (the blog's list grows with it).
// Post pages get no .gz: nginx gzips them on the fly for the rare client without brotli.
interface Levels {
  brotli: number
  gzip: number | null
}
const FIXED_FILE: Levels = { brotli: 10, gzip: 9 }
const LARGE_FILE: Levels = { brotli: 9, gzip: 9 }
const POST_PAGE: Levels = { brotli: 6, gzip: null }
const LARGE_FILE_BYTES = 1024 * 1024
const POST_PAGE_FILE = /[\\/]blog[\\/][^\\/]+[\\/]index\.(html|pageContext\.json)$/

/** The levels one file is compressed at; `bytes` is asked for only where the size decides. */
export function compressionLevels(file: string, bytes: () => number): Levels {
  if (POST_PAGE_FILE.test(file)) return POST_PAGE
  return bytes() > LARGE_FILE_BYTES ? LARGE_FILE : FIXED_FILE
}

function compressInWorker(files: { file: string; levels: Levels }[]): Promise<number> {
  const worker = new Worker(new URL('./compressFiles.mjs', import.meta.url), { workerData: { files } })
  return new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once('exit', (code) => code !== 0 && reject(new Error(`compressão: a thread terminou com o código ${code}`)))
  })
}

/** Brotli 10 spends about fifteen times the time per byte of the levels below it (docs/decisions/brotli-quality.md). */
const costOf = (file: { bytes: number; levels: Levels }) => file.bytes * (file.levels.brotli >= 10 ? 15 : 1)

/**
 * The files split into `threads` shares of about the same compression time, largest first into the
 * least loaded share: split by position, every post's page went to one thread and its smaller
 * pageContext.json to the other, which then waited.
 */
export function shareByCost<T extends { bytes: number; levels: Levels }>(files: readonly T[], threads: number): T[][] {
  const shares = Array.from({ length: threads }, () => ({ files: [] as T[], cost: 0 }))
  for (const file of [...files].sort((a, b) => costOf(b) - costOf(a))) {
    const lightest = shares.reduce((least, share) => (share.cost < least.cost ? share : least))
    lightest.files.push(file)
    lightest.cost += costOf(file)
  }
  return shares.map((share) => share.files)
}

/**
 * Writes `.br` and `.gz` beside every text file of the build (from 512 bytes; post pages only `.br`),
 * for nginx's brotli_static/gzip_static, on one worker thread per core, so the main thread is free for the
 * site's checks meanwhile. Resolves to how many files it compressed.
 */
export async function precompress(dir: string): Promise<number> {
  const files = listFiles(dir, COMPRESSIBLE).map((file) => {
    const bytes = fs.statSync(file).size
    return { file, bytes, levels: compressionLevels(file, () => bytes) }
  })
  const threads = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(files.length / 50)))
  const counts = await Promise.all(
    shareByCost(files, threads).map((share) => compressInWorker(share.map(({ file, levels }) => ({ file, levels })))),
  )
  return counts.reduce((sum, count) => sum + count, 0)
}
