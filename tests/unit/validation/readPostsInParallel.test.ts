import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateSyntheticPosts } from '../../../lib/bench/generateSyntheticPosts.ts'
import { readPostsInParallel } from '../../../lib/validation/readPostsInParallel.ts'
import { listPostFiles, readPost, validateProject } from '../../../lib/validation/validateProject.ts'

describe('readPostsInParallel', () => {
  it('reads on a worker thread exactly what readPost reads here, and validation over them is the same', async () => {
    const blogDir = fs.mkdtempSync(path.join(os.tmpdir(), 'posts-'))
    for (const post of generateSyntheticPosts(240)) fs.writeFileSync(path.join(blogDir, `${post.id}.md`), post.source)
    // A broken link and a header error, so errors travel back from the thread too.
    fs.writeFileSync(path.join(blogDir, 'quebrado.md'), '---\ntitle: Sem o resto\n---\n\nUm [link](/nao-existe).\n')
    const root = process.cwd()
    const readings = await readPostsInParallel(root, blogDir, 2)
    const files = listPostFiles(root, blogDir)
    expect([...readings.keys()].sort()).toEqual([...files].sort())
    for (const file of files) expect(readings.get(file)).toEqual(readPost(root, file))
    // The datasets' parsed YAML documents differ between any two runs; the outcome does not.
    const outcome = ({ errors, posts, fileCount }: ReturnType<typeof validateProject>) => ({ errors, posts, fileCount })
    const parallel = outcome(validateProject(root, blogDir, readings))
    expect(parallel.errors.filter((error) => error.file.endsWith('quebrado.md')).length).toBeGreaterThan(1)
    expect(parallel).toEqual(outcome(validateProject(root, blogDir)))
    fs.rmSync(blogDir, { recursive: true, force: true })
  }, 60_000)

  it('leaves a small blog to validateProject, on this thread', async () => {
    expect((await readPostsInParallel(process.cwd(), 'content/blog', 2)).size).toBe(0)
  })
})
