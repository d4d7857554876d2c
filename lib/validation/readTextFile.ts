import fs from 'node:fs'
import type { DataError } from './types.ts'

const utf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * Reads a data or content file as UTF-8. A file saved in another encoding (Windows Notepad's
 * "ANSI", Latin-1) would reach the site with every accent turned into '�': it is read anyway,
 * so its other errors show in the same run, and the first undecodable character is reported.
 */
export function readTextFile(fullPath: string, file: string): { text: string; errors: DataError[] } {
  const { text, errors } = decode(fs.readFileSync(fullPath), file)
  // Classic Mac line ends (a lone CR): the file would read as one long line.
  return { text: text.replace(/\r(?!\n)/g, '\n'), errors }
}

const UTF16_BOMS: [first: number, second: number, encoding: 'utf-16le' | 'utf-16be'][] = [
  [0xff, 0xfe, 'utf-16le'],
  [0xfe, 0xff, 'utf-16be'],
]

function decode(bytes: Buffer, file: string): { text: string; errors: DataError[] } {
  // Windows Notepad's "Unicode": readable, once decoded as such, but other tools would choke on it.
  const utf16 = UTF16_BOMS.find(([first, second]) => bytes[0] === first && bytes[1] === second)?.[2]
  if (utf16) {
    return {
      text: new TextDecoder(utf16).decode(bytes),
      errors: [
        {
          file,
          line: 1,
          col: 1,
          path: '(arquivo)',
          message:
            "o arquivo está salvo em UTF-16 ('Unicode'), não em UTF-8: no editor, salve-o de novo com a codificação UTF-8 (no VS Code: clique na codificação, no canto inferior direito, e escolha 'Salvar com codificação' > UTF-8)",
        },
      ],
    }
  }
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
      errors: [
        {
          file,
          line,
          col,
          path: '(arquivo)',
          message:
            "o arquivo não está salvo em UTF-8 e os acentos apareceriam trocados por '�' no site: no editor, salve-o de novo com a codificação UTF-8 (no VS Code: clique na codificação, no canto inferior direito, e escolha 'Salvar com codificação' > UTF-8)",
        },
      ],
    }
  }
}
