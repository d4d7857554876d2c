// The editors' /admin: Sveltia CMS's own bundle under a hashed name, its generated configuration and
// a page that loads them. Written into the built site only: no site route links or loads any of it.
import { execFileSync } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { loadEnv } from 'vite'
import { stringify } from 'yaml'
import { ADMIN_PATH } from '../routes/routePaths.ts'
import { escapeXml } from '../seo/escapeXml.ts'
import { buildCmsConfig, schemaReader } from './buildCmsConfig.ts'

/** Where the editorial workflow opens its pull requests. */
export interface CmsBackend {
  repo: string
  branch: string
}

/** `owner/name` of a GitHub remote URL (https or ssh), or undefined for any other host. */
export function githubRepoOf(remoteUrl: string): string | undefined {
  return /github\.com[:/]([\w.-]+\/[\w.-]+?)(?:\.git)?\/?$/.exec(remoteUrl.trim())?.[1]
}

function originUrl(root: string): string {
  try {
    return execFileSync('git', ['remote', 'get-url', 'origin'], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
  } catch {
    // Not a clone, or a clone without an origin: the environment has to name the repository.
    return ''
  }
}

/** CMS_GITHUB_REPO and CMS_GITHUB_BRANCH, else the GitHub `origin` of the clone and `main`; undefined when neither names a repository. */
export function readCmsBackend(env: NodeJS.ProcessEnv, root: string): CmsBackend | undefined {
  const repo = env.CMS_GITHUB_REPO?.trim() || githubRepoOf(originUrl(root))
  return repo ? { repo, branch: env.CMS_GITHUB_BRANCH?.trim() || 'main' } : undefined
}

/** The page: noindex, the configuration named by a link, the bundle as its only script. */
function buildAdminHtml(bundleFile: string, siteName: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Editor de conteúdo · ${escapeXml(siteName)}</title>
<link rel="cms-config-url" type="application/yaml" href="${ADMIN_PATH}/config.yml">
<script src="${ADMIN_PATH}/${bundleFile}"></script>
</head>
<body></body>
</html>
`
}

/** Writes `clientDir`/admin: index.html, config.yml and the CMS bundle. Returns the bundle's file name. */
export function writeAdmin(
  clientDir: string,
  options: { root: string; backend: CmsBackend; siteName: string },
): string {
  // The self-contained browser build (the package's exports name only its bundler entry).
  const bundle = fs.readFileSync(path.join(options.root, 'node_modules/@sveltia/cms/dist/sveltia-cms.js'))
  const bundleFile = `sveltia-cms.${crypto.createHash('sha256').update(bundle).digest('hex').slice(0, 10)}.js`
  const dir = path.join(clientDir, ADMIN_PATH)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, bundleFile), bundle)
  const config = buildCmsConfig(schemaReader(options.root), options.backend, options.siteName)
  fs.writeFileSync(path.join(dir, 'config.yml'), stringify(config, { lineWidth: 0 }))
  fs.writeFileSync(path.join(dir, 'index.html'), buildAdminHtml(bundleFile, options.siteName))
  return bundleFile
}

/**
 * Writes /admin for the repository the environment or the .env files (CMS_GITHUB_REPO) or the clone's
 * GitHub origin name; without one, says so and writes nothing.
 */
export function writeAdminFromEnv(clientDir: string, root: string, site: { nome: string }): void {
  const backend = readCmsBackend(loadEnv('production', root, 'CMS_'), root)
  if (backend) writeAdmin(clientDir, { root, backend, siteName: site.nome })
  else
    console.warn(
      `⚠ ${ADMIN_PATH} não gerado: defina CMS_GITHUB_REPO=dono/repositorio (o repositório do GitHub onde o editor salva), ou gere o site num clone do GitHub.`,
    )
}
