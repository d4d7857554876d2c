import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { todayInBrazil } from '../format/todayInBrazil.ts'

const git = (root: string, args: string[]) =>
  execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'ignore'],
  })

/** Whether `root` is inside a git work tree (false without git, or outside any repository). */
function insideGit(root: string): boolean {
  try {
    return git(root, ['rev-parse', '--is-inside-work-tree']).trim() === 'true'
  } catch {
    return false
  }
}

/** The date of the last commit that touched each file under `root`, by path relative to it. One walk of the history. */
function readCommitDates(root: string): Map<string, string> {
  const dates = new Map<string, string>()
  let date = ''
  // Newest commit first: a commit's date line (marked with NUL), then the files it touched.
  for (const line of git(root, ['log', '--relative', '--format=%x00%cs', '--name-only', '--', '.']).split('\n')) {
    if (line.startsWith('\0')) date = line.slice(1)
    else if (line !== '' && !dates.has(line)) dates.set(line, date)
  }
  return dates
}

/** Files under `root` whose content differs from the last commit: edited, staged or new (ignored files aside). */
function readUncommittedFiles(root: string): Set<string> {
  const changed = readHeadCommit(root)
    ? git(root, ['diff', '--name-only', '--relative', 'HEAD', '--', '.'])
    : git(root, ['ls-files', '--cached'])
  const untracked = git(root, ['ls-files', '--others', '--exclude-standard'])
  return new Set([...changed.split('\n'), ...untracked.split('\n')].filter(Boolean))
}

/** The commit the work tree is at, or '' outside git: part of the content snapshot's key, since the dates come from history. */
export function readHeadCommit(root: string): string {
  try {
    return git(root, ['rev-parse', 'HEAD']).trim()
  } catch {
    return ''
  }
}

/** Whether the history is cut short (a shallow clone): older changes then look as new as its oldest commit. */
function isShallow(root: string): boolean {
  return git(root, ['rev-parse', '--is-shallow-repository']).trim() === 'true'
}

/**
 * When each file last changed, `YYYY-MM-DD` by path as given (relative to `root`, or absolute): the
 * date of its last commit; or, when it has uncommitted changes, is ignored by git or lies outside any
 * repository, the day it was last saved (its modification time, in Brasília).
 */
export function readLastChanges(root: string, files: readonly string[]): Map<string, string> {
  const savedOn = (file: string) => todayInBrazil(fs.statSync(path.resolve(root, file)).mtime)
  if (!insideGit(root)) return new Map(files.map((file) => [file, savedOn(file)]))
  if (isShallow(root))
    console.warn(
      'aviso: clone raso do git (shallow): as datas de atualização das páginas saem do histórico, que está incompleto. Clone com o histórico todo (no GitHub Actions, fetch-depth: 0).',
    )
  const committed = readCommitDates(root)
  const uncommitted = readUncommittedFiles(root)
  return new Map(
    files.map((file) => {
      const relative = path.relative(root, path.resolve(root, file)).split(path.sep).join('/')
      const date = uncommitted.has(relative) ? undefined : committed.get(relative)
      return [file, date ?? savedOn(file)]
    }),
  )
}
