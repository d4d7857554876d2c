import { checkShareImage } from '../content/imageSize.ts'
import { getSchemaValidator } from '../validation/createAjv.ts'
import { mergeMisspellings } from '../validation/validateAgainstSchema.ts'
import { formatFieldPath, type DataError } from '../validation/types.ts'
import type { PostData } from '../types/generated/post.ts'
import { CURLY_QUOTED, stripCurlyQuotes } from '../validation/parseYaml.ts'
import { parseMarkdown, renderMarkdownTree } from '../markdown/renderMarkdown.ts'
import { markdownMarks, type MarkdownMark } from './checkMarkdownBody.ts'
import { FrontmatterNotFoundError, lastLineOfUnclosedHeader, parseFrontmatter } from './parseFrontmatter.ts'

const POST_ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/
/** Ten times the longest post of the blog: a longer text is a paste gone wrong, or two posts. */
const MAX_BODY_CHARACTERS = 60_000

/** A body past the limit, at the line where it passes it. */
function bodyTooLong(body: string, bodyLine: number, file: string): DataError {
  const line = bodyLine + body.slice(0, MAX_BODY_CHARACTERS).split('\n').length - 1
  const count = (n: number) => n.toLocaleString('pt-BR')
  const message = `o texto do post tem ${count(body.length)} caracteres, mais que o máximo de ${count(MAX_BODY_CHARACTERS)} (passa do limite nesta linha): divida-o em dois posts ou encurte-o`
  return { file, line, col: 1, path: '(conteúdo)', message }
}

/** A post's text, checked even when its header has errors. */
export interface PostText {
  id: string
  file: string
  body: string
  /** File line where the body starts (after the closing '---'). */
  bodyLine: number
  /** What the markdown checks read of the body (lib/blog/checkMarkdownBody.ts). */
  marks: MarkdownMark[]
}

export interface PostFile extends PostText {
  frontmatter: PostData
  /** The body as the post's page shows it, rendered from the same reading as its marks. */
  html: string
  /** Where each frontmatter field is written, for errors found after this file's own checks. */
  positions: ReadonlyMap<string, { line: number; col: number }>
}

/**
 * The message for a post without its header, with what to do: most often the file was cut
 * short (or its second `---` deleted) after the fields, and the advice names the line to add it at.
 */
function frontmatterNotFound(source: string, file: string, message: string): DataError {
  const last = lastLineOfUnclosedHeader(source)
  if (last === undefined)
    return {
      file,
      line: 1,
      col: 1,
      path: '(arquivo)',
      message: `${message}: comece o arquivo com uma linha '---', os campos (title, excerpt, ...) e outra linha '---'`,
    }
  if (last === 1)
    return {
      file,
      line: 1,
      col: 1,
      path: '(arquivo)',
      message: `${message}: depois da linha '---' do início, escreva os campos (title, excerpt, ...) e outra linha '---'`,
    }
  return {
    file,
    line: last + 1,
    col: 1,
    path: '(arquivo)',
    message: `${message}: o arquivo abre o cabeçalho com '---' na linha 1, mas não o fecha; escreva '---' sozinho numa linha depois do último campo (linha ${last})`,
  }
}

/**
 * Reads one `content/blog/{id}.md` file and validates its frontmatter against
 * `schemas/post.schema.json`, positioning each error on the offending line.
 */
