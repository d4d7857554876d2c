import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readLastChanges } from '../../../lib/content/lastChanges.ts'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const folders: string[] = []
afterAll(() => folders.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))

/** A repository whose project lies in `site/`, with files committed on given days and others saved on given days. */
function repository() {
  const top = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-git-'))
  folders.push(top)
  const root = path.join(top, 'site')
  const run = (args: string[], date = '2026-01-01T12:00:00-03:00') =>
    execFileSync('git', args, {
      cwd: top,
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 't',
        GIT_AUTHOR_EMAIL: 't@t',
        GIT_COMMITTER_NAME: 't',
        GIT_COMMITTER_EMAIL: 't@t',
        GIT_AUTHOR_DATE: date,
        GIT_COMMITTER_DATE: date,
      },
    })
  const write = (file: string, text: string, savedOn = '2026-06-15T12:00:00-03:00') => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
    fs.writeFileSync(path.join(root, file), text)
    fs.utimesSync(path.join(root, file), new Date(savedOn), new Date(savedOn))
  }
  const commit = (date: string, ...files: string[]) => {
    run(['add', ...files.map((file) => path.join('site', file))])
    run(['commit', '-q', '-m', `on ${date}`], `${date}T12:00:00-03:00`)
  }
  run(['init', '-q'])
  return { top, root, write, commit, run }
}

describe('readLastChanges', () => {
  const repo = repository()
  repo.write('.gitignore', 'ignorado.yaml\n')
  for (const file of ['a.yaml', 'b.yaml', 'editado.yaml', 'preparado.yaml']) repo.write(file, '1\n')
  repo.commit('2025-03-10', '.gitignore', 'a.yaml', 'b.yaml', 'editado.yaml', 'preparado.yaml')
  repo.write('b.yaml', 'dois\n')
  repo.commit('2025-04-20', 'b.yaml')
  repo.write('editado.yaml', 'dois\n', '2026-05-05T10:00:00-03:00')
  repo.write('preparado.yaml', 'dois\n', '2026-05-06T10:00:00-03:00')
  repo.run(['add', 'site/preparado.yaml'])
  repo.write('novo.yaml', '1\n', '2026-05-07T10:00:00-03:00')
  repo.write('ignorado.yaml', '1\n', '2026-05-08T10:00:00-03:00')
  const dates = readLastChanges(repo.root, [
    'a.yaml',
    'b.yaml',
    'editado.yaml',
    'preparado.yaml',
    'novo.yaml',
    'ignorado.yaml',
    path.join(repo.root, 'a.yaml'),
  ])

  it.each([
    ['a file committed once: that commit', 'a.yaml', '2025-03-10'],
    ['a file committed twice: the later commit', 'b.yaml', '2025-04-20'],
    ['an edit not yet committed: the day it was saved', 'editado.yaml', '2026-05-05'],
    ['a staged edit: the day it was saved', 'preparado.yaml', '2026-05-06'],
    ['a new file: the day it was saved', 'novo.yaml', '2026-05-07'],
    ['a file git ignores: the day it was saved', 'ignorado.yaml', '2026-05-08'],
    ['a file named by its absolute path', path.join(repo.root, 'a.yaml'), '2025-03-10'],
  ])('%s', (_, file, expected) => {
    expect(dates.get(file)).toBe(expected)
  })

  it('uses the day each file was saved outside any repository', () => {
    const outside = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-sem-git-'))
    folders.push(outside)
    fs.writeFileSync(path.join(outside, 'a.yaml'), '1\n')
    fs.utimesSync(
      path.join(outside, 'a.yaml'),
      new Date('2026-02-03T15:00:00-03:00'),
      new Date('2026-02-03T15:00:00-03:00'),
    )
    expect(readLastChanges(outside, ['a.yaml']).get('a.yaml')).toBe('2026-02-03')
  })
})

describe('the content dates', () => {
  it('date a text by the facts its placeholders name, when they changed later than it', () => {
    const temp = createTempProject()
    folders.push(temp.root)
    const setDay = (file: string, day: string) =>
      fs.utimesSync(path.join(temp.root, file), new Date(`${day}T12:00:00-03:00`), new Date(`${day}T12:00:00-03:00`))
    for (const file of ['data/banners.yaml', 'data/footer.yaml', 'content/blog/sms-marketing.md'])
      setDay(file, '2025-01-10')
    setDay('data/calculator.yaml', '2025-02-20')
    setDay('data/site.yaml', '2025-03-30')
    const { lastChanged } = loadContent(temp.root)
    // banners.yaml cites {preco:...}, the post {telefone:principal}; the footer cites neither.
    expect(temp.read('content/blog/sms-marketing.md')).toContain('{telefone:principal}')
    expect([lastChanged.datasets.banners, lastChanged.posts['sms-marketing'], lastChanged.datasets.footer]).toEqual([
      '2025-02-20',
      '2025-03-30',
      '2025-01-10',
    ])
  })
})
