import { loadContent } from '../content/loadContent.ts'
import { buildBasePageData } from './buildBasePageData.ts'

/** A contact page: address, optional phones and e-mail, the quote button and the units map. */
export function buildContactPageData(path: string) {
  const content = loadContent()
  const { contactPages, site, home, leadForm } = content
  const pageId = content.pages.paginas.find((p) => p.caminho === path)?.id
  const page = contactPages.paginas.find((p) => p.id === pageId)
  if (!page) throw new Error(`Página de contato sem conteúdo em data/contact-pages.yaml: ${path}`)
  return {
    ...buildBasePageData(path),
    page,
    texts: {
      botaoOrcamento: contactPages.botaoOrcamento,
      enderecoTitulo: contactPages.enderecoTitulo,
      telefonesTitulo: contactPages.telefonesTitulo,
      emailRotulo: contactPages.emailRotulo,
    },
    address: site.endereco,
    phones: page.mostrarTelefones ? site.telefones : [],
    email: page.mostrarTelefones ? site.emails.contato : undefined,
    map: contactPages.mapa,
    units: contactPages.unidades,
    tiles: home.cobertura.tiles,
    leadForm,
  }
}

export type ContactPageData = ReturnType<typeof buildContactPageData>
