import { loadContent } from '../content/loadContent.ts'
import { formatDateLong } from '../format/formatDate.ts'
import { renderMarkdown } from '../markdown/renderMarkdown.ts'
import { buildBasePageData } from './buildBasePageData.ts'

/**
 * A legal page: the document of data/legal/{id}.yaml with its markdown rendered to
 * sanitized HTML at build time (only the HTML reaches the browser) and a table of contents.
 */
export function buildLegalPageData(path: string) {
  // The page's path names its document: /termos-de-uso reads data/legal/termos-de-uso.yaml.
  const documentId = path.replace(/^\//, '')
  const content = loadContent()
  const doc = content.legal[documentId]
  if (!doc) throw new Error(`Documento legal não encontrado: data/legal/${documentId}.yaml`)
  return {
    ...buildBasePageData(path),
    documentId,
    version: doc.versao,
    updated: formatDateLong(doc.atualizadoEm),
    updatedIso: doc.atualizadoEm,
    introHtml: renderMarkdown(doc.introducao, { idPrefix: 'introducao-' }),
    sections: doc.secoes.map((secao) => ({
      id: secao.id,
      titulo: secao.titulo,
      bloco: secao.bloco,
      html: renderMarkdown(secao.conteudo, { idPrefix: `${secao.id}-` }),
    })),
    categories: doc.categorias,
    documents: doc.documentos,
    // The data protection officer's contact, for the documents whose text points to it (a section with `bloco: encarregado`).
    dpo: doc.secoes.some((secao) => secao.bloco === 'encarregado')
      ? {
          ...content.site.encarregadoDados,
          email: content.site.emails.encarregadoDados,
          razaoSocial: content.site.razaoSocial,
          cnpj: content.site.cnpj,
        }
      : undefined,
    texts: content.interface.legal,
  }
}

export type LegalPageData = ReturnType<typeof buildLegalPageData>
