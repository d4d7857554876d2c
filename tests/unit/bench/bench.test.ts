import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { generateSyntheticPosts } from '../../../lib/bench/generateSyntheticPosts.ts'
import { measurePageWeight } from '../../../lib/bench/measurePageWeight.ts'
import { readBuildSteps } from '../../../lib/bench/readBuildSteps.ts'
import { parseFrontmatter } from '../../../lib/blog/parseFrontmatter.ts'
import { validatePostFile } from '../../../lib/blog/validatePostFile.ts'
import { renderMarkdown } from '../../../lib/markdown/renderMarkdown.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'

describe('generateSyntheticPosts', () => {
  const posts = generateSyntheticPosts(60)

  it('writes posts that pass the same validation as real ones', () => {
    for (const post of posts) {
      const result = validatePostFile(post.source, `content/blog/${post.id}.md`)
      expect(result.errors).toEqual([])
    }
    expect(new Set(posts.map((post) => post.id)).size).toBe(posts.length)
  })

  // npm run bench builds the site with the real posts and 4,000 of these, validator first: a check
  // across posts (one title per post) failed that build with 3,054 errors, unseen for a week.
  it('pass, beside the real posts, the checks across posts of the build’s validator', () => {
    const blogDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuvox-synthetic-'))
    try {
      for (const name of fs.readdirSync('content/blog'))
        fs.copyFileSync(path.join('content/blog', name), path.join(blogDir, name))
      for (const post of generateSyntheticPosts(500)) fs.writeFileSync(path.join(blogDir, `${post.id}.md`), post.source)
      const { errors, posts: read } = validateProject(process.cwd(), blogDir)
      expect(errors.slice(0, 5)).toEqual([])
      expect(read.length).toBe(500 + fs.readdirSync('content/blog').length)
    } finally {
      fs.rmSync(blogDir, { recursive: true, force: true })
    }
  }, 60_000)

  it('is deterministic for a seed and varies with another', () => {
    expect(generateSyntheticPosts(3)).toEqual(generateSyntheticPosts(3))
    expect(generateSyntheticPosts(3, { seed: 7 })).not.toEqual(generateSyntheticPosts(3))
  })

  it('cuts posts of 800 to 1,200 words from the real posts’ sections', () => {
    const real = fs.readdirSync('content/blog').map((name) => fs.readFileSync(path.join('content/blog', name), 'utf8'))
    for (const post of posts) {
      expect(post.words).toBeGreaterThanOrEqual(800)
      expect(post.words).toBeLessThanOrEqual(1200)
      const sections = parseFrontmatter(post.source, 'x.md')
        .body.trim()
        .split(/\n(?=## )/)
      for (const section of sections) expect(real.some((source) => source.includes(section))).toBe(true)
    }
  })

  it('uses every markdown feature the posts support', () => {
    const html = renderMarkdown(parseFrontmatter(posts[0]?.source ?? '', 'x.md').body)
    for (const tag of ['<h2', '<h3', '<hr>', '<strong>', '<em>', '<ul>', '<li>', '<p>']) expect(html).toContain(tag)
    expect(posts.some((post) => post.source.includes('`'))).toBe(true)
  })

  it('varies tags, dates, categories, images and the featured flag', () => {
    const field = (name: string) =>
      new Set(posts.map((post) => new RegExp(`^${name}: (.*)$`, 'm').exec(post.source)?.[1]))
    expect(field('category').size).toBeGreaterThan(4)
    expect(field('publishDate').size).toBeGreaterThan(50)
    expect(field('tags').size).toBeGreaterThan(20)
    expect(field('featured')).toEqual(new Set(['true', 'false']))
    expect(posts.some((post) => !post.source.includes('\nimage: '))).toBe(true)
  })
})

describe('measurePageWeight', () => {
  it('counts the copies of the body and compares gzip sizes', () => {
    const body = '<p>Quer saber mais sobre PABX? '.repeat(20)
    const weight = measurePageWeight(
      `<html><body>${body}<script>${JSON.stringify(body)}</script></body></html>`,
      body,
      'Quer saber mais sobre PABX',
    )
    expect(weight.bodyCopies).toBe(40)
    expect(weight.gzipRatio).toBeGreaterThan(1)
    expect(weight.bodyBytes).toBe(Buffer.byteLength(body))
  })
})

describe('readBuildSteps', () => {
  it('reads the steps of the build script, an npm run step by its own script, flags kept', () => {
    const scripts = {
      validate: 'tsx scripts/validate-data.ts',
      build: 'npm run validate && vike build && tsx --max-old-space-size=512 scripts/postbuild.ts',
    }
    expect(readBuildSteps(scripts)).toEqual([
      { name: 'validate', bin: 'tsx', args: ['scripts/validate-data.ts'] },
      { name: 'vike build', bin: 'vike', args: ['build'] },
      { name: 'postbuild', bin: 'tsx', args: ['--max-old-space-size=512', 'scripts/postbuild.ts'] },
    ])
    expect(() => readBuildSteps({ build: 'npm run nada' })).toThrow('nada')
  })

  it('reads this project’s build, each step a program of node_modules/.bin', () => {
    const steps = readBuildSteps(
      (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts,
    )
    expect(steps.map((step) => step.name)).toEqual([
      'validate',
      'gen-post-images',
      'vike build',
      'prerender',
      'postbuild',
    ])
    for (const step of steps) expect(fs.existsSync(path.join('node_modules/.bin', step.bin)), step.bin).toBe(true)
  })
})
