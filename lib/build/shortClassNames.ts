import crypto from 'node:crypto'
import path from 'node:path'

/**
 * Short CSS-module class names for the production build: `hero_1ny` instead of Vite's `_hero_1nywv_1`. Each name is
 * written in the stylesheet, the class map in the initial JavaScript and the HTML: the local name repeats the map's
 * key, which gzip stores as a back-reference, and a hash of the file keeps different modules apart.
 */
export function createShortClassNames(root: string, hashLength = 3): (local: string, filename: string) => string {
  const owners = new Map<string, string>()
  return (local, filename) => {
    const file = path
      .relative(root, filename.split('?')[0] ?? filename)
      .split(path.sep)
      .join('/')
    // The file's path alone (no line number): the server and client builds must agree on every name.
    const hash = crypto.createHash('sha256').update(file).digest('base64url').replace(/[-_]/g, '')
    const name = `${local}_${hash.slice(0, hashLength)}`
    const owner = `${file}:${local}`
    const previous = owners.get(name)
    // Two classes that would share a name (and so their styles) stop the build.
    if (previous !== undefined && previous !== owner) {
      throw new Error(
        `CSS modules: "${previous}" e "${owner}" receberiam a mesma classe "${name}"; aumente hashLength em vite.config.ts.`,
      )
    }
    owners.set(name, owner)
    return name
  }
}
