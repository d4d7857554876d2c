import fs from 'node:fs'
import type { DataError } from './types.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Reads a data or content file as UTF-8. A file saved in another encoding (Windows Notepad's
 * "ANSI", Latin-1) would reach the site with every accent turned into '�': it is read anyway,
 * so its other errors show in the same run, and the first undecodable character is reported.
 */
export function readTextFile(fullPath: string, file: string): { text: string; errors: DataError[] } {
  const bytes = fs.readFileSync(fullPath)
  try {
    return { text: utf8.decode(bytes), errors: [] }
  } catch {
    const text = new TextDecoder('utf-8').decode(bytes)
    const offset = text.indexOf('\uFFFD')
    const before = text.slice(0, offset).split('\n')
    const line = before.length
    const col = (before.at(-1)?.length ?? 0) + 1
    return {
      text,
      errors: [{ file, line, col, path: '(arquivo)', message: "o arquivo não está salvo em UTF-8 e os acentos apareceriam trocados por '�' no site: no editor, salve-o de novo com a codificação UTF-8 (no VS Code: clique na codificação, no canto inferior direito, e escolha 'Salvar com codificação' > UTF-8)" }],
    }
  }
}
