// https://vike.dev/route-function
import { routeOfKind } from '../../lib/routes/routeOfKind.ts'

/** The contact pages: those of data/pages.yaml with content in data/contact-pages.yaml. */
export default routeOfKind('contact')
