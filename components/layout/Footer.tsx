import { Icon } from '../Icon.tsx'
import { formatPhone } from '../../lib/format/formatPhone.ts'
import { openCookiePreferences } from '../../lib/consent/cookieConsent.ts'
import { keepPlaceTogether } from '../../lib/format/keepPlaceTogether.ts'
import type { LayoutData } from '../../lib/pageData/buildLayoutData.ts'
import { ExternalLink } from '../ExternalLink.tsx'
import { SocialIcon } from '../SocialIcon.tsx'
import styles from './Footer.module.css'
import { isPlainClick } from '../../lib/navigation/isPlainClick.ts'
import { goToAnchor, homePathOf } from './useAnchorNavigation.ts'

function SoonBadge({ text }: { text: string }) {
  return <span className={styles.soon}>{text}</span>
}

/**
 * Footer of every page, entirely from data/footer.yaml and data/site.yaml. A link to the page
 * being shown is marked as the current page (`currentPath`, the page's path).
 */
export function Footer({ layout, currentPath }: { layout: LayoutData; currentPath: string }) {
  const { footer, site, texts } = layout
  const t = texts.rodape
  // On a home page its anchors scroll in place and move the focus, as the header's do.
  const homePath = homePathOf(currentPath, layout.mainPaths)
  // An alias (/numero0800) marks the link to its main page (/0800).
  const currentPage = layout.mainPaths[currentPath] ?? currentPath
  return (
    // data-deferred-render: rendered once the page is idle (lib/navigation/renderSkippedBlocks.ts).
    <footer className={styles.footer} data-deferred-render="">
      <div className={`container ${styles.grid}`}>
        <div className={styles.about}>
          <img
            src="/images/logo-nuvox-white.svg"
            alt={site.nome}
            width={148}
            height={34}
            className={styles.logo}
            loading="lazy"
          />
          <p>{footer.sobre}</p>
          <ul className={styles.social} role="list" aria-label={t.redesSociais}>
            {site.redesSociais.map((rede) => (
              <li key={rede.rede}>
                <ExternalLink href={rede.url} className={styles.socialLink} aria-label={rede.rotulo}>
                  <SocialIcon network={rede.rede} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        </div>
        <nav className={styles.column} aria-label={t.rotuloNavegacao}>
          <h2 className={styles.heading}>{t.navegacao}</h2>
          <ul role="list">
            {footer.ancoras.map((item) => (
              <li key={item.rotulo}>
                {item.ancora ? (
                  <a
                    href={`${homePath ?? '/'}#${item.ancora}`}
                    onClick={(event) => {
                      if (!homePath || !item.ancora || !isPlainClick(event)) return
                      event.preventDefault()
                      goToAnchor(item.ancora)
                    }}
                  >
                    {item.rotulo}
                  </a>
                ) : (
                  <a href={item.caminho ?? '/'} aria-current={item.caminho === currentPage ? 'page' : undefined}>
                    {item.rotulo}
                  </a>
                )}
              </li>
            ))}
            <li>
              <ExternalLink href={footer.atoRegulatorio.arquivo}>{footer.atoRegulatorio.rotulo}</ExternalLink>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-label={footer.solucoes.titulo}>
          <h2 className={styles.heading}>{footer.solucoes.titulo}</h2>
          <ul role="list">
            {footer.solucoes.links.map((link) => (
              <li key={link.caminho}>
                <a href={link.caminho} aria-current={link.caminho === currentPage ? 'page' : undefined}>
                  {link.rotulo}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav className={`${styles.column} ${styles.wide}`} aria-label={t.institucional}>
          <h2 className={styles.heading}>{t.institucional}</h2>
          <ul role="list">
            {footer.institucional.map((link) => (
              <li key={link.caminho}>
                <a href={link.caminho} aria-current={link.caminho === currentPage ? 'page' : undefined}>
                  {link.rotulo}
                </a>
                {link.emBreve ? <SoonBadge text={t.emBreve} /> : null}
              </li>
            ))}
            <li>
              <button type="button" className={styles.linkButton} onClick={openCookiePreferences}>
                {t.preferenciasCookies}
              </button>
            </li>
          </ul>
          <h2 className={styles.heading}>{footer.grupo.titulo}</h2>
          <ul role="list">
            {footer.grupo.itens.map((item) => (
              <li key={item.rotulo} className={styles.muted}>
                {item.rotulo}
                {item.emBreve ? <SoonBadge text={t.emBreve} /> : null}
              </li>
            ))}
          </ul>
        </nav>
        <div className={`${styles.column} ${styles.wide}`}>
          <h2 className={styles.heading}>{t.contato}</h2>
          <ul role="list" className={styles.contact}>
            {site.telefones.map((tel) => (
              <li key={tel.id}>
                <Icon name="telefone" size={16} />
                <a href={`tel:${tel.numero}`}>
                  <span className="sr-only">{tel.rotulo}: </span>
                  {formatPhone(tel.numero)}
                </a>
              </li>
            ))}
            <li>
              <Icon name="mail" size={16} />
              <a href={`mailto:${site.emails.contato}`}>{site.emails.contato}</a>
            </li>
            <li>
              <Icon name="map-pin" size={16} />
              <address>
                {site.endereco.logradouro}, {site.endereco.bairro}
                <br />
                {keepPlaceTogether(`${site.endereco.cidade}/${site.endereco.uf}`)},{' '}
                <span className={styles.postcode}>{`${t.cep} ${site.endereco.cep}`}</span>
              </address>
            </li>
            {footer.atendimento.map((link) => (
              <li key={link.caminho}>
                <Icon name="arrow-right" size={16} />
                <a href={link.caminho}>{link.rotulo}</a>
              </li>
            ))}
          </ul>
          <h2 className={styles.heading}>{footer.aplicativos.titulo}</h2>
          <ul role="list" className={styles.stores}>
            {footer.aplicativos.lojas.map((loja) => (
              <li key={loja.id} className={styles.store}>
                <span>{loja.rotulo}</span>
                <SoonBadge text={footer.aplicativos.selo} />
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <ul role="list" className={styles.seals} aria-label={footer.selos.titulo}>
          {footer.selos.itens.map((selo) => (
            <li key={selo.id}>
              <ExternalLink href={site.links.registroSelos} className={styles.seal} title={selo.descricao}>
                <Icon name="escudo" size={18} />
                {selo.rotulo}
              </ExternalLink>
            </li>
          ))}
        </ul>
        <p className={styles.legal}>
          © {layout.anoDireitos} {site.razaoSocial} · {t.cnpj} {site.cnpj} · {footer.direitos}
        </p>
      </div>
    </footer>
  )
}
