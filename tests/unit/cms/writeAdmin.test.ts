import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { githubRepoOf, readCmsBackend, writeAdmin } from '../../../lib/cms/writeAdmin.ts'

describe('the repository /admin saves to', () => {
  it.each([
    ['https://github.com/nuvox-telecom/site.git', 'nuvox-telecom/site'],
    ['https://github.com/nuvox-telecom/site', 'nuvox-telecom/site'],
    ['git@github.com:nuvox-telecom/site.git\n', 'nuvox-telecom/site'],
    ['https://gitlab.com/nuvox-telecom/site.git', undefined],
    ['/work/main', undefined],
    ['', undefined],
  ])('%j is %j', (remote, repo) => {
    expect(githubRepoOf(remote)).toBe(repo)
  })

  it('comes from CMS_GITHUB_REPO and CMS_GITHUB_BRANCH before the clone, and is absent when nothing names one', () => {
    const outsideGit = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-backend-'))
    expect(readCmsBackend({ CMS_GITHUB_REPO: 'nuvox-telecom/site' }, outsideGit)).toEqual({
      repo: 'nuvox-telecom/site',
      branch: 'main',
    })
    expect(readCmsBackend({ CMS_GITHUB_REPO: ' a/b ', CMS_GITHUB_BRANCH: 'conteudo' }, outsideGit)).toEqual({
      repo: 'a/b',
      branch: 'conteudo',
    })
    expect(readCmsBackend({}, outsideGit)).toBeUndefined()
  })
})

describe('writeAdmin', () => {
  it('writes a noindex page that loads the hashed CMS bundle and the generated configuration, nothing else', () => {
    const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-admin-'))
    const bundle = writeAdmin(clientDir, {
      root: process.cwd(),
      backend: { repo: 'nuvox-telecom/site', branch: 'main' },
      siteName: 'Nuvox Telecom',
    })
    expect(bundle).toMatch(/^sveltia-cms\.[0-9a-f]{10}\.js$/)
    expect(fs.readdirSync(path.join(clientDir, 'admin')).sort()).toEqual(['config.yml', 'index.html', bundle].sort())
    const html = fs.readFileSync(path.join(clientDir, 'admin/index.html'), 'utf8')
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">')
    expect([...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag)).toEqual([`<script src="/admin/${bundle}">`])
    const config = parse(fs.readFileSync(path.join(clientDir, 'admin/config.yml'), 'utf8')) as {
      backend: unknown
      collections: unknown[]
    }
    expect(config.backend).toEqual({ name: 'github', repo: 'nuvox-telecom/site', branch: 'main' })
    expect(config.collections.length).toBeGreaterThan(0)
  })
})
