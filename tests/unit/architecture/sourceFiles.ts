import fs from 'node:fs'
import path from 'node:path'

export const ROOT = path.join(import.meta.dirname, '..', '..', '..')

/** Every file under `dirs` whose name matches `pattern`, as [path from the root, text]. */
export function sourceFiles(dirs: readonly string[], pattern: RegExp): [string, string][] {
  return dirs.flatMap((dir) =>
    fs
      .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .filter((file) => pattern.test(file))
      .map((file): [string, string] => {
        const name = path.posix.join(dir, file.split(path.sep).join('/'))
        return [name, fs.readFileSync(path.join(ROOT, name), 'utf8')]
      }),
  )
}
