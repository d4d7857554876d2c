import { useData } from 'vike-react/useData'
import { ProductPage } from '../../components/product/ProductPage.tsx'
import type { ProductPageData } from '../../lib/pageData/buildProductPageData.ts'

/** Every product page (pages/product/+route.ts): its content and order come from data/product-pages.yaml. */
export default function Page() {
  return <ProductPage data={useData<ProductPageData>()} />
}
