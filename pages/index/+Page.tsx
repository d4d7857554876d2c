import { useData } from 'vike-react/useData'
import { LandingPage } from '../../components/landing/LandingPage.tsx'
import type { LandingPageData } from '../../lib/pageData/buildLandingPageData.ts'

export default function Page() {
  return <LandingPage data={useData<LandingPageData>()} />
}
