// https://vike.dev/Layout
import './styles/tokens.css'
import './styles/base.css'
import type { ReactNode } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { AudienceProvider } from '../components/audience/AudienceContext.tsx'
import { NewTabHintContext } from '../components/ExternalLink.tsx'
import { Footer } from '../components/layout/Footer.tsx'
import { Header } from '../components/layout/Header.tsx'
import { TopBar } from '../components/layout/TopBar.tsx'
import styles from './Layout.module.css'
import type { PageHeadData } from './pageHeadData.ts'

const HOME_PATHS = new Set(['/', '/home', '/home-new'])

export default function Layout({ children }: { children: ReactNode }) {
  const pageContext = usePageContext()
  const data = pageContext.data as PageHeadData
  const layout = data.layout
  const known = layout.audiences.publicos.map((p) => p.id)
  return (
    <AudienceProvider known={known} fallback={layout.audiences.padrao}>
      <NewTabHintContext.Provider value={layout.texts.comum.novaAba}>
        <a className={styles.skipLink} href="#conteudo">
          {layout.texts.cabecalho.pularParaConteudo}
        </a>
        <TopBar layout={layout} />
        <Header layout={layout} isHome={HOME_PATHS.has(pageContext.urlPathname)} />
        <main id="conteudo" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <Footer layout={layout} />
      </NewTabHintContext.Provider>
    </AudienceProvider>
  )
}
