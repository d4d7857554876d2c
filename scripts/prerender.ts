// After `vike build` (which only bundles: +prerender.disableAutoRun), prerenders every route with `vike prerender` in
// processes of at most PRERENDER_SHARD_SIZE posts, as many at once as there are cores: Vike keeps each rendered page in
// memory until its run ends (vikejs/vike#3159). See docs/decisions/build-parallelism.md, also for the fixed pages.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { countPrerenderShards, fixedPagesShard } from '../lib/build/selectPrerenderShard.ts'
import { startInTurn } from '../lib/build/startInTurn.ts'
import { resolveBlogDir } from '../lib/content/datasets.ts'

const root = process.cwd()
// A post shard peaks near 330 MB plus 0.155 MB per post (627 MiB at 2,003 posts).
const shardSize = Number(process.env.PRERENDER_SHARD_SIZE ?? 2100)
// Without a heap limit V8 lets garbage grow each process far beyond what it keeps alive; at 512 MB a
// 2,000-post process spent a sixth of its time collecting it.
const maxHeapMb = Number(process.env.PRERENDER_MAX_HEAP_MB ?? 640)
const cores = os.availableParallelism()
// The count decides how many processes run; each takes its share of the validated list itself.
const blogDir = resolveBlogDir(root)
const postCount = fs.existsSync(blogDir) ? fs.readdirSync(blogDir).filter((name) => name.endsWith('.md')).length : 0
const shards = countPrerenderShards(postCount, shardSize, cores)
const fixedPages = fixedPagesShard(postCount, shards)
const vike = path.join(root, 'node_modules', 'vike', 'bin.js')

// Each process writes Vike's transpiled +config and +route files beside their sources under the same
// name and deletes them once loaded: loading at once, two processes deleted each other's (ENOENT). Vite
// fixed the same race for its own config file (vitejs/vite#9224); Vike names the file by a content hash.
const inTurn = startInTurn()

function runShard(index: number): Promise<void> {
  const what = index === 0 ? 'páginas fixas' : `posts ${index}/${shards}`
  if (shards > 1)
    console.log(`Pré-renderização: ${what} (até ${shardSize} posts por processo, ${Math.min(cores, shards)} por vez)`)
  const env =
    shards > 1
      ? {
          ...process.env,
          PRERENDER_SHARD: `${index}/${shards}`,
          PRERENDER_FIXED_PAGES: index === fixedPages ? 'sim' : 'não',
        }
      : process.env
  return inTurn(async (ready) => {
    const child = spawn(process.execPath, [`--max-old-space-size=${maxHeapMb}`, vike, 'prerender'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    // Its first line ("pre-rendering HTML...") comes once Vike has loaded its config.
    child.stdout.once('data', ready)
    // Vike lists every file it writes: one line per page, thousands of lines for a big blog, when several run at once.
    child.stdout.on('data', (chunk: Buffer) => shards === 1 && process.stdout.write(chunk))
    return new Promise<void>((resolve, reject) => {
      child.on('error', reject)
      child.on('exit', (code) => {
        if (code === 0) return resolve()
        console.error(
          `\n✖ A pré-renderização (${what}) falhou. Se faltou memória ("heap out of memory"), diminua PRERENDER_SHARD_SIZE (hoje ${shardSize}) ou aumente PRERENDER_MAX_HEAP_MB (hoje ${maxHeapMb}).`,
        )
        reject(new Error(`pré-renderização (${what}): código ${code}`))
      })
    })
  })
}

// The post shards, one per core at a time; the fixed pages' own process, short and small, runs beside them.
const queue = Array.from({ length: shards }, (_, index) => index + 1)
const worker = async () => {
  for (let index = queue.shift(); index !== undefined; index = queue.shift()) await runShard(index)
}
await Promise.all([
  ...(fixedPages === 0 ? [runShard(0)] : []),
  ...Array.from({ length: Math.min(cores, shards) }, worker),
])
if (shards > 1) console.log(`✓ ${shards + (fixedPages === 0 ? 1 : 0)} processos de pré-renderização concluídos.`)

// Every route is static HTML now; the server bundle was only needed to render it (+prerender.keepDistServer keeps it between processes).
fs.rmSync(path.join(root, process.env.BUILD_OUT_DIR ?? 'dist', 'server'), { recursive: true, force: true })
