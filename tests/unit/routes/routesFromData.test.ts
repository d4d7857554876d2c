import fs from 'node:fs'
import path from 'node:path'
import type { GlobalContext, PageContextServer } from 'vike/types'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../../lib/content/loadContent.ts'
import { buildRouteList } from '../../../lib/routes/buildRouteList.ts'
import { onCreateGlobalContext } from '../../../renderer/+onCreateGlobalContext.ts'

const routes = buildRouteList(loadContent()).filter((route) => route.kind !== 'post')
const globalContext = {} as GlobalContext
onCreateGlobalContext(globalContext)

type Route = (pageContext: PageContextServer) => boolean
/** Every folder of pages/ with a route function, with it and the URLs its prerender hook lists. */
const routedFolders = await Promise.all(
  fs
    .readdirSync('pages')
    .filter((folder) => fs.existsSync(path.join('pages', folder, '+route.ts')))
    .map(async (folder) => {
      const route = ((await import(`../../../pages/${folder}/+route.ts`)) as { default: Route }).default
      const { onBeforePrerenderStart } = (await import(`../../../pages/${folder}/+onBeforePrerenderStart.ts`)) as {
        onBeforePrerenderStart: () => string[]
      }
      return { folder, route, prerendered: onBeforePrerenderStart() }
    }),
)
const matches = (route: Route, urlPathname: string) => route({ urlPathname, globalContext } as PageContextServer)
/** The folders of pages/ whose route is a path: each renders the page at its own path (pages/vagas is /vagas). */
const ownFolder = (routePath: string) =>
  fs.existsSync(path.join('pages', routePath, '+Page.tsx')) &&
  !fs.existsSync(path.join('pages', routePath, '+route.ts'))

describe('the pages of data/pages.yaml come from the route list', () => {
  it.each(routes.map((route) => [route.path, route.kind] as const))(
    '%s (%s) is rendered by exactly one page of pages/, which prerenders it',
    (routePath, kind) => {
      const rendering = routedFolders.filter(({ route }) => matches(route, routePath)).map(({ folder }) => folder)
      const prerendering = routedFolders.filter(({ prerendered }) => prerendered.includes(routePath))
      if (kind === 'page') {
        expect(rendering).toEqual([])
        expect(ownFolder(routePath)).toBe(true)
      } else {
        expect(rendering).toHaveLength(1)
        expect(prerendering.map(({ folder }) => folder)).toEqual(rendering)
      }
    },
  )

  it.each([
    ['/', 'landing'],
    ['/home', 'landing'],
    ['/home-new', 'landing'],
    ['/empresas', 'product'],
    ['/numero0800', 'product'],
    ['/did', 'product'],
    ['/termos-de-uso', 'legal'],
    ['/regulatorio', 'legal'],
    ['/fale-conosco', 'contact'],
    ['/nossas-unidades', 'contact'],
    ['/blog', 'page'],
    ['/vagas', 'page'],
  ])('%s is a page of kind %s, found by where its content is', (routePath, kind) => {
    expect(routes.find((route) => route.path === routePath)?.kind).toBe(kind)
  })

  it.each(['/pabx/', '/pabx/planos', '/PABX', '/termos', '/blog/sms-marketing', '/404', '/admin'])(
    'a route function matches exactly its paths: not %s',
    (urlPathname) => {
      expect(routedFolders.filter(({ route }) => matches(route, urlPathname)).map(({ folder }) => folder)).toEqual([])
    },
  )
})
