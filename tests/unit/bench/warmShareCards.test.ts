import fs from 'node:fs'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { warmShareCards } from '../../../lib/bench/warmShareCards.ts'
import { hashContentInputs } from '../../../lib/content/contentSnapshot.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const project = createTempProject({ code: true })
afterAll(() => project.cleanup())

it('draws the cards no build drew into the cache, once, and leaves no content snapshot for the timed build', async () => {
  const post = project
    .read('content/blog/sms-marketing.md')
    .replace(/^image: .*\n/m, '')
    .replace(/^title: .*$/m, 'title: "Sem imagem"')
  project.write('content/blog/post-sem-imagem.md', post)
  const blogDir = path.join(project.root, 'content/blog')

  const first = await warmShareCards(project.root, blogDir)
  const cached = fs.readdirSync(path.join(project.root, '.cache/share-cards'))
  expect(cached.some((name) => name.startsWith('blog-post-sem-imagem.'))).toBe(true)
  expect(first.drawn).toBe(cached.length)
  expect(first.cpuMsPerCard).toBeGreaterThan(0)

  expect(await warmShareCards(project.root, blogDir)).toEqual({ drawn: 0, cpuMsPerCard: undefined })
  const key = hashContentInputs(project.root, blogDir)
  expect(
    fs.readdirSync(path.join(project.root, 'node_modules/.cache/nuvox-content')).filter((name) => name.startsWith(key)),
  ).toEqual([])
}, 60_000)
