// Prebuild validator: `npm run validate`. Prints every problem in data/ and content/blog/
// as `arquivo:linha:coluna  campo  mensagem` and exits 1 if there is any.
import { formatDataError } from '../lib/validation/types.ts'
import { validateProject } from '../lib/validation/validateProject.ts'

const result = validateProject()
if (result.errors.length > 0) {
  for (const error of result.errors) console.error(formatDataError(error))
  const files = new Set(result.errors.map((e) => e.file)).size
  console.error(`\n✖ ${result.errors.length} ${result.errors.length === 1 ? 'erro' : 'erros'} em ${files} ${files === 1 ? 'arquivo' : 'arquivos'}. Corrija e rode de novo: npm run validate`)
  process.exit(1)
}
console.log(`✔ ${result.fileCount} arquivos de dados e conteúdo válidos (${result.posts.length} ${result.posts.length === 1 ? 'post' : 'posts'}).`)
