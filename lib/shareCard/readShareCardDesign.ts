import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { FONT_SOURCE } from '../fonts/fontSubset.ts'

/** The drawing code: any change to it redraws every card under a new name. */
const TEMPLATE_FILE = 'lib/shareCard/drawShareCard.ts'
/** The footer's logo: the one drawn for a dark background. */
const LOGO_FILE = 'public/images/logo-nuvox-white.svg'
const TOKENS_FILE = 'renderer/styles/tokens.css'
/** The libraries that lay out and rasterise the card: a new version may draw it otherwise. */
const RENDERERS = ['satori', 'sharp']

/** The design tokens a card is painted with. */
const COLOR_TOKENS = {
  background: '--color-brand-900',
  backgroundEnd: '--color-brand-700',
  ornament: '--color-brand-600',
  accent: '--color-accent-500',
  text: '--color-text-inverse',
  muted: '--color-text-inverse-muted',
} as const

export type ShareCardColors = Record<keyof typeof COLOR_TOKENS, string>

/** Everything a card is drawn with besides its texts, and a fingerprint of all of it. */
export interface ShareCardDesign {
  fingerprint: string
  /** The site's variable font, which the drawing cuts static instances from. */
  font: Buffer
  logo: Buffer
  colors: ShareCardColors
}

function readColors(tokensCss: string): ShareCardColors {
  const entries = Object.entries(COLOR_TOKENS).map(([key, token]) => {
    const value = new RegExp(`${token}:\\s*(#[0-9a-fA-F]{3,8})\\s*;`).exec(tokensCss)?.[1]
    if (!value) throw new Error(`${TOKENS_FILE} não define a cor ${token}, usada na imagem de compartilhamento`)
    return [key, value]
  })
  return Object.fromEntries(entries) as ShareCardColors
}

const designs = new Map<string, ShareCardDesign>()

/** Reads the card's template, font, logo and colours once per project root. */
export function readShareCardDesign(root = process.cwd()): ShareCardDesign {
  let design = designs.get(root)
  if (!design) {
    const read = (file: string) => fs.readFileSync(path.join(root, file))
    const font = read(FONT_SOURCE)
    const logo = read(LOGO_FILE)
    const colors = readColors(read(TOKENS_FILE).toString('utf8'))
    const hash = createHash('sha256').update(read(TEMPLATE_FILE)).update(font).update(logo)
    hash.update(JSON.stringify(colors))
    for (const name of RENDERERS) hash.update(read(`node_modules/${name}/package.json`))
    design = { fingerprint: hash.digest('hex'), font, logo, colors }
    designs.set(root, design)
  }
  return design
}
