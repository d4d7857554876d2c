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

/** The page entry a product page had in data/pages.yaml before it moved, whole, to data/product-pages.yaml. */
const OLD_PAGE_ENTRY = `  - id: sip-trunk
    caminho: /sip-trunk
    titulo: SIP Trunk para Empresas
    descricao: Troncos SIP para ligar o PABX da sua empresa à rede de telefonia, com números locais em todo o Brasil.
    h1: SIP Trunk para o PABX da sua empresa
`
const addOldPageEntry = (temp: Project) =>
  temp.edit('data/pages.yaml', '  - id: blog\n', `${OLD_PAGE_ENTRY}  - id: blog\n`)

// A page is rendered by the route of its kind, found by where its content is: a page of data/pages.yaml
// without content (and without a folder of its own in pages/) would be built by no route.
describe('a page and its content', () => {
  it('a new product page, one entry of data/product-pages.yaml with its plan, is valid', () => {
    const temp = project()
    addProductPage(temp)
    expect(validateProject(temp.root).errors.map(formatDataError)).toEqual([])
  })

  it.each<{ name: string; make: (temp: Project) => void; errors: (temp: Project) => string[] }>([
    {
      name: 'a product page written in data/pages.yaml, as a page with no content',
      make: addOldPageEntry,
      errors: (temp) => [
        `data/pages.yaml:${temp.lineOf('data/pages.yaml', '  - id: sip-trunk\n')}:9  paginas[1].id  ` +
          "a página 'sip-trunk' (/sip-trunk) não tem conteúdo: se é uma página de produto, ela fica inteira em " +
          'data/product-pages.yaml: mova esta entrada para lá, com rotulo, produto, heroi e secoes; se é de contato, ' +
          'acrescente em data/contact-pages.yaml uma entrada com id: sip-trunk; se é um documento legal, crie data/legal/sip-trunk.yaml',
      ],
    },
    {
      name: 'a product page copied to data/product-pages.yaml and left in data/pages.yaml',
      make: (temp) => {
        addProductPage(temp)
        addOldPageEntry(temp)
      },
      errors: (temp) => {
        const line = temp.lineOf('data/product-pages.yaml', '  - id: sip-trunk\n')
        return [
          `data/product-pages.yaml:${line}:9  paginas[6].id  o id 'sip-trunk' já é de uma página de data/pages.yaml: ` +
            'uma página de produto fica inteira aqui; apague a de data/pages.yaml ou dê outro id a esta',
          `data/product-pages.yaml:${line + 1}:14  paginas[6].caminho  o endereço '/sip-trunk' já é usado pela ` +
            "página 'sip-trunk'; cada endereço deve ser único",
        ]
      },
    },
    {
      name: 'a page with content of two kinds',
      make: (temp) =>
        temp.edit(
          'data/contact-pages.yaml',
          'paginas:\n',
          'paginas:\n  - id: termos-de-uso\n    sobretitulo: Atendimento\n    subtitulo: Dúvidas sobre os termos.\n    mostrarTelefones: false\n',
        ),
      errors: (temp) => [
        `data/pages.yaml:${temp.lineOf('data/pages.yaml', '  - id: termos-de-uso\n')}:9  paginas[5].id  ` +
          "a página 'termos-de-uso' seria de mais de um tipo, documento legal (data/legal/termos-de-uso.yaml) e " +
          'contato (data/contact-pages.yaml): deixe o conteúdo dela em um só',
      ],
    },
  ])('$name is reported at its id, with what to write', ({ make, errors }) => {
    const temp = project()
    make(temp)
    expect(validateProject(temp.root).errors.map(formatDataError)).toEqual(errors(temp))
  })
})
