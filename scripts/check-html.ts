// Checks every built page with the W3C Nu Html Checker (vnu.jar, one JVM for all of them): prints each
// error as file:line:column message and exits 1 on any. Java is Debian's (scripts/ensure-java.sh).
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { listFiles } from '../lib/build/listFiles.ts'
import { summarizeVnuReport } from '../lib/build/summarizeVnuReport.ts'

const require = createRequire(import.meta.url)
// The package's main export is the path of its vnu.jar.
const vnuJar = String(require('vnu-jar'))
const clientDir = path.resolve(process.env.BUILD_OUT_DIR ?? 'dist', 'client')

function runVnu(files: readonly string[]): Promise<{ output: string; exitCode: number | null }> {
  const args = ['-jar', vnuJar, '--errors-only', '--format', 'json', '--stdout', ...files]
  const child = spawn('java', args, { stdio: ['ignore', 'pipe', 'inherit'] })
  let output = ''
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.on('error', (error) =>
      reject(new Error(`Não foi possível rodar o Java (${error.message}); bash scripts/ensure-java.sh o instala.`)),
    )
    child.on('close', (exitCode) => resolve({ output, exitCode }))
  })
}

// /admin/index.html, the CMS's page, is included: lib/cms/writeAdmin.ts writes it like any page of ours.
const files = fs.existsSync(clientDir) ? listFiles(clientDir, /\.html$/).sort() : []
if (files.length === 0) throw new Error(`Nenhuma página .html em ${clientDir}: rode npm run build antes.`)
const { output, exitCode } = await runVnu(files)
const summary = summarizeVnuReport(output, exitCode, process.cwd())
for (const error of summary.errors) console.error(error)
console.log(
  summary.exitCode === 0
    ? `✓ HTML válido (W3C Nu Html Checker): ${files.length} páginas.`
    : `✖ ${summary.errors.length} erro(s) de HTML (W3C Nu Html Checker) em ${files.length} páginas.`,
)
process.exitCode = summary.exitCode
