// https://vike.dev/config
import type { Config } from 'vike/types'
import vikeReact from 'vike-react/config'

export default {
  extends: [vikeReact],
  // Every route is prerendered to static HTML; after load the site navigates as an SPA.
  prerender: true,
  lang: 'pt-BR',
  // Data comes only from prerendered pageContext JSON: never re-run data() on the client.
  passToClient: [],
} satisfies Config
