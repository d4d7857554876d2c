import fs from 'node:fs'
import { parse } from 'node-html-parser'
import { measureInitialAssets } from '../build/measureInitialAssets.ts'
import { pageContextFileOf, routeHtmlFile } from '../build/routeFile.ts'
import type { RouteFigures } from './budgets.ts'
import { measurePostWeight } from './measurePageWeight.ts'

/** A route's bytes from the built files: initial JS and CSS, HTML, and for a post its body against the page. */
export function measureRouteBytes(clientDir: string, route: { path: string; kind: string }): RouteFigures {
  const htmlFile = routeHtmlFile(clientDir, route.path)
  const assets = measureInitialAssets(clientDir, htmlFile)
  const figures: RouteFigures = {
    route: route.path,
    jsGzip: assets.jsGzipBytes,
    cssGzip: assets.cssGzipBytes,
    htmlGzip: assets.htmlGzipBytes,
  }
  if (route.kind !== 'post') return figures
  const html = fs.readFileSync(htmlFile, 'utf8')
  const body = parse(html).querySelector('[data-post-body]')?.innerHTML
  if (!body) throw new Error(`${htmlFile}: o post não tem corpo ([data-post-body])`)
  const jsonFile = pageContextFileOf(htmlFile)
  const weight = measurePostWeight(html, body, fs.existsSync(jsonFile) ? fs.readFileSync(jsonFile, 'utf8') : '')
  const aroundGzip = weight.htmlGzipBytes - weight.bodyGzipBytes
  return {
    ...figures,
    post: { bodyGzip: weight.bodyGzipBytes, ratio: weight.gzipRatio, bodyCopies: weight.bodyCopies, aroundGzip },
  }
}
