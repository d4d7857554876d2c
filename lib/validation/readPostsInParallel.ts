import os from 'node:os'
import { Worker } from 'node:worker_threads'
import { listPostFiles, readPost, type PostReading } from './validateProject.ts'

/** Below this many posts a thread's start-up (about half a second) costs more than it saves. */
const MIN_POSTS = 200

function readInWorker(root: string, files: readonly string[]): Promise<[string, PostReading][]> {
  const worker = new Worker(new URL('./readPostsWorker.mjs', import.meta.url), { workerData: { root, files } })
  return new Promise((resolve, reject) => {
    worker.once('message', resolve)
    worker.once('error', reject)
    worker.once(
      'exit',
      (code) => code !== 0 && reject(new Error(`leitura dos posts: a thread terminou com o código ${code}`)),
    )
  })
}

/**
 * Reads and checks the posts of `blogDir` (readPost) on every core: one share on this thread and
 * one on a worker thread per other core. For validateProject's `readings`; empty for a small blog.
 */
export async function readPostsInParallel(
  root: string,
  blogDir: string,
  cores = os.availableParallelism(),
): Promise<Map<string, PostReading>> {
  const files = listPostFiles(root, blogDir)
  if (cores < 2 || files.length < MIN_POSTS) return new Map()
  const shares = Array.from({ length: cores }, (_, share) => files.filter((_, index) => index % cores === share))
  const [own = [], ...others] = shares
  const working = others.map((share) => readInWorker(root, share))
  const readings = own.map((file): [string, PostReading] => [file, readPost(root, file)])
  return new Map([...readings, ...(await Promise.all(working)).flat()])
}
