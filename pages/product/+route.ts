// https://vike.dev/route-function
import { routeOfKind } from '../../lib/routes/routeOfKind.ts'

/** The product pages: those of data/pages.yaml with content in data/product-pages.yaml, aliases included. */
export default routeOfKind('product')
