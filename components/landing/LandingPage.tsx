import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'
import { usePageContext } from 'vike-react/usePageContext'
import { goToAnchor, useSamePageTraversal } from '../layout/useAnchorNavigation.ts'
import { Calculator } from './Calculator.tsx'
import { ContactSection } from './ContactSection.tsx'
import { Coverage } from './Coverage.tsx'
import { Hero } from './Hero.tsx'
import { Integrations } from './Integrations.tsx'
import { BlackFridayBanner, PortingBanner } from './PromoBanners.tsx'
import { Services } from './Services.tsx'
import { Solutions } from './Solutions.tsx'

/** The landing page's sections, top to bottom (the header, footer and cookie dialog come from the layout). */
export function LandingPage({ data }: { data: LandingPageData }) {
  useSamePageTraversal(usePageContext().urlPathname)
  return (
    <>
      <PortingBanner data={data} />
      <BlackFridayBanner data={data} />
      <Hero data={data} onServices={() => goToAnchor('servicos')} />
      <Solutions data={data} />
      <Services data={data} />
      <Integrations data={data} />
      <Calculator data={data} />
      <Coverage data={data} />
      <ContactSection data={data} />
    </>
  )
}
