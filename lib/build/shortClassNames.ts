import crypto from 'node:crypto'
import path from 'node:path'

/**
 * Shorter class names for CSS modules in the production build: `hero_1ny` instead of Vite's `_hero_1nywv_1`.
 *
 * Each name is written three times: in the stylesheet, in the module's class map inside the initial
 * JavaScript and in the `class` attributes of the prerendered HTML. The local name stays readable and
 * repeats the class map's key, which gzip stores as a back-reference; a three-character hash of the
 * file keeps the names of different modules apart. Nothing else goes in (no line number), so the
 * server and client builds agree on every name.
 *
 * Two different classes that would receive the same name stop the build instead of sharing styles.
 */
export function createShortClassNames(root: string, hashLength = 3): (local: string, filename: string) => string {
  const owners = new Map<string, string>()
  return (local, filename) => {
    const file = path
      .relative(root, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/')
    const hash = crypto.createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '')
    const name = `${local}_${hash.slice(0, hashLength)}`
    const owner = `${file}:${local}`
    const previous = owners.get(name)
    if (previous !== undefined && previous !== owner) {
      throw new Error(
        `CSS modules: "${previous}" e "${owner}" receberiam a mesma classe "${name}"; aumente hashLength em vite.config.ts.`,
      )
    }
    owners.set(name, owner)
    return name
  }
}