export function validatePostFile(
  source: string,
  file: string,
  root?: string,
): { post?: PostFile; text?: PostText; errors: DataError[] } {
  const id = file.replace(/^.*\//, '').replace(/\.md$/, '')
  const errors: DataError[] = []
  if (!POST_ID_PATTERN.test(id)) {
    errors.push({
      file,
      line: 1,
      col: 1,
      path: '(arquivo)',
      message: `nome de arquivo inválido '${id}.md': use letras minúsculas, números e hífens, sem acentos (ex.: pabx-em-nuvem.md)`,
    })
  }
  let parsed
  try {
    parsed = parseFrontmatter(source, file)
  } catch (error) {
    if (error instanceof FrontmatterNotFoundError) {
      errors.push(frontmatterNotFound(source, file, error.message))
      return { errors }
    }
    throw error
  }
  for (const problem of parsed.problems) errors.push({ file, ...problem })
  const data: Record<string, unknown> = {}
  for (const [key, field] of parsed.fields) {
    data[key] = field.value
    if (field.unclosedQuote) {
      errors.push({
        file,
        line: field.line,
        col: field.col,
        path: key,
        message: `aspas sem fechamento: o valor começa com ${field.unclosedQuote} e não termina com ${field.unclosedQuote}; feche as aspas no fim da linha ou retire a do começo`,
      })
    }
    // Quotes pasted from a word processor are text, not quotes: they would show in the title.
    const texts = Array.isArray(field.value) ? field.value : [field.value]
    if (texts.some((text) => typeof text === 'string' && CURLY_QUOTED.test(text))) {
      const straight = texts
        .map((text) => (typeof text === 'string' ? `"${stripCurlyQuotes(text)}"` : String(text)))
        .join(', ')
      errors.push({
        file,
        line: field.line,
        col: field.col,
        path: key,
        message: `este texto começa com aspas curvas (“ ” ou ‘ ’), que apareceriam no site: use aspas retas, ${key}: ${Array.isArray(field.value) ? `[${straight}]` : straight}`,
      })
    }
    // `tags: PABX; Saúde` would be one tag named 'PABX; Saúde'.
    if (
      key === 'tags' &&
      Array.isArray(field.value) &&
      field.value.some((tag) => typeof tag === 'string' && tag.includes(';'))
    ) {
      const split = field.value
        .flatMap((tag) => String(tag).split(';'))
        .map((tag) => tag.trim())
        .filter(Boolean)
      errors.push({
        file,
        line: field.line,
        col: field.col,
        path: key,
        message: `as tags se separam com vírgula, não com ponto e vírgula (senão viram uma tag só): tags: [${split.join(', ')}]`,
      })
    }
  }
  const validate = getSchemaValidator('post', root)
  if (!validate(data)) {
    const { errors: schemaErrors, describe } = mergeMisspellings(validate.errors ?? [])
    for (const error of schemaErrors) {
      const params = error.params as Record<string, unknown>
      const key =
        error.keyword === 'required'
          ? String(params.missingProperty)
          : error.keyword === 'additionalProperties'
            ? String(params.additionalProperty)
            : (error.instancePath.split('/')[1] ?? '')
      const field = parsed.fields.get(key)
      // A missing field points at the header's closing '---', just before which it belongs.
      const position =
        error.keyword === 'required' || !field
          ? { line: Math.max(1, parsed.bodyLine - 1), col: 1 }
          : { line: field.line, col: field.col }
      const segments = error.instancePath
        .split('/')
        .slice(1)
        .map((s) => (/^\d+$/.test(s) ? Number(s) : s))
      const path = formatFieldPath(
        error.keyword === 'required' || error.keyword === 'additionalProperties' ? [...segments, key] : segments,
      )
      errors.push({ file, ...position, path, message: describe(error) })
    }
  }
  if (parsed.body.trim() === '') {
    errors.push({
      file,
      line: parsed.bodyLine,
      col: 1,
      path: '(conteúdo)',
      message: 'o post não tem texto depois do frontmatter',
    })
  }
  if (parsed.body.length > MAX_BODY_CHARACTERS) errors.push(bodyTooLong(parsed.body, parsed.bodyLine, file))
  // A missing image leaves the post usable for the cross-file checks (a repeated title...); other errors do not.
  const readable = errors.length === 0
  // The image is checked here, with or without other header errors, so one run reports a missing one too.
  const image = parsed.fields.get('image')
  if (
    image &&
    typeof image.value === 'string' &&
    image.value.startsWith('/') &&
    !errors.some((e) => e.path === 'image')
  ) {
    const problem = checkShareImage(image.value, 'nos cards do blog, no topo do post e ao compartilhar o post', root)
    if (problem) errors.push({ file, line: image.line, col: image.col, path: 'image', message: problem })
  }
  // Its text is checked all the same, so a header error does not hide a broken link below it.
  // The body is read once: the checks take its marks, the page its HTML.
  const tree = parseMarkdown(parsed.body)
  const text = { id, file, body: parsed.body, bodyLine: parsed.bodyLine, marks: markdownMarks(tree, parsed.body) }
  if (!readable) return { errors, text }
  const positions = new Map([...parsed.fields].map(([key, field]) => [key, { line: field.line, col: field.col }]))
  return {
    post: { ...text, frontmatter: data as unknown as PostData, positions, html: renderMarkdownTree(tree) },
    errors,
  }
}
