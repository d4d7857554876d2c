import { Icon } from '../Icon.tsx'
import type { LegalPageData } from '../../lib/pageData/buildLegalPageData.ts'
import buttons from '../Button.module.css'
import { ExternalLink } from '../ExternalLink.tsx'
import { layoutData } from '../layout/layoutData.ts'
import styles from './LegalPage.module.css'

type Section = LegalPageData['sections'][number]

function SectionBlock({ section, data }: { section: Section; data: LegalPageData }) {
  const t = data.texts
  if (section.bloco === 'categorias' && data.categories) {
    return (
      // Scrolls sideways on a narrow screen, so it takes the focus (arrow keys scroll it): named by its section's title.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be focusable (axe scrollable-region-focusable)
      <div className={styles.tableWrap} tabIndex={0} role="region" aria-labelledby={`${section.id}-titulo`}>
        <table className={styles.table}>
          <caption className="sr-only">{section.titulo}</caption>
          <thead>
            <tr>
              <th scope="col">{t.categoria}</th>
              <th scope="col">{t.duracao}</th>
              <th scope="col">{t.exemplos}</th>
            </tr>
          </thead>
          <tbody>
            {data.categories.map((category) => (
              <tr key={category.id} id={`categoria-${category.id}`}>
                <th scope="row">
                  <strong>{category.nome}</strong>
                  <span className={styles.badge} data-required={category.obrigatorio ? 'true' : 'false'}>
                    {category.obrigatorio ? t.obrigatorio : t.opcional}
                  </span>
                  <span className={styles.categoryText}>{category.descricao}</span>
                </th>
                <td className={styles.duration} data-label={t.duracao}>
                  {category.duracao}
                </td>
                <td data-label={t.exemplos}>
                  <ul className={styles.examples}>
                    {category.exemplos.map((example) => (
                      <li key={example}>{example}</li>
                    ))}
                  </ul>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    )
  }
  if (section.bloco === 'documentos' && data.documents) {
    return (
      <ul className={styles.documents} role="list">
        {data.documents.map((doc) => (
          <li key={doc.id} id={`documento-${doc.id}`} className={styles.document}>
            <Icon name="file-text" size={28} className={styles.documentIcon} />
            <div className={styles.documentText}>
              <h3>{doc.titulo}</h3>
              <p>{doc.descricao}</p>
            </div>
            {doc.arquivo ? (
              <ExternalLink href={doc.arquivo} className={buttons.secondary}>
                {t.abrirPdf}
              </ExternalLink>
            ) : (
              <span className={styles.unavailable}>{t.semArquivo}</span>
            )}
          </li>
        ))}
      </ul>
    )
  }
  if (section.bloco === 'encarregado' && data.dpo) {
    return (
      <aside className={styles.dpo} aria-label={t.encarregado}>
        <p className={styles.dpoTitle}>{t.encarregado}</p>
        <p>
          <strong>{data.dpo.nome}</strong> — {data.dpo.cargo}
        </p>
        <p>
          {data.dpo.razaoSocial} · {layoutData.texts.rodape.cnpj} {data.dpo.cnpj}
        </p>
        <p>
          <Icon name="mail" size={16} /> <a href={`mailto:${data.dpo.email}`}>{data.dpo.email}</a>
        </p>
      </aside>
    )
  }
  return null
}

/** Long-form legal text with a table of contents; every paragraph comes from data/legal/. */
export function LegalPage({ data }: { data: LegalPageData }) {
  const t = data.texts
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <div className="container">
          <h1 className={styles.title}>{data.h1}</h1>
          <p className={styles.meta}>
            {t.versao} {data.version} · {t.atualizadoEm} <time dateTime={data.updatedIso}>{data.updated}</time>
          </p>
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
        <nav className={styles.toc} aria-labelledby="sumario-titulo">
          <p id="sumario-titulo" className={styles.tocTitle}>
            {t.sumario}
          </p>
          <ol>
            {data.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.titulo}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          <div className={styles.prose} dangerouslySetInnerHTML={{ __html: data.introHtml }} />
          {data.sections.map((section) => (
            <section
              key={section.id}
              id={section.id}
              className={styles.section}
              aria-labelledby={`${section.id}-titulo`}
            >
              <h2 id={`${section.id}-titulo`}>{section.titulo}</h2>
              <div className={styles.prose} dangerouslySetInnerHTML={{ __html: section.html }} />
              <SectionBlock section={section} data={data} />
            </section>
          ))}
          <p className={styles.top}>
            <a href="#conteudo">{t.voltarAoTopo}</a>
          </p>
        </div>
      </div>
    </article>
  )
}
