// A worker thread of lib/build/precompress.ts: writes `.br` (and `.gz` unless its gzip level is null) beside
// each file it is given (from 512 bytes), off the main thread, which checks the site meanwhile. Posts back how many it wrote.
import fs from 'node:fs'
import { parentPort, workerData } from 'node:worker_threads'
import zlib from 'node:zlib'

let count = 0
for (const { file, levels } of workerData.files) {
  const data = fs.readFileSync(file)
  if (data.length < 512) continue
  if (levels.gzip !== null) fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: levels.gzip }))
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: levels.brotli } }),
  )
  count++
}
parentPort?.postMessage(count)
