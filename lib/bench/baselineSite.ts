// The bare Vike + React site the blog benchmark builds beside the real one. Its sources live in
// lib/bench/baseline/ with `_` where Vike expects `+`: Vike takes a `+` file anywhere under the
// project root as part of the real site, but never looks inside `.tmp/`, where the bench copies them.
import fs from 'node:fs'
import path from 'node:path'

export const BASELINE_TEMPLATE_DIR = path.join(import.meta.dirname, 'baseline')

/** The path a template file takes in the baseline site: `index/_Page.tsx` -> `index/+Page.tsx`. */
export function baselineFilePath(templatePath: string): string {
  const name = path.basename(templatePath)
  return name.startsWith('_') ? path.join(path.dirname(templatePath), `+${name.slice(1)}`) : templatePath
}

/** Writes the baseline site into `destination` (a new folder), ready for `vike build`. */
export function writeBaselineSite(destination: string, templateDir = BASELINE_TEMPLATE_DIR): void {
  for (const entry of fs.readdirSync(templateDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const relative = path.relative(templateDir, path.join(entry.parentPath, entry.name))
    const target = path.join(destination, baselineFilePath(relative))
    fs.mkdirSync(path.dirname(target), { recursive: true })
    fs.copyFileSync(path.join(templateDir, relative), target)
  }
}
