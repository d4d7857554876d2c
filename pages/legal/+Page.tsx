import { useData } from 'vike-react/useData'
import { LegalPage } from '../../components/legal/LegalPage.tsx'
import type { LegalPageData } from '../../lib/pageData/buildLegalPageData.ts'

/** Every legal page (pages/legal/+route.ts): its path names its document in data/legal/. */
export default function Page() {
  return <LegalPage data={useData<LegalPageData>()} />
}
