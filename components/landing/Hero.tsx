import { Icon } from '../Icon.tsx'
import { formatPhone } from '../../lib/format/formatPhone.ts'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import buttons from '../Button.module.css'
import styles from './Hero.module.css'
import { IntroVideo } from './IntroVideo.tsx'

export function Hero({ data, onServices }: { data: LandingPageData; onServices: () => void }) {
  const hero = data.home.heroi
  return (
    <section className={styles.hero} aria-labelledby="inicio-titulo">
      <div className={`container ${styles.grid}`}>
        <div className={styles.copy}>
          <p className={styles.eyebrow}>{hero.sobretitulo}</p>
          <h1 id="inicio-titulo" className={styles.title}>
            {data.h1}
          </h1>
          <p className={styles.lead}>{hero.subtitulo}</p>
          <div className={`${styles.actions} stack-below-30rem`}>
            <a
              href="#servicos"
              className={buttons.primary}
              onClick={(event) => {
                event.preventDefault()
                onServices()
              }}
            >
              {hero.botaoServicos}
              <Icon name="arrow-right" size={18} />
            </a>
            {data.mainPhone ? (
              <a href={`tel:${data.mainPhone.numero}`} className={buttons.secondary}>
                <Icon name="telefone" size={18} />
                <span className="sr-only">{data.mainPhone.rotulo}: </span>
                {formatPhone(data.mainPhone.numero)}
              </a>
            ) : null}
          </div>
        </div>
        <div className={styles.media}>
          <IntroVideo video={hero.video} />
        </div>
      </div>
      <div className="container">
        <ul className={styles.claims} role="list">
          {data.claims.map((claim) => (
            <li key={claim.id} className={styles.claim}>
              <strong>{claim.valor}</strong>
              <span>{claim.rotulo}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
