// https://vike.dev/route-function
import { routeOfKind } from '../../lib/routes/routeOfKind.ts'

/** The landing page and its aliases (/home): the page of data/pages.yaml at /. */
export default routeOfKind('landing')
