// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is prerendered to static HTML; after load the site navigates as an SPA.
  // `vike build` only bundles: scripts/prerender.ts then renders in bounded processes.
  prerender: { disableAutoRun: true, keepDistServer: true },
  lang: 'pt-BR',
  // Data comes only from prerendered pageContext JSON: never re-run data() on the client.
  passToClient: [],
} satisfies Config
