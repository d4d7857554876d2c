import { describe, expect, it } from 'vitest'
import { checkMarkdownBody } from '../../../lib/blog/checkMarkdownBody.ts'

const check = (body: string) =>
  checkMarkdownBody(body, { file: 'content/blog/x.md', firstLine: 10, sitePaths: new Set(['/']) })

describe('checkMarkdownBody: tables (the site shows them as text with pipes)', () => {
  it.each([
    ['with three dashes a column', '| Plano | Preço |\n|---|:---:|\n| Startup | R$ 1 |'],
    ['with one dash a column', '| Plano | Preço |\n|-|-|\n| Startup | R$ 1 |'],
    ['of one column', '| Só uma coluna |\n| --- |\n| x |'],
    ['without outer pipes', 'Plano | Preço\n--- | ---\nStartup | R$ 1'],
    ['inside a block quote', '> | A | B |\n> |---|---|\n> | 1 | 2 |'],
    ['inside a list item', '- item\n\n  | A | B |\n  |---|---|'],
  ])('points out a table %s, on its first line', (_, body) => {
    const errors = check(`Texto.\n\n${body}`)
    expect(errors).toHaveLength(1)
    expect(errors[0]?.message).toMatch(/^tabelas não aparecem no site/)
    // The body starts on line 10 of its file: 'Texto.', a blank line, then the snippet.
    expect(errors[0]?.line).toBe(12 + body.split('\n').findIndex((line) => line.includes('|')))
  })

  it.each([
    ['a sentence with a pipe and dashes', 'Uma linha com | uma barra e --- traços não é tabela.'],
    ['a pipe on one line, text on the next', 'Opções: a | b\ne mais - texto'],
    ['a heading underlined with dashes', 'Título\n---'],
    ['a divider', 'Texto.\n\n---\n\nMais texto.'],
  ])('leaves %s alone', (_, body) => {
    expect(check(body)).toEqual([])
  })
})

describe('checkMarkdownBody: links the browser would read from the page’s own address', () => {
  const checkWithPages = (body: string) =>
    checkMarkdownBody(body, {
      file: 'content/blog/x.md',
      firstLine: 10,
      sitePaths: new Set(['/', '/pabx', '/fale-conosco']),
    })

  it.each([
    [
      'a web address without https://',
      '[o site da Anatel](www.anatel.gov.br)',
      'endereço sem https://: o navegador o procuraria dentro do site, numa página que não existe. Escreva https://www.anatel.gov.br',
    ],
    [
      'a domain without www nor https://',
      '[Registro.br](registro.br/tecnologia)',
      'endereço sem https://: o navegador o procuraria dentro do site, numa página que não existe. Escreva https://registro.br/tecnologia',
    ],
    [
      'an e-mail address without mailto:',
      '[escreva-nos](contato@nuvox.com.br)',
      "endereço de e-mail sem 'mailto:': o link levaria a uma página que não existe. Escreva mailto:contato@nuvox.com.br",
    ],
    [
      'a page of the site without its leading /',
      '[PABX em nuvem](pabx)',
      'caminho sem a barra do início: o navegador o leria a partir do endereço desta página, que não é o do site. Escreva o caminho completo, começando por / (ex.: /pabx)',
    ],
    [
      'a path climbing out of the post',
      '[fale conosco](../fale-conosco#formulario)',
      'caminho sem a barra do início: o navegador o leria a partir do endereço desta página, que não é o do site. Escreva o caminho completo, começando por / (ex.: /fale-conosco#formulario)',
    ],
    [
      'a link with nothing between its parentheses',
      '[veja os planos]()',
      'link sem endereço: escreva-o entre os parênteses, ex.: [texto do link](/pabx) ou [texto do link](https://...)',
    ],
  ])('points out %s, where it is', (_, link, message) => {
    const errors = checkWithPages(`Texto.\n\nVeja ${link} hoje.`)
    expect(errors.map((error) => [error.line, error.col, error.message])).toEqual([[12, 6, message]])
  })

  it.each([
    ['/pabx'],
    ['#secao'],
    ['https://www.anatel.gov.br'],
    ['mailto:contato@nuvox.com.br'],
    ['tel:+551140002120'],
  ])('leaves %s alone', (url) => {
    expect(checkWithPages(`Veja [isto](${url}).`)).toEqual([])
  })
})
