// https://vike.dev/Layout
import './styles/tokens.css'
import './styles/base.css'
import { useState, type ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AudienceProvider } from '../components/audience/AudienceContext.tsx'
import { CookieConsentLoader } from '../components/consent/CookieConsentLoader.tsx'
import { NewTabHintContext } from '../components/ExternalLink.tsx'
import { Footer } from '../components/layout/Footer.tsx'
import { Header } from '../components/layout/Header.tsx'
import { NavigationStatus } from '../components/layout/NavigationStatus.tsx'
import { TopBar, type TopBarCity } from '../components/layout/TopBar.tsx'
import styles from './Layout.module.css'
import { layoutData as layout } from '../components/layout/layoutData.ts'

const knownAudiences = layout.audiences.publicos.map((p) => p.id)

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  // The top bar announces the chosen city (São Paulo at load); the layout keeps it for the page.
  const [city, setCity] = useState<TopBarCity | undefined>(layout.cities[0])
  return (
    <AudienceProvider
      known={knownAudiences}
      fallback={layout.audiences.padrao}
      maxAgeDays={layout.cookieConsent.validadeDias}
    >
      <NewTabHintContext.Provider value={layout.texts.comum.novaAba}>
        <a className={styles.skipLink} href="#conteudo">
          {layout.texts.cabecalho.pularParaConteudo}
        </a>
        <TopBar layout={layout} onCityChange={setCity} />
        <Header layout={layout} currentPath={pageContext.urlPathname} />
        <main id="conteudo" className={styles.main} tabIndex={-1} data-cidade={city?.id}>
          {children}
        </main>
        <Footer layout={layout} currentPath={pageContext.urlPathname} />
        <NavigationStatus texts={layout.loading} />
        <CookieConsentLoader timing={layout.cookieConsent} />
      </NewTabHintContext.Provider>
    </AudienceProvider>
  )
}
