import satori from 'satori'
import type { CSSProperties } from 'satori/jsx'
import sharp from 'sharp'
import subsetFont from 'subset-font'
import { SHARE_IMAGE } from '../content/imageSize.ts'
import { fontSubsetText } from '../fonts/fontSubset.ts'
import type { ShareCardTexts } from './buildShareCard.ts'
import type { ShareCardColors, ShareCardDesign } from './readShareCardDesign.ts'

const FONT_NAME = 'Inter'
/** Satori draws a variable font at its default weight only: each weight is cut as a static instance. */
const WEIGHTS = { regular: 400, bold: 700 } as const
const PADDING = { x: 80, y: 64 }
const LOGO = { width: 195, height: 56 }
/** Characters from which a title is set small and unbalanced (a post's title has at most 110). */
const LONG_TITLE = 84

type Fonts = Parameters<typeof satori>[1]['fonts']

const fontsByDesign = new WeakMap<ShareCardDesign, Promise<Fonts>>()

/** The site's characters at each weight, as TrueType (what satori reads fastest), once per design. */
function loadFonts(design: ShareCardDesign): Promise<Fonts> {
  let fonts = fontsByDesign.get(design)
  if (!fonts) {
    fonts = Promise.all(
      Object.values(WEIGHTS).map(async (weight) => ({
        name: FONT_NAME,
        weight,
        style: 'normal' as const,
        data: await subsetFont(design.font, fontSubsetText(), {
          targetFormat: 'sfnt',
          variationAxes: { wght: weight },
        }),
      })),
    )
    fontsByDesign.set(design, fonts)
  }
  return fonts
}

/** A longer title gets a smaller size, so that three lines hold it; a longer one still ends in an ellipsis. */
function titleSize(title: string): number {
  if (title.length <= 34) return 72
  if (title.length <= 60) return 62
  if (title.length <= LONG_TITLE) return 54
  return 46
}

/** An element as satori reads it without JSX (its README's "Use without JSX"): lib/ holds no JSX. */
interface CardElement {
  type: string
  props: { style?: CSSProperties; children?: CardNode[]; [attribute: string]: unknown }
}
type CardNode = CardElement | string | null | CardNode[]

const h = (type: string, props: Omit<CardElement['props'], 'children'>, ...children: CardNode[]): CardElement => ({
  type,
  props: { ...props, children },
})
const div = (style: CSSProperties, ...children: CardNode[]) => h('div', { style }, ...children)

/** Rings like the logo's signal waves, centred near the top right corner, behind the text. */
function drawRings(colors: ShareCardColors): CardNode {
  return [220, 340, 460, 580].map((radius, index) =>
    div({
      position: 'absolute',
      left: 1120 - radius,
      top: 150 - radius,
      width: radius * 2,
      height: radius * 2,
      borderRadius: radius,
      border: `2px solid ${colors.ornament}`,
      opacity: 0.55 - index * 0.1,
    }),
  )
}

function drawText(texts: ShareCardTexts, colors: ShareCardColors): CardNode {
  const clamp = (lines: number): CSSProperties => ({ display: 'block', lineClamp: lines })
  return div(
    { display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
    div({ width: 72, height: 6, borderRadius: 3, backgroundColor: colors.accent, marginBottom: 28 }),
    texts.section
      ? div(
          {
            fontSize: 24,
            fontWeight: WEIGHTS.bold,
            letterSpacing: 3,
            textTransform: 'uppercase',
            color: colors.accent,
          },
          texts.section,
        )
      : null,
    div(
      {
        ...clamp(3),
        // Balanced lines read better, but balancing a title that needs more than three lines narrows the three it keeps.
        textWrap: texts.title.length <= LONG_TITLE ? 'balance' : 'wrap',
        overflowWrap: 'break-word',
        marginTop: 14,
        fontSize: titleSize(texts.title),
        fontWeight: WEIGHTS.bold,
        lineHeight: 1.12,
        letterSpacing: -1,
        color: colors.text,
      },
      texts.title,
    ),
    div({ ...clamp(2), marginTop: 24, fontSize: 28, lineHeight: 1.35, color: colors.muted }, texts.detail),
  )
}

function drawFooter(texts: ShareCardTexts, colors: ShareCardColors): CardNode {
  return div(
    { display: 'flex', justifyContent: 'space-between', alignItems: 'center', height: 52 },
    div({ fontSize: 24, color: colors.muted }, texts.site),
    texts.badge
      ? div(
          {
            padding: '8px 24px',
            borderRadius: 26,
            border: `2px solid ${colors.accent}`,
            fontSize: 26,
            fontWeight: WEIGHTS.bold,
            color: colors.text,
          },
          texts.badge,
        )
      : null,
  )
}

/** The card as satori lays it out: logo, section, title and detail over the brand's navy. */
function drawLayout(texts: ShareCardTexts, design: ShareCardDesign): CardNode {
  const { colors } = design
  return div(
    {
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      boxSizing: 'border-box',
      width: SHARE_IMAGE.width,
      height: SHARE_IMAGE.height,
      padding: `${PADDING.y}px ${PADDING.x}px`,
      backgroundImage: `linear-gradient(135deg, ${colors.background} 0%, ${colors.background} 45%, ${colors.backgroundEnd} 100%)`,
      fontFamily: FONT_NAME,
      overflow: 'hidden',
    },
    drawRings(colors),
    h('img', {
      src: `data:image/svg+xml;base64,${design.logo.toString('base64')}`,
      width: LOGO.width,
      height: LOGO.height,
    }),
    drawText(texts, colors),
    drawFooter(texts, colors),
  )
}

/** Draws a 1200×630 PNG preview card (lib/shareCard/shareCardPath.ts names it). */
export async function drawShareCard(texts: ShareCardTexts, design: ShareCardDesign): Promise<Buffer> {
  // Satori's type names React's elements, which these are shaped like.
  const svg = await satori(drawLayout(texts, design) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    fonts: await loadFonts(design),
  })
  // A palette PNG weighs what a JPEG of the card does, with sharp text edges (docs/decisions/share-cards.md).
  return sharp(Buffer.from(svg)).png({ palette: true, effort: 4 }).toBuffer()
}
