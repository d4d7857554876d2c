import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

const CONTENT = ['data', 'schemas', 'content', 'public']
/** What `vike dev` and `npm run build` need beside the content; node_modules is linked, not copied. */
const CODE = [
  'components',
  'lib',
  'pages',
  'renderer',
  'scripts',
  'deploy',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'vite.config.ts',
]

/**
 * A throwaway copy of the project's data, schemas, posts and public files, to break on purpose;
 * with `code`, the site's code too, enough to run `vike dev` or build it.
 */
export function createTempProject(options: { code?: boolean } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-dados-'))
  for (const entry of [...CONTENT, ...(options.code ? CODE : [])])
    fs.cpSync(path.join(process.cwd(), entry), path.join(root, entry), { recursive: true })
  if (options.code) fs.symlinkSync(path.join(process.cwd(), 'node_modules'), path.join(root, 'node_modules'))
  return {
    root,
    /** Replaces one exact snippet in a file (fails loudly if it is not there, so tests cannot silently pass). */
    edit(file: string, from: string, to: string) {
      const full = path.join(root, file)
      const text = fs.readFileSync(full, 'utf8')
      if (!text.includes(from)) throw new Error(`Trecho não encontrado em ${file}: ${from}`)
      fs.writeFileSync(full, text.replace(from, to))
    },
    read(file: string): string {
      return fs.readFileSync(path.join(root, file), 'utf8')
    },
    write(file: string, text: string | Buffer) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
      fs.writeFileSync(path.join(root, file), text)
    },
    remove(file: string) {
      fs.rmSync(path.join(root, file), { recursive: true, force: true })
    },
    /** Line (1-based) of the first occurrence of a snippet, to state expected positions without magic numbers. */
    lineOf(file: string, snippet: string): number {
      const text = fs.readFileSync(path.join(root, file), 'utf8')
      const index = text.indexOf(snippet)
      if (index === -1) throw new Error(`Trecho não encontrado em ${file}: ${snippet}`)
      return text.slice(0, index).split('\n').length
    },
    cleanup() {
      fs.rmSync(root, { recursive: true, force: true })
    },
  }
}
