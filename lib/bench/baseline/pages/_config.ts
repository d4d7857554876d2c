import vikeReact from 'vike-react/config'
import type { Config } from 'vike/types'

// `vike build` prerenders every page itself (https://vike.dev/prerender).
export default {
  extends: [vikeReact],
  prerender: true,
  title: 'Blog',
  lang: 'pt-BR',
} satisfies Config
