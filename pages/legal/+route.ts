// https://vike.dev/route-function
import { routeOfKind } from '../../lib/routes/routeOfKind.ts'

/** The legal pages: those of data/pages.yaml whose path names a document of data/legal/. */
export default routeOfKind('legal')
