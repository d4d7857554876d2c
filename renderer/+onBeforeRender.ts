// https://vike.dev/onBeforeRender (server only)
import type { PageContextServer } from 'vike/types'
import { splitSeoHead } from './splitSeoHead.ts'

export function onBeforeRender(pageContext: PageContextServer) {
  return { pageContext: splitSeoHead(pageContext) }
}
