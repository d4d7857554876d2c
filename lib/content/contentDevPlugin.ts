import fs from 'node:fs'
import path from 'node:path'
import type { ErrorPayload, Plugin, ViteDevServer } from 'vite'
import { formatDataError, type DataError } from '../validation/types.ts'
import { validateProject } from '../validation/validateProject.ts'
import { resolveBlogDir } from './datasets.ts'
import { forgetLoadedContent } from './loadContent.ts'

/** The lines around a position, as Vite's overlay shows code: numbered, a caret under the column. */
export function codeFrame(text: string, line: number, column: number): string {
  const lines = text.split('\n')
  const last = Math.min(lines.length, line + 2)
  const width = String(last).length
  const frame: string[] = []
  for (let number = Math.max(1, line - 2); number <= last; number++) {
    frame.push(`${String(number).padEnd(width)}  |  ${lines[number - 1] ?? ''}`)
    if (number === line) frame.push(`${' '.repeat(width)}  |  ${' '.repeat(Math.max(0, column - 1))}^`)
  }
  return frame.join('\n')
}

const summary = (errors: readonly DataError[]) =>
  `${errors.length} ${errors.length === 1 ? 'erro' : 'erros'} nos dados do site`

/** Vite's error overlay for the content's problems: every one listed, the first one positioned. */
export function contentErrorPayload(root: string, errors: readonly DataError[]): ErrorPayload {
  const first = errors[0]
  const file = first ? path.join(root, first.file) : root
  const text = first && fs.existsSync(file) && fs.statSync(file).isFile() ? fs.readFileSync(file, 'utf8') : undefined
  return {
    type: 'error',
    err: {
      plugin: 'nuvox:dados',
      message: `${summary(errors)}. Corrija e salve: a página volta sozinha.\n\n${errors.map(formatDataError).join('\n')}`,
      stack: '',
      id: file,
      ...(first ? { loc: { file, line: first.line, column: first.col } } : {}),
      ...(first && text !== undefined ? { frame: codeFrame(text, first.line, first.col) } : {}),
    },
  }
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** What a page request gets while the content is invalid: the errors, and Vite's client for the overlay and the reload. */
export function contentErrorPage(errors: readonly DataError[]): string {
  const items = errors.map((error) => `<li><code>${escapeHtml(formatDataError(error))}</code></li>`).join('')
  return `<!DOCTYPE html><html lang="pt-BR"><head><meta charset="utf-8"><title>${summary(errors)}</title><script type="module" src="/@vite/client"></script></head><body><h1>${summary(errors)}</h1><p>Corrija o arquivo indicado e salve: a página volta sozinha.</p><ul>${items}</ul></body></html>`
}

/**
 * `vike dev` tells the truth about data/, content/ and schemas/: any change there drops the loaded
 * content, so the next page shows it; invalid content answers every page with its errors and
 * Vite's overlay (file:line:column, field, message), and the page comes back once it is fixed.
 */
export function contentDevPlugin(root = process.cwd()): Plugin {
  const watched = [
    ...new Set(['data', 'content', 'schemas'].map((dir) => path.join(root, dir)).concat(resolveBlogDir(root))),
  ]
  const isWatched = (file: string) => watched.some((dir) => path.resolve(file).startsWith(`${dir}${path.sep}`))
  let errors: DataError[] | undefined
  const currentErrors = () => (errors ??= validateProject(root).errors)
  const report = (server: ViteDevServer) => {
    const found = currentErrors()
    if (found.length === 0) return server.ws.send({ type: 'full-reload' })
    server.config.logger.error(`✖ ${summary(found)}:\n${found.map(formatDataError).join('\n')}`, { timestamp: true })
    server.ws.send(contentErrorPayload(root, found))
  }
  return {
    name: 'nuvox:content-dev',
    apply: 'serve',
    // Runs before any plugin reloads a module, so they all read the edited files.
    watchChange(file) {
      if (!isWatched(file)) return
      forgetLoadedContent()
      errors = undefined
    },
    // Runs after Vike's own update (an earlier plugin), so the reload never reaches Vike's stale context.
    hotUpdate({ file, server }) {
      if (this.environment.name !== 'client' || !isWatched(file)) return
      report(server)
      return []
    },
    configureServer(server) {
      server.watcher.add(watched)
      // A page opened (or reloaded) while the content is invalid shows the overlay as soon as Vite's client connects.
      server.environments.client.hot.on('vite:client:connect', (_data, client) => {
        if (errors && errors.length > 0) client.send(contentErrorPayload(root, errors))
      })
      server.middlewares.use((req, res, next) => {
        if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next()
        const found = currentErrors()
        if (found.length === 0) return next()
        res.statusCode = 500
        res.setHeader('Content-Type', 'text/html; charset=utf-8')
        res.end(contentErrorPage(found))
      })
      if (currentErrors().length > 0) report(server)
    },
  }
}
