import { spawn } from 'node:child_process'
import fs from 'node:fs'

/** Where scripts/bench-blog.ts writes its report. */
const BLOG_REPORT = 'reports/bench-blog.json'

/** The build with the real posts and synthetic ones: what the memory budget reads. */
export interface BlogFigures {
  posts: number
  syntheticPosts: number
  wallMs: number
  peakRssMiB: number
  /** The build step that reached the peak. */
  peakStep: string
}

/** Builds the site with `syntheticPosts` more posts (`npm run bench:blog`) and reads its figures. */
export async function benchBlog(syntheticPosts: number): Promise<BlogFigures> {
  console.log(`\nBuild com ${syntheticPosts} posts sintéticos (npm run bench:blog -- ${syntheticPosts})...`)
  const child = spawn('node_modules/.bin/tsx', ['scripts/bench-blog.ts', String(syntheticPosts)], { stdio: 'inherit' })
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('exit', resolve)
  })
  if (code !== 0) throw new Error(`npm run bench:blog falhou (código ${code})`)
  return readBlogFigures(fs.readFileSync(BLOG_REPORT, 'utf8'))
}

/** The figures of the first build of a bench-blog report. */
export function readBlogFigures(reportJson: string): BlogFigures {
  const [result] = (JSON.parse(reportJson) as { results: BlogResult[] }).results
  if (!result) throw new Error(`${BLOG_REPORT} não tem nenhum build`)
  return {
    posts: result.totalPosts,
    syntheticPosts: result.syntheticPosts,
    wallMs: result.totalWallMs,
    peakRssMiB: result.peakRssMiB,
    peakStep: result.peakStep,
  }
}

interface BlogResult {
  syntheticPosts: number
  totalPosts: number
  totalWallMs: number
  peakRssMiB: number
  peakStep: string
}
