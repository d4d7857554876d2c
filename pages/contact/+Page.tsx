import { useData } from 'vike-react/useData'
import { ContactPage } from '../../components/contact/ContactPage.tsx'
import type { ContactPageData } from '../../lib/pageData/buildContactPageData.ts'

/** Every contact page (pages/contact/+route.ts): its content comes from data/contact-pages.yaml. */
export default function Page() {
  return <ContactPage data={useData<ContactPageData>()} />
}
