// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is prerendered to static HTML; after load the site navigates as an SPA.
  // `vike build` only bundles: scripts/prerender.ts then renders in bounded processes. Each renders
  // a share of the pages (partial: no warning for the others); the build's check finds any page missing.
  prerender: { disableAutoRun: true, keepDistServer: true, partial: true },
  lang: 'pt-BR',
  // Data comes only from prerendered pageContext JSON: never re-run data() on the client.
  passToClient: [],
} satisfies Config
