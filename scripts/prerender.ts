// After `vike build` (which only bundles: +prerender.disableAutoRun): prerenders every route
// with `vike prerender`, in as many sequential processes as the blog needs. Vike keeps each
// rendered page (HTML, pageContext JSON and render state) in memory until its run ends
// (vikejs/vike#3159), so one process for thousands of posts grows without bound; with at most
// PRERENDER_SHARD_SIZE posts per process (default 500) the peak stays flat as the blog grows.
// Every process also renders the ~20 fixed pages: identical files, a second or so each.
//
// Each process gets a V8 heap limit (PRERENDER_MAX_HEAP_MB, default 512): a 500-post process
// keeps ~300 MB alive, but without a limit V8 lets garbage pile up to ~850 MB of RSS before
// collecting; with it the process stays near 500 MB at the same speed.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { countPrerenderShards } from '../lib/build/selectPrerenderShard.ts'
import { resolveBlogDir } from '../lib/content/datasets.ts'

const root = process.cwd()
const shardSize = Number(process.env.PRERENDER_SHARD_SIZE ?? 500)
const maxHeapMb = Number(process.env.PRERENDER_MAX_HEAP_MB ?? 512)
// The number of files decides how many processes run; each one picks its own posts from the
// validated list (pages/blog/@id/+onBeforePrerenderStart.ts), so every post is rendered once.
const blogDir = resolveBlogDir(root)
const postFiles = fs.existsSync(blogDir) ? fs.readdirSync(blogDir).filter((name) => name.endsWith('.md')).length : 0
const shards = countPrerenderShards(postFiles, shardSize)
const vike = path.join(root, 'node_modules', 'vike', 'bin.js')

for (let index = 1; index <= shards; index++) {
  if (shards > 1) console.log(`\nPré-renderização ${index}/${shards} (até ${shardSize} posts por processo)`)
  const env = shards > 1 ? { ...process.env, PRERENDER_SHARD: `${index}/${shards}` } : process.env
  const result = spawnSync(process.execPath, [`--max-old-space-size=${maxHeapMb}`, vike, 'prerender'], { cwd: root, env, stdio: 'inherit' })
  if (result.status !== 0) {
    console.error(`\n✖ A pré-renderização ${index}/${shards} falhou. Se faltou memória ("heap out of memory"), diminua PRERENDER_SHARD_SIZE (hoje ${shardSize}) ou aumente PRERENDER_MAX_HEAP_MB (hoje ${maxHeapMb}).`)
    process.exit(result.status ?? 1)
  }
}

// Every route is static HTML now; the server bundle was only needed to render it (+prerender.keepDistServer keeps it between processes).
fs.rmSync(path.join(root, process.env.BUILD_OUT_DIR ?? 'dist', 'server'), { recursive: true, force: true })
