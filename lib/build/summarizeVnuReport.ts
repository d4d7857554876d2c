import path from 'node:path'
import { fileURLToPath } from 'node:url'

/** One message of the Nu Html Checker's `--format json` report (github.com/validator/validator/wiki/Output-»-JSON). */
interface VnuMessage {
  type: string
  url?: string
  /** Absent when the message starts on `lastLine`. */
  firstLine?: number
  lastLine?: number
  firstColumn?: number
  lastColumn?: number
  message: string
}

export interface HtmlCheckSummary {
  /** One `file:line:column message` per error, the file relative to the project. */
  errors: string[]
  exitCode: 0 | 1
}

/** 'info' messages (warnings among them) do not fail the check; a file vnu could not read does. */
const ERROR_TYPES = new Set(['error', 'non-document-error'])

function isVnuMessage(value: unknown): value is VnuMessage {
  if (typeof value !== 'object' || value === null) return false
  const { type, message } = value as Record<string, unknown>
  return typeof type === 'string' && typeof message === 'string'
}

function parseVnuMessages(output: string): VnuMessage[] {
  let report: unknown
  try {
    report = JSON.parse(output)
  } catch (error) {
    throw new Error(`vnu não escreveu um relatório JSON: ${output.slice(0, 500) || '(nada)'}`, { cause: error })
  }
  const messages = (report as { messages?: unknown } | null)?.messages
  if (!Array.isArray(messages) || !messages.every(isVnuMessage)) {
    throw new Error(`Relatório do vnu sem a lista "messages" esperada: ${output.slice(0, 500)}`)
  }
  return messages
}

function formatVnuMessage(message: VnuMessage, root: string): string {
  const file = message.url?.startsWith('file:') ? path.relative(root, fileURLToPath(message.url)) : message.url
  // The first column belongs to the first line; a message without one points at its last character.
  const [line, column] =
    message.firstColumn === undefined
      ? [message.lastLine, message.lastColumn]
      : [message.firstLine ?? message.lastLine, message.firstColumn]
  const where = line === undefined ? (file ?? 'vnu') : `${file}:${line}:${column ?? 1}`
  return `${where} ${message.message}`
}

/**
 * Reads what `vnu --format json --stdout` printed and how it exited. A report that is not vnu's,
 * or a failure it does not explain, is a broken check, never a passed one.
 */
export function summarizeVnuReport(output: string, vnuExitCode: number | null, root: string): HtmlCheckSummary {
  const errors = parseVnuMessages(output)
    .filter((message) => ERROR_TYPES.has(message.type))
    .map((message) => formatVnuMessage(message, root))
  if (errors.length === 0 && vnuExitCode !== 0) {
    throw new Error(`vnu terminou com código ${vnuExitCode} sem relatar erros: ${output.slice(0, 500)}`)
  }
  return { errors, exitCode: errors.length > 0 ? 1 : 0 }
}
