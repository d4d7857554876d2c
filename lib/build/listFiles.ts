import fs from 'node:fs'
import path from 'node:path'

/** Every file under `dir` (recursively) whose name matches `pattern`. */
export function listFiles(dir: string, pattern: RegExp): string[] {
  const out: string[] = []
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) out.push(...listFiles(full, pattern))
    else if (pattern.test(entry.name)) out.push(full)
  }
  return out
}
