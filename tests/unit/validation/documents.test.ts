import { readFileSync } from 'node:fs'
import { inflateSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../lib/content/loadContent.ts'

/** The text a PDF draws: its Flate content streams' hex strings (how PDFKit writes them), one line per text operator. */
function pdfText(file: string): string {
  const pdf = readFileSync(file)
  const lines: string[] = []
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length
    const end = pdf.indexOf('endstream', start)
    let decoded: string
    try {
      decoded = inflateSync(pdf.subarray(start, end)).toString('latin1')
    } catch {
      continue
    }
    for (const line of decoded.split('\n').filter((text) => text.endsWith('TJ') || text.endsWith('Tj'))) {
      lines.push(
        [...line.matchAll(/<([0-9a-fA-F]+)>/g)]
          .map(([, hex]) => Buffer.from(hex ?? '', 'hex').toString('latin1'))
          .join(''),
      )
    }
  }
  return lines.join('\n')
}

describe('documents the site publishes', () => {
  const content = loadContent()
  const documents = (content.legal.regulatorio?.documentos ?? []).flatMap((document) =>
    document.arquivo ? [document.arquivo] : [],
  )

  it('there is at least one, and its text can be read', () => {
    expect(documents.length).toBeGreaterThan(0)
    for (const path of documents) expect(pdfText(`public${path}`)).toContain('Anatel')
  })

  it("name the company with data/site.yaml's CNPJ, CEP and street (a reader compares them with the footer)", () => {
    const { cnpj, endereco } = content.site
    for (const path of documents) {
      const text = pdfText(`public${path}`)
      const cnpjs = [...text.matchAll(/\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}/g)].map(([found]) => found)
      expect(cnpjs.length, path).toBeGreaterThan(0)
      expect(new Set(cnpjs), path).toEqual(new Set([cnpj]))
      const ceps = [...text.matchAll(/\b\d{5}-\d{3}\b/g)].map(([found]) => found)
      expect(new Set(ceps), path).toEqual(new Set([endereco.cep]))
      expect(text, path).toContain(endereco.logradouro)
    }
  })
})
