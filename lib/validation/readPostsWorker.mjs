// A worker thread of lib/validation/readPostsInParallel.ts. Worker threads do not inherit tsx's
// loader, so this plain module registers it, reads its share of the posts and posts them back.
import { parentPort, workerData } from 'node:worker_threads'
import { register } from 'tsx/esm/api'

register()
const { readPost } = await import('./validateProject.ts')
parentPort?.postMessage(workerData.files.map((file) => [file, readPost(workerData.root, file)]))
