import { Icon } from '../Icon.tsx'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { ExternalLink } from '../ExternalLink.tsx'
import styles from './PromoBanners.module.css'

export function PortingBanner({ data }: { data: LandingPageData }) {
  const banner = data.banners.portabilidade
  if (!banner.ativo) return null
  return (
    <aside className={styles.porting} aria-label={banner.titulo}>
      <div className={`container ${styles.portingInner}`}>
        <p className={styles.portingText}>
          <strong className={styles.hashtag}>{banner.hashtag}</strong>{' '}
          <span className={styles.portingTitle}>{banner.titulo}.</span> <span>{banner.texto}</span>
        </p>
        <ExternalLink href={data.links.appLogin} className={styles.portingButton}>
          {banner.botao}
          <Icon name="arrow-right" size={16} />
        </ExternalLink>
      </div>
    </aside>
  )
}

export function BlackFridayBanner({ data }: { data: LandingPageData }) {
  const banner = data.banners.blackFriday
  if (!banner.ativo) return null
  return (
    <aside className={styles.blackFriday} aria-label={banner.selo}>
      <div className={`container ${styles.bfInner}`}>
        <div className={styles.bfHead}>
          <p className={styles.bfBadge}>{banner.selo}</p>
          <p className={styles.bfTitle}>{banner.titulo}</p>
          <p className={styles.bfSavings}>{banner.economia}</p>
        </div>
        <ul className={styles.offers} role="list">
          {banner.ofertas.map((offer) => (
            <li key={offer.rotulo} className={styles.offer}>
              <span className={styles.offerLabel}>{offer.rotulo}</span>
              {/* 'a partir de' sits on the price, so a narrow card wraps its short label, not the whole phrase. */}
              <span className={styles.offerPrice}>
                {offer.prefixo ? <span className={styles.offerPrefix}>{` ${offer.prefixo} `}</span> : ' '}
                <span className={styles.offerValue}>{offer.valor}</span>
              </span>
              <span className={styles.offerPeriod}>{offer.periodo}</span>
            </li>
          ))}
        </ul>
        <div className={styles.bfAction}>
          <ExternalLink href={data.links.appLogin} className={styles.bfButton}>
            {banner.botao}
          </ExternalLink>
          <p className={styles.bfNote}>{banner.nota}</p>
        </div>
      </div>
    </aside>
  )
}
