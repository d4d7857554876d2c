import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import {
  buildContentSnapshot,
  hashContentInputs,
  readContentSnapshot,
  readSnapshotPostHtml,
  writeContentSnapshot,
} from '../../../lib/content/contentSnapshot.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const temps: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (temps.length > 0) temps.pop()?.cleanup()
})

/** A copy of the project with its snapshot written, as the build's first step leaves it. */
function snapshotProject() {
  const temp = createTempProject()
  temps.push(temp)
  const blogDir = path.join(temp.root, 'content/blog')
  const key = hashContentInputs(temp.root, blogDir)
  const result = validateProject(temp.root, blogDir)
  expect(result.errors).toEqual([])
  writeContentSnapshot(temp.root, buildContentSnapshot(result, key, temp.root))
  return { temp, blogDir, key }
}

describe('the content snapshot', () => {
  it('holds what validation returned, read back by its key, with or without the posts', () => {
    const { temp, blogDir, key } = snapshotProject()
    const fresh = buildContentSnapshot(validateProject(temp.root, blogDir), key, temp.root)
    expect(hashContentInputs(temp.root, blogDir)).toBe(key)
    const { postHtml, ...rest } = fresh
    expect(readContentSnapshot(temp.root, key, true)).toEqual(JSON.parse(JSON.stringify(rest)))
    expect(postHtml.size).toBe(fresh.posts.length)
    for (const [id, html] of postHtml) expect(readSnapshotPostHtml(temp.root, key, id)).toBe(html)
    expect(readContentSnapshot(temp.root, key, false)?.posts).toEqual([])
    expect(readContentSnapshot(temp.root, key, false)?.postCount).toBe(fresh.posts.length)
  })

  it.each([
    ['a data file', 'data/site.yaml', 'nome: Nuvox Telecom', 'nome: Nuvox Telecom Ltda'],
    ['a legal document', 'data/legal/termos-de-uso.yaml', 'versao: "2025.1"', 'versao: "2025.2"'],
    ['a post', 'content/blog/pabx-fisico-vs-pabx-em-nuvem.md', 'featured: true', 'featured: false'],
    ['a schema', 'schemas/site.schema.json', '"title": "Site"', '"title": "Site da empresa"'],
  ])(
    'is stale once %s changes: the new inputs have no snapshot, so they are validated again',
    (_what, file, from, to) => {
      const { temp, blogDir, key } = snapshotProject()
      temp.edit(file, from, to)
      const changed = hashContentInputs(temp.root, blogDir)
      expect(changed).not.toBe(key)
      expect(readContentSnapshot(temp.root, changed, true)).toBeUndefined()
    },
  )

  it.each([
    ['a public file', 'public/robots-extra.txt'],
    ['a new post', 'content/blog/novo-post.md'],
  ])('is stale once %s is added', (_what, file) => {
    const { temp, blogDir, key } = snapshotProject()
    temp.write(file, 'x')
    expect(hashContentInputs(temp.root, blogDir)).not.toBe(key)
  })
})
