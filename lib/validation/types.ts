/** One problem found in a data or content file, positioned for a human editor. */
export interface DataError {
  /** Path relative to the project root, with forward slashes (e.g. `data/plans.yaml`). */
  file: string
  /** 1-based line of the offending node. */
  line: number
  /** 1-based column of the offending node. */
  col: number
  /** Field path as an editor reads it (e.g. `planos[2].preco`), or `(arquivo)` for the whole file. */
  path: string
  /** What is wrong and what is expected, in Portuguese. */
  message: string
  /** For a missing required field: the block it is missing from (a field path, `(raiz)` for the file). */
  missingFrom?: string
}

export type PathSegment = string | number

export function formatFieldPath(segments: readonly PathSegment[]): string {
  if (segments.length === 0) return '(raiz)'
  let out = ''
  for (const seg of segments) {
    if (typeof seg === 'number') out += `[${seg}]`
    else out += out === '' ? seg : `.${seg}`
  }
  return out
}

export function formatDataError(error: DataError): string {
  return `${error.file}:${error.line}:${error.col}  ${error.path}  ${error.message}`
}

export function sortDataErrors(errors: DataError[]): DataError[] {
  return [...errors].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.path.localeCompare(b.path),
  )
}
