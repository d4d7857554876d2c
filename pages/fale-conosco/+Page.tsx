import { useData } from 'vike-react/useData'
import { ContactPage } from '../../components/contact/ContactPage.tsx'
import type { ContactPageData } from '../../lib/pageData/buildContactPageData.ts'

export default function Page() {
  return <ContactPage data={useData<ContactPageData>()} />
}
