import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { codeFrame, contentErrorPage, contentErrorPayload } from '../../../lib/content/contentDevPlugin.ts'
import { forgetLoadedContent, loadContent } from '../../../lib/content/loadContent.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const temps: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (temps.length > 0) temps.pop()?.cleanup()
})

function brokenProject() {
  const temp = createTempProject()
  temps.push(temp)
  temp.edit('data/footer.yaml', 'sobre: A Nuvox', 'sobre: [1, 2]\nantigo: A Nuvox')
  return temp
}

describe('codeFrame', () => {
  const text = ['a: 1', 'b: 2', 'c: <', 'd: 4', 'e: 5', 'f: 6'].join('\n')
  it.each([
    [3, 4, ['1  |  a: 1', '2  |  b: 2', '3  |  c: <', '   |     ^', '4  |  d: 4', '5  |  e: 5']],
    [1, 1, ['1  |  a: 1', '   |  ^', '2  |  b: 2', '3  |  c: <']],
    [6, 2, ['4  |  d: 4', '5  |  e: 5', '6  |  f: 6', '   |   ^']],
  ])('line %i, column %i', (line, column, expected) => {
    expect(codeFrame(text, line, column).split('\n')).toEqual(expected)
  })
})

describe("the preview's error report", () => {
  it('gives the overlay every error and the first one positioned in its file, with its lines', () => {
    const temp = brokenProject()
    const errors = validateProject(temp.root).errors
    const { err } = contentErrorPayload(temp.root, errors)
    expect(err.loc).toEqual({ file: path.join(temp.root, 'data/footer.yaml'), line: 2, column: 8 })
    expect(err.message).toContain('2 erros nos dados do site')
    expect(err.message).toContain('data/footer.yaml:2:8  sobre  deve ser um texto (encontrada uma lista)')
    expect(err.message).toContain("data/footer.yaml:3:1  antigo  campo desconhecido 'antigo'")
    expect(err.frame).toContain('2  |  sobre: [1, 2]')
  })

  it('answers a page with the errors, escaped, and the client that shows the overlay and reloads', () => {
    const page = contentErrorPage([
      { file: 'data/x.yaml', line: 2, col: 5, path: 'titulo', message: 'deve ser um texto (encontrado <b>)' },
    ])
    expect(page).toContain('<li><code>data/x.yaml:2:5  titulo  deve ser um texto (encontrado &lt;b&gt;)</code></li>')
    expect(page).toContain('<script type="module" src="/@vite/client"></script>')
    expect(page).toContain('<title>1 erro nos dados do site</title>')
  })
})

describe('forgetLoadedContent', () => {
  it('makes the next load read the edited files', () => {
    const temp = createTempProject()
    temps.push(temp)
    expect(loadContent(temp.root, null).footer.sobre).toMatch(/^A Nuvox Telecom leva/)
    temp.edit('data/footer.yaml', 'sobre: A Nuvox Telecom leva', 'sobre: A Nuvox Telecom agora leva')
    expect(loadContent(temp.root, null).footer.sobre).toMatch(/^A Nuvox Telecom leva/)
    forgetLoadedContent()
    expect(loadContent(temp.root, null).footer.sobre).toMatch(/^A Nuvox Telecom agora leva/)
  })
})
