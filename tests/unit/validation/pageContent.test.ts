import { afterEach, describe, expect, it } from 'vitest'
import { formatDataError } from '../../../lib/validation/types.ts'
import { validateProject } from '../../../lib/validation/validateProject.ts'
import { addProductPage } from '../helpers/newProductPage.ts'
import { createTempProject } from '../helpers/tempProject.ts'

const projects: ReturnType<typeof createTempProject>[] = []
afterEach(() => {
  while (projects.length > 0) projects.pop()?.cleanup()
})
function project() {
  const created = createTempProject()
  projects.push(created)
  return created
}

type Project = ReturnType<typeof createTempProject>

// A page of data/pages.yaml is rendered by the route of its kind, found by where its content is: a
// page without content (and without a folder of its own in pages/) would be built by no route.
describe('a page of data/pages.yaml and its content', () => {
  it('a new product page with its content and its plan is valid', () => {
    const temp = project()
    addProductPage(temp)
    expect(validateProject(temp.root).errors.map(formatDataError)).toEqual([])
  })

  it.each<{ name: string; make: (temp: Project) => void; line: (temp: Project) => number; message: string }>([
    {
      name: 'a product page whose content was not written',
      make: (temp) => addProductPage(temp, ['page', 'link']),
      line: (temp) => temp.lineOf('data/pages.yaml', '  - id: sip-trunk\n'),
      message:
        "paginas[8].id  a página 'sip-trunk' (/sip-trunk) não tem conteúdo: se é uma página de produto, acrescente em " +
        'data/product-pages.yaml uma entrada com id: sip-trunk (heroi, secoes e o produto dos seus planos); ' +
        'se é de contato, em data/contact-pages.yaml; se é um documento legal, crie data/legal/sip-trunk.yaml',
    },
    {
      name: 'a page with content of two kinds',
      make: (temp) =>
        temp.edit(
          'data/contact-pages.yaml',
          'paginas:\n',
          'paginas:\n  - id: pabx\n    sobretitulo: Atendimento\n    subtitulo: Fale com a equipe do PABX.\n    mostrarTelefones: false\n',
        ),
      line: (temp) => temp.lineOf('data/pages.yaml', '  - id: pabx\n'),
      message:
        "paginas[5].id  a página 'pabx' seria de mais de um tipo, produto (data/product-pages.yaml) e contato (data/contact-pages.yaml): deixe o conteúdo dela em um só",
    },
  ])('$name is reported at its id, with what to write', ({ make, line, message }) => {
    const temp = project()
    make(temp)
    expect(validateProject(temp.root).errors.map(formatDataError)).toEqual([
      `data/pages.yaml:${line(temp)}:9  ${message}`,
    ])
  })
})
