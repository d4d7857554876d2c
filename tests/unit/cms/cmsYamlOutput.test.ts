import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse, stringify } from 'yaml'
import { validatePostFile } from '../../../lib/blog/validatePostFile.ts'
import { CMS_YAML_OUTPUT } from '../../../lib/cms/buildCmsConfig.ts'
import { DATASETS, FOLDER_DATASETS } from '../../../lib/content/datasets.ts'
import { validateYamlFile } from '../../../lib/validation/validateYamlFile.ts'

/** How Sveltia CMS 0.221 writes YAML with these output options (its dist: yaml's stringify, lineWidth 0). */
function writeAsTheCms(value: unknown, output = CMS_YAML_OUTPUT): string {
  const quote = output.quote === 'double' ? 'QUOTE_DOUBLE' : output.quote === 'single' ? 'QUOTE_SINGLE' : 'PLAIN'
  return `${stringify(value, null, { indent: output.indent_size, indentSeq: output.indent_sequences, lineWidth: 0, defaultKeyType: 'PLAIN', defaultStringType: quote, singleQuote: output.quote !== 'double' }).trim()}\n`
}

const legalFiles = fs
  .readdirSync(FOLDER_DATASETS.legal.folder)
  .map((name) => ({ file: `${FOLDER_DATASETS.legal.folder}/${name}`, schema: FOLDER_DATASETS.legal.schema }))
const dataFiles = [...DATASETS.map(({ file, schema }) => ({ file, schema })), ...legalFiles]
const postFiles = fs.readdirSync(FOLDER_DATASETS.posts.folder).map((name) => `${FOLDER_DATASETS.posts.folder}/${name}`)

describe('what the editor writes', () => {
  it.each(dataFiles)('passes the validator and keeps every value of $file', ({ file, schema }) => {
    const value = parse(fs.readFileSync(file, 'utf8'))
    const written = writeAsTheCms(value)
    expect(
      validateYamlFile(written, file, schema).errors.map(
        (error) => `${error.line}:${error.col} ${error.path} ${error.message}`,
      ),
    ).toEqual([])
    expect(parse(written)).toEqual(value)
  })

  it.each(postFiles)('keeps %s a valid post with the same header', (file) => {
    const source = fs.readFileSync(file, 'utf8')
    const [, header = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? []
    const before = validatePostFile(source, file)
    const after = validatePostFile(`---\n${writeAsTheCms(parse(header))}---\n${body}`, file)
    expect(after.errors).toEqual([])
    expect(after.post?.frontmatter).toEqual(before.post?.frontmatter)
  })

  it('quotes the texts YAML would misread: no, 0800, a date', () => {
    const written = writeAsTheCms({
      codigo: 'NO',
      produto: '0800',
      atualizadoEm: '2025-09-15',
      preco: 4.99,
      popular: false,
    })
    expect(written).toBe('codigo: "NO"\nproduto: "0800"\natualizadoEm: "2025-09-15"\npreco: 4.99\npopular: false\n')
    // Without quotes the country code Norway is read as false by YAML 1.1 tools: the validator refuses it.
    const plain = writeAsTheCms(parse(fs.readFileSync('data/countries.yaml', 'utf8')), {
      ...CMS_YAML_OUTPUT,
      quote: 'none',
    })
    expect(
      validateYamlFile(plain, 'data/countries.yaml', 'countries')
        .errors.map((error) => error.message)
        .join('\n'),
    ).toContain('o valor NO sem aspas')
  })
})
