import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../../lib/markdown/renderMarkdown.ts'
import { slugify } from '../../../lib/markdown/slugify.ts'

describe('renderMarkdown: the light markdown of the posts', () => {
  it.each([
    ['# Título', '<h2 id="titulo">Título</h2>'],
    ['## Seção', '<h2 id="secao">Seção</h2>'],
    ['### Sub', '<h3 id="sub">Sub</h3>'],
    ['---', '<hr>'],
    ['**forte**', '<p><strong>forte</strong></p>'],
    ['*ênfase*', '<p><em>ênfase</em></p>'],
    ['`G.711`', '<p><code>G.711</code></p>'],
    ['- um\n- dois', '<ul>\n<li>um</li>\n<li>dois</li>\n</ul>'],
    ['Parágrafo um.\n\nParágrafo dois.', '<p>Parágrafo um.</p>\n<p>Parágrafo dois.</p>'],
    // A rule right under a line stays a rule (CommonMark would make the line a heading), and indenting does not make code.
    ['Texto\n---\nMais texto', '<p>Texto</p>\n<hr>\n<p>Mais texto</p>'],
    ['Texto\n\n    recuado', '<p>Texto</p>\n<p>recuado</p>'],
  ])('%j', (markdown, html) => {
    expect(renderMarkdown(markdown)).toBe(html)
  })

  it('gives repeated headings unique ids', () => {
    expect(renderMarkdown('## Preços\n\n## Preços')).toBe('<h2 id="precos">Preços</h2>\n<h2 id="precos-1">Preços</h2>')
  })

  it('prefixes ids when asked', () => {
    expect(renderMarkdown('### Prazo', { idPrefix: 'termos-' })).toBe('<h3 id="termos-prazo">Prazo</h3>')
  })

  it("keeps a phone number on one line ('(11) 4000-' / '2120' would not dial), outside code", () => {
    expect(renderMarkdown('Ligue (11) 4000-2120, **(21) 98765-4321** ou 0800 777 2120; `(11) 4000-2120`.')).toBe(
      '<p>Ligue <span class="nowrap">(11) 4000-2120</span>, <strong><span class="nowrap">(21) 98765-4321</span></strong> ou <span class="nowrap">0800 777 2120</span>; <code>(11) 4000-2120</code>.</p>',
    )
  })
})

describe('renderMarkdown: hostile input stays inert', () => {
  it.each([
    ['<script>alert(1)</script>', '<script'],
    ['<img src=x onerror=alert(1)>', 'onerror'],
    ['<iframe src="https://mal.example"></iframe>', '<iframe'],
    ['[clique](javascript:alert(1))', 'javascript:'],
    ['[clique](JaVaScRiPt:alert(1))', 'avascript'],
    ['[x](data:text/html;base64,PHNjcmlwdD4=)', 'data:'],
    ['<a href="https://x" onclick="alert(1)">x</a>', 'onclick'],
    ['**<b style="color:red">x</b>**', 'style='],
  ])('%j never reaches the HTML', (markdown, forbidden) => {
    expect(renderMarkdown(markdown).toLowerCase()).not.toContain(forbidden.toLowerCase())
  })

  it('keeps tel:, mailto: and https: links; https opens safely in a new tab', () => {
    expect(renderMarkdown('[Ligue](tel:+551140002120)')).toBe('<p><a href="tel:+551140002120">Ligue</a></p>')
    expect(renderMarkdown('[Escreva](mailto:contato@nuvox.com.br)')).toBe(
      '<p><a href="mailto:contato@nuvox.com.br">Escreva</a></p>',
    )
    expect(renderMarkdown('[Anatel](https://www.gov.br/anatel)')).toBe(
      '<p><a href="https://www.gov.br/anatel" target="_blank" rel="noopener noreferrer">Anatel</a></p>',
    )
    // Without its protocol (the validator refuses it too): still another site.
    expect(renderMarkdown('[Anatel](//www.gov.br/anatel)')).toBe(
      '<p><a href="//www.gov.br/anatel" target="_blank" rel="noopener noreferrer">Anatel</a></p>',
    )
  })
})

describe('slugify', () => {
  it.each([
    ['Direitos do Titular', 'direitos-do-titular'],
    ['  Preço & Condições!  ', 'preco-condicoes'],
    ['ÁÉÍÓÚ çã', 'aeiou-ca'],
  ])('%j -> %s', (text, slug) => {
    expect(slugify(text)).toBe(slug)
  })
})
