import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { DAY_MS } from '../format/dayMs.ts'
import type { ShareCard } from '../shareCard/buildShareCard.ts'
import { drawShareCard } from '../shareCard/drawShareCard.ts'
import { readShareCardDesign } from '../shareCard/readShareCardDesign.ts'
import { SHARE_CARD_DIR, shareCardPath } from '../shareCard/shareCardPath.ts'

/**
 * The cards drawn by earlier builds, by file name (a hash of everything drawn: lib/shareCard/shareCardPath.ts).
 * Outside node_modules, which `npm ci` deletes, so a CI can keep it between runs (.github/workflows/ci.yml).
 */
const SHARE_CARD_CACHE = '.cache/share-cards'
/** A card no build has used for this long leaves the cache (each build marks the ones it uses). */
export const SHARE_CARD_CACHE_DAYS = 30

/**
 * Drops the cached files (cards, or halves a crashed build left) older than SHARE_CARD_CACHE_DAYS that this build
 * did not use, so a CI that saves the folder after each run does not carry every card ever drawn.
 */
export function pruneShareCardCache(cacheDir: string, used: ReadonlySet<string>, now = Date.now()): string[] {
  const stale = fs
    .readdirSync(cacheDir)
    .filter(
      (name) =>
        !used.has(name) && now - fs.statSync(path.join(cacheDir, name)).mtimeMs > SHARE_CARD_CACHE_DAYS * DAY_MS,
    )
  for (const name of stale) fs.rmSync(path.join(cacheDir, name), { force: true })
  return stale
}

/** Runs `work` on every item, at most `limit` at a time. */
async function runEach<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items]
  const worker = async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item)
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * Writes each card into the built site at the address its page names. A card an earlier build drew
 * (same name: same texts and design) is copied from the cache; only new or changed ones are drawn.
 */
export async function writeShareCards(
  clientDir: string,
  cards: readonly ShareCard[],
  options: { root?: string; cacheDir?: string } = {},
): Promise<{ drawn: number; reused: number }> {
  const root = options.root ?? process.cwd()
  const cacheDir = options.cacheDir ?? path.join(root, SHARE_CARD_CACHE)
  const design = readShareCardDesign(root)
  const byAddress = new Map(cards.map((card) => [shareCardPath(card, design.fingerprint), card]))
  const cacheName = (address: string) => path.basename(address)
  const cached = (address: string) => path.join(cacheDir, cacheName(address))
  const missing = [...byAddress].filter(([address]) => !fs.existsSync(cached(address)))
  fs.mkdirSync(cacheDir, { recursive: true })
  // Satori lays out one card on this thread while sharp rasterises another on libuv's.
  await runEach(missing, os.availableParallelism(), async ([address, card]) => {
    const image = await drawShareCard(card.texts, design)
    // Renamed into place: another build reading the cache never finds half a file.
    const temporary = `${cached(address)}.${process.pid}.tmp`
    fs.writeFileSync(temporary, image)
    fs.renameSync(temporary, cached(address))
  })
  fs.mkdirSync(path.join(clientDir, SHARE_CARD_DIR), { recursive: true })
  const now = new Date()
  for (const address of byAddress.keys()) {
    fs.copyFileSync(cached(address), path.join(clientDir, address))
    fs.utimesSync(cached(address), now, now)
  }
  pruneShareCardCache(cacheDir, new Set([...byAddress.keys()].map(cacheName)), now.getTime())
  return { drawn: missing.length, reused: byAddress.size - missing.length }
}
