import { describe, expect, it } from 'vitest'
import { summarizeVnuReport } from '../../../lib/build/summarizeVnuReport.ts'

const root = '/projeto'
const page = 'file:/projeto/dist/client/home/index.html'
const report = (...messages: object[]) => JSON.stringify({ version: '26.9.27', messages })
// As vnu --errors-only --format json printed them for the quote form's phone field and broken markup.
const autocomplete = {
  type: 'error',
  url: page,
  lastLine: 20,
  lastColumn: 8891,
  firstColumn: 8700,
  message: 'Bad value “tel-national” for attribute “autocomplete” on element “input”.',
}
const acrossLines = {
  type: 'error',
  url: page,
  firstLine: 3,
  lastLine: 4,
  firstColumn: 1,
  lastColumn: 11,
  message: 'A',
}
const noFirstColumn = { type: 'error', url: page, lastLine: 1, lastColumn: 18, message: 'Malformed byte sequence.' }
const warning = { type: 'info', subType: 'warning', url: page, lastLine: 2, lastColumn: 3, message: 'Aviso.' }
const unreadable = { type: 'non-document-error', subType: 'io', url: 'file:/projeto/dist/x.html', message: 'IO.' }

describe('summarizeVnuReport', () => {
  it.each([
    ['no message', report(), 0, { errors: [], exitCode: 0 }],
    [
      'an error on one line, at its first column',
      report(autocomplete),
      1,
      {
        errors: [
          'dist/client/home/index.html:20:8700 Bad value “tel-national” for attribute “autocomplete” on element “input”.',
        ],
        exitCode: 1,
      },
    ],
    [
      'an error across lines, where it starts',
      report(acrossLines),
      1,
      { errors: ['dist/client/home/index.html:3:1 A'], exitCode: 1 },
    ],
    [
      'an error without a first column, at its last character',
      report(noFirstColumn),
      1,
      { errors: ['dist/client/home/index.html:1:18 Malformed byte sequence.'], exitCode: 1 },
    ],
    ['a warning alone', report(warning), 0, { errors: [], exitCode: 0 }],
    ['a file vnu could not read', report(unreadable), 1, { errors: ['dist/x.html IO.'], exitCode: 1 }],
    [
      'errors among warnings, even if vnu exited 0',
      report(warning, autocomplete, acrossLines),
      0,
      {
        errors: [
          expect.stringMatching(/^dist\/client\/home\/index\.html:20:8700 /),
          'dist/client/home/index.html:3:1 A',
        ],
        exitCode: 1,
      },
    ],
  ])('%s', (_, output, vnuExitCode, expected) => {
    expect(summarizeVnuReport(output, vnuExitCode, root)).toEqual(expected)
  })

  it.each([
    ['nothing printed (Java failed before vnu ran)', '', 1, 'não escreveu um relatório JSON'],
    ['a stack trace', 'Exception in thread "main" java.lang.UnsupportedClassVersionError', 1, 'relatório JSON'],
    ['JSON that is not a report', JSON.stringify({ mensagens: [] }), 0, 'sem a lista "messages"'],
    ['a message without text', report({ type: 'error' }), 1, 'sem a lista "messages"'],
    ['a failure it does not explain', report(warning), 1, 'terminou com código 1 sem relatar erros'],
    ['a process killed by a signal', report(), null, 'terminou com código null'],
  ])('refuses %s', (_, output, vnuExitCode, message) => {
    expect(() => summarizeVnuReport(output, vnuExitCode, root)).toThrow(message)
  })
})
