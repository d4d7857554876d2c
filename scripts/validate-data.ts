// Prebuild validator (`npm run validate`): prints every problem in data/ and content/blog/ as
// `arquivo:linha:coluna  campo  mensagem` (also as annotations under GitHub Actions) and exits 1 if there is any.
// Valid content is written as the build's snapshot (lib/content/contentSnapshot.ts), which every later step reads.
import {
  buildContentSnapshot,
  hashContentInputs,
  readContentSnapshot,
  writeContentSnapshot,
} from '../lib/content/contentSnapshot.ts'
import { resolveBlogDir } from '../lib/content/datasets.ts'
import { annotateOnGitHub, onGitHubActions } from '../lib/validation/githubAnnotations.ts'
import { formatDataError } from '../lib/validation/types.ts'
import { readPostsInParallel } from '../lib/validation/readPostsInParallel.ts'
import { validateProject } from '../lib/validation/validateProject.ts'

const root = process.cwd()
const blogDir = resolveBlogDir(root)
const key = hashContentInputs(root, blogDir)
const counts = readContentSnapshot(root, key, false) ?? validate(await readPostsInParallel(root, blogDir))
console.log(
  `✔ ${counts.fileCount} arquivos de dados e conteúdo válidos (${counts.postCount} ${counts.postCount === 1 ? 'post' : 'posts'}).`,
)

function validate(readings: Awaited<ReturnType<typeof readPostsInParallel>>) {
  const result = validateProject(root, blogDir, readings)
  if (result.errors.length > 0) {
    for (const error of result.errors) console.error(formatDataError(error))
    // On a pull request, each message also lands on its line of the changed file.
    if (onGitHubActions()) annotateOnGitHub(result.errors)
    const files = new Set(result.errors.map((e) => e.file)).size
    console.error(
      `\n✖ ${result.errors.length} ${result.errors.length === 1 ? 'erro' : 'erros'} em ${files} ${files === 1 ? 'arquivo' : 'arquivos'}. Corrija e rode de novo: npm run validate`,
    )
    process.exit(1)
  }
  const snapshot = buildContentSnapshot(result, key, root)
  writeContentSnapshot(root, snapshot)
  return snapshot
}
