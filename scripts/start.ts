// `npm start`: builds the site if it is missing or older than its sources, then serves
// the prerendered output on http://localhost:3000.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const SOURCES = [
  'data',
  'content',
  'pages',
  'components',
  'lib',
  'renderer',
  'public',
  'schemas',
  'package-lock.json',
  'vite.config.ts',
]
const OUTPUT = 'dist/client/index.html'

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0
  const stat = fs.statSync(entry)
  if (!stat.isDirectory()) return stat.mtimeMs
  return fs
    .readdirSync(entry)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(entry, name))), stat.mtimeMs)
}

const built = fs.existsSync(OUTPUT) ? fs.statSync(OUTPUT).mtimeMs : 0
const changed = Math.max(...SOURCES.map(newestMtime))
if (built === 0 || changed > built) {
  console.log(
    built === 0
      ? 'Nenhum build encontrado: gerando o site...'
      : 'Fontes mudaram desde o último build: gerando o site de novo...',
  )
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' })
  if (result.status !== 0) process.exit(result.status ?? 1)
}
await import('./serve.ts')
