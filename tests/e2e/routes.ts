import { loadContent } from '../../lib/content/loadContent.ts'
import { buildRouteList } from '../../lib/routes/buildRouteList.ts'
import { absoluteUrl } from '../../lib/seo/absoluteUrl.ts'
import { formatPageTitle } from '../../lib/seo/formatPageTitle.ts'

/** The same route list the build uses: tests follow the data, so adding a page adds its checks. */
export const content = loadContent()
export const routes = buildRouteList(content)
const siteUrl = content.site.url
export const expectedTitle = (title: string) => formatPageTitle(title, content.site.nome)
export const canonicalOf = (path: string) => absoluteUrl(siteUrl, path)
