import type { Locator, Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures.ts'
import { listSitePages } from '../../lib/routes/sitePages.ts'
import { canonicalOf, content } from './routes.ts'

/** The path of a page of the data, by its id. */
export function pathOf(pageId: string): string {
  const page = listSitePages(content).find((p) => p.id === pageId)
  if (!page) throw new Error(`página '${pageId}' não está em data/pages.yaml nem em data/product-pages.yaml`)
  return page.caminho
}

/** Opens a page and waits until React has hydrated it (renderer/+onHydrationEnd.ts marks <html>). */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await waitForHydration(page)
}

/** How far the element with this id sits below the fixed header, that is below the page's scroll-padding-top (px). */
export function offsetBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((elementId) => {
    const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop)
    return (document.getElementById(elementId)?.getBoundingClientRect().top ?? Number.NaN) - padding
  }, id)
}

/**
 * Waits until the router has stored the current scroll position in the history entry: Vike saves it
 * from a scroll listener, 300 ms after the scroll (a timer, later on a loaded machine), not when the
 * visitor leaves the page.
 */
export async function positionSaved(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          (history.state as { vike?: { scrollPosition?: { y: number } } } | null)?.vike?.scrollPosition?.y ===
          window.scrollY,
      ),
    )
    .toBe(true)
}

export type JsonLdNode = Record<string, unknown> & { '@type': string }

/** Every schema.org node of the page: the ld+json scripts, parsed, with their @graph flattened. */
export async function readJsonLd(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts.length).toBeGreaterThan(0)
  return scripts.flatMap((text) => {
    const value = JSON.parse(text) as JsonLdNode & { '@graph'?: JsonLdNode[] }
    expect(value['@context']).toBe('https://schema.org')
    return value['@graph'] ?? [value]
  })
}

/** An inner page's BreadcrumbList: home first, the page's canonical address last. */
export async function expectBreadcrumb(page: Page, canonicalPath: string, name: string): Promise<void> {
  const crumbs = (await readJsonLd(page)).filter((node) => node['@type'] === 'BreadcrumbList')
  expect(crumbs).toHaveLength(1)
  const items = crumbs[0]?.itemListElement as { '@type': string; position: number; name: string; item: string }[]
  expect(items.length).toBeGreaterThanOrEqual(2)
  expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1))
  expect(items.every((item) => item['@type'] === 'ListItem')).toBe(true)
  expect(items[0]?.item).toBe(canonicalOf('/'))
  expect(items.at(-1)).toMatchObject({ name, item: canonicalOf(canonicalPath) })
}

/** Every link that opens a new tab keeps the opener away from it. */
export async function expectSafeNewTabLinks(page: Page): Promise<void> {
  const rels = await page
    .locator('a[target="_blank"]')
    .evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} rel=${link.getAttribute('rel') ?? ''}`))
  expect(rels.length).toBeGreaterThan(0)
  expect(rels.filter((rel) => !/rel=.*\bnoopener\b/.test(rel))).toEqual([])
}

/** Nothing sticks out sideways: the page cannot be scrolled horizontally. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const root = document.documentElement
    const limit = root.clientWidth + 1
    // For the failure message: the outermost elements that stick out (their parent does not).
    const culprits = [...document.querySelectorAll('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > limit &&
          (element.parentElement?.getBoundingClientRect().right ?? 0) <= limit,
      )
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits }
  })
  expect(overflow.scrollWidth, `mais largo que a tela: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(
    overflow.clientWidth,
  )
}

type AXNode = {
  role?: { value?: string }
  name?: { value?: string }
  ignored?: boolean
  properties?: { name: string; value: { value?: unknown } }[]
}

/** Chromium's own accessibility tree (what a screen reader gets), not Playwright's approximation. */
async function readAccessibilityTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    return ((await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] }).nodes.filter(
      (node) => !node.ignored,
    )
  } finally {
    await cdp.detach()
  }
}

const propertyOf = (node: AXNode, name: string) =>
  node.properties?.find((property) => property.name === name)?.value.value

/**
 * The expanded state Chromium itself gives a button. Playwright's role queries read only
 * `aria-expanded`, not the state the browser derives from `popovertarget`.
 */
export async function expandedStateOf(page: Page, name: string): Promise<boolean | undefined> {
  const button = (await readAccessibilityTree(page)).find(
    (node) => node.role?.value === 'button' && node.name?.value === name,
  )
  if (!button) throw new Error(`nenhum botão '${name}' na árvore de acessibilidade`)
  const expanded = propertyOf(button, 'expanded')
  return typeof expanded === 'boolean' ? expanded : undefined
}

/** The accessible name of the focused element, as Chromium announces it. */
export async function focusedAccessibleName(page: Page): Promise<string | undefined> {
  const node = (await readAccessibilityTree(page)).find(
    (candidate) => propertyOf(candidate, 'focused') === true && candidate.role?.value !== 'RootWebArea',
  )
  return node?.name?.value
}

/**
 * Every shown, focusable element whose keyboard focus ring has less than 3:1 contrast (WCAG 2.2, 1.4.11) with the
 * surface it is drawn on: the nearest ancestor's opaque background colour, or each opaque stop of its gradient. An
 * element with no ring is listed when focus changes nothing on it or its two nearest ancestors.
 */
export async function weakFocusRings(page: Page, scope = 'body'): Promise<string[]> {
  // A keypress first: from then on a scripted focus shows the ring as a Tab would (:focus-visible).
  await page.keyboard.press('Shift')
  return lowContrasts(page, scope, 'rings')
}

/**
 * Every shown text field whose edge has less than 3:1 contrast (WCAG 2.2, 1.4.11) with the field's
 * inside or the surface around it (the edge is often all that shows where to type), or whose
 * placeholder has less than 4.5:1 with the field's inside (1.4.3: it carries format hints).
 */
export function faintFields(page: Page, scope = 'body'): Promise<string[]> {
  return lowContrasts(page, scope, 'fields')
}

function lowContrasts(page: Page, scope: string, what: 'rings' | 'fields'): Promise<string[]> {
  return page.evaluate(
    ([scopeSelector, check]) => {
      const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true })
      if (!context) throw new Error('sem canvas 2d')
      const rgba = (color: string): number[] => {
        context.clearRect(0, 0, 1, 1)
        context.fillStyle = color
        context.fillRect(0, 0, 1, 1)
        return [...context.getImageData(0, 0, 1, 1).data]
      }
      const luminance = (color: number[]) => {
        const channel = (value: number) =>
          value / 255 <= 0.03928 ? value / 255 / 12.92 : ((value / 255 + 0.055) / 1.055) ** 2.4
        return 0.2126 * channel(color[0] ?? 0) + 0.7152 * channel(color[1] ?? 0) + 0.0722 * channel(color[2] ?? 0)
      }
      const contrast = (a: number[], b: number[]) => {
        const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
        return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05)
      }
      const opaque = (color: string) => (rgba(color)[3] ?? 0) >= 128
      const surfaceAround = (element: Element): string[] => {
        for (let node = element.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node)
          const stops = style.backgroundImage.includes('gradient')
            ? (style.backgroundImage.match(/rgba?\([^)]*\)/g) ?? []).filter(opaque)
            : []
          if (stops.length > 0) return stops
          if (opaque(style.backgroundColor)) return [style.backgroundColor]
        }
        return ['#ffffff']
      }
      if (check === 'fields') {
        const faint: string[] = []
        const fields = document.querySelectorAll<HTMLElement>(
          `${scopeSelector} :is(input:is([type="text"], [type="email"], [type="tel"], [type="number"], [type="search"], :not([type])), textarea)`,
        )
        const borderOf = (element: Element) => {
          const style = getComputedStyle(element)
          return [
            [style.borderTopColor, style.borderTopWidth],
            [style.borderBottomColor, style.borderBottomWidth],
          ]
            .filter(([, width]) => Number.parseFloat(width ?? '0') > 0)
            .map(([color]) => color ?? '')
        }
        for (const field of fields) {
          if (field.getClientRects().length === 0) continue
          // A field drawn by its wrapper (an icon beside the input) has its edge there.
          const framed = borderOf(field).length > 0 || !field.parentElement ? field : field.parentElement
          const style = getComputedStyle(framed)
          const inside = opaque(style.backgroundColor) ? style.backgroundColor : (surfaceAround(framed)[0] ?? '#ffffff')
          const name = `${field.tagName.toLowerCase()} "${field.getAttribute('name') ?? field.id}"`
          for (const edge of borderOf(framed)) {
            // A see-through edge shows the field's inside against the surface: that is the boundary then.
            const worst = opaque(edge)
              ? Math.min(...[inside, ...surfaceAround(framed)].map((surface) => contrast(rgba(edge), rgba(surface))))
              : Math.max(...surfaceAround(framed).map((surface) => contrast(rgba(inside), rgba(surface))))
            if (worst < 3) faint.push(`${name} borda: ${worst.toFixed(2)}:1`)
          }
          const placeholder = contrast(rgba(getComputedStyle(field, '::placeholder').color), rgba(inside))
          if (field.getAttribute('placeholder') && placeholder < 4.5)
            faint.push(`${name} placeholder: ${placeholder.toFixed(2)}:1`)
        }
        return faint
      }
      const focusable = [
        ...document.querySelectorAll<HTMLElement>(
          `${scopeSelector} :is(a[href], button:not(:disabled), input:not(:disabled), select, textarea, summary, [tabindex]:not([tabindex="-1"]))`,
        ),
      ]
      const weak: string[] = []
      // Without a ring of its own, focus must still change how the element or one of its two nearest
      // ancestors looks (a field's frame, say, drawn with :focus-within), read with every transition
      // run to its end.
      const endTransitions = () => {
        for (const animation of document.getAnimations()) if (animation instanceof CSSTransition) animation.finish()
      }
      const looks = (element: HTMLElement) =>
        [element, element.parentElement, element.parentElement?.parentElement]
          .map((box) => {
            if (!box) return ''
            const style = getComputedStyle(box)
            return [
              style.outlineStyle,
              style.outlineColor,
              style.outlineWidth,
              style.boxShadow,
              style.borderColor,
              style.backgroundColor,
              style.textDecorationLine,
            ].join('|')
          })
          .join('/')
      const nameOf = (element: HTMLElement) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') || element.textContent?.trim() || element.getAttribute('placeholder') || element.id).slice(0, 40)}"`
      for (const element of focusable) {
        if (element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden') continue
        endTransitions()
        const unfocused = looks(element)
        element.focus({ preventScroll: true })
        if (document.activeElement !== element || !element.matches(':focus-visible')) continue
        endTransitions()
        const style = getComputedStyle(element)
        if (style.outlineStyle === 'none' || style.outlineWidth === '0px') {
          if (looks(element) === unfocused) weak.push(`${nameOf(element)}: sem indicador de foco`)
          continue
        }
        const worst = Math.min(
          ...surfaceAround(element).map((surface) => contrast(rgba(style.outlineColor), rgba(surface))),
        )
        if (worst < 3) weak.push(`${nameOf(element)}: ${worst.toFixed(2)}:1`)
      }
      return weak
    },
    [scope, what] as const,
  )
}

/** How many items each row of a container holds, top to bottom, whether a grid or wrapping flex lays them out. */
export const rowLengths = (locator: Locator) =>
  locator.evaluate((element) => {
    const perRow = new Map<number, number>()
    for (const child of element.children) {
      const top = Math.round(child.getBoundingClientRect().top)
      perRow.set(top, (perRow.get(top) ?? 0) + 1)
    }
    return [...perRow.values()]
  })

/** A list's cards are all as wide, and a last row that is not full is centred under the rows above it. */
export async function expectLastRowCentred(list: Locator) {
  const { listMiddle, widths, lastRowMiddle } = await list.evaluate((element) => {
    const boxes = [...element.children].map((child) => child.getBoundingClientRect())
    const lastTop = boxes.at(-1)?.top
    const lastRow = boxes.filter((box) => box.top === lastTop)
    const box = element.getBoundingClientRect()
    return {
      listMiddle: box.left + box.width / 2,
      widths: boxes.map((b) => Math.round(b.width)),
      lastRowMiddle: ((lastRow[0]?.left ?? 0) + (lastRow.at(-1)?.right ?? 0)) / 2,
    }
  })
  expect(new Set(widths).size, `larguras ${widths.join(', ')}`).toBe(1)
  expect(Math.abs(lastRowMiddle - listMiddle)).toBeLessThan(1)
}

/**
 * The reading measure of long-form text (body 16–18 px, 60–75 characters a line): the
 * font size of every paragraph in `selector`, and the characters on each of their full lines (the
 * last line of a paragraph is left out: it may be short).
 */
export function readingMeasure(page: Page, selector: string): Promise<{ fontSizes: number[]; lineLengths: number[] }> {
  return page.evaluate((paragraphs) => {
    const fontSizes: number[] = []
    const lineLengths: number[] = []
    for (const paragraph of document.querySelectorAll<HTMLElement>(paragraphs)) {
      fontSizes.push(Number.parseFloat(getComputedStyle(paragraph).fontSize))
      const perLine = new Map<number, number>()
      const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT)
      const range = document.createRange()
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (let i = 0; i < (node.textContent ?? '').length; i++) {
          range.setStart(node, i)
          range.setEnd(node, i + 1)
          const rect = range.getClientRects()[0]
          if (!rect) continue
          const line = Math.round(rect.bottom)
          perLine.set(line, (perLine.get(line) ?? 0) + 1)
        }
      }
      lineLengths.push(...[...perLine.values()].slice(0, -1))
    }
    return { fontSizes, lineLengths }
  }, selector)
}

/** The text spacing WCAG 1.4.12 says a page must take without losing content. */
export const WCAG_TEXT_SPACING =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important } p { margin-bottom: 2em !important }'

/**
 * Pairs of visible text runs inside `selector` that are drawn over each other (by more than a
 * pixel each way): the words of one run into those of another. Each run is a text node's line
 * boxes, so a long line that wraps is measured line by line.
 */
export function overlappingTexts(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((scope) => {
    const runs: { text: string; element: Element; boxes: DOMRect[] }[] = []
    for (const root of document.querySelectorAll(scope)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? ''
        const element = node.parentElement
        if (
          !text ||
          !element ||
          element.closest('[hidden], [aria-hidden="true"]') ||
          element.checkVisibility?.({ visibilityProperty: true, opacityProperty: true }) === false
        )
          continue
        // Read out, not shown (.sr-only: clipped to nothing).
        let clipped = false
        for (let at: Element | null = element; at && at !== root.parentElement; at = at.parentElement) {
          const style = getComputedStyle(at)
          if (style.clip !== 'auto' || style.clipPath !== 'none') clipped = true
        }
        if (clipped) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const boxes = [...range.getClientRects()].filter((box) => box.width > 0 && box.height > 0)
        if (boxes.length > 0) runs.push({ text, element, boxes })
      }
    }
    const overlaps: string[] = []
    for (const [i, a] of runs.entries()) {
      for (const b of runs.slice(i + 1)) {
        if (a.element === b.element) continue
        const hit = a.boxes.some((x) =>
          b.boxes.some(
            (y) =>
              Math.min(x.right, y.right) - Math.max(x.left, y.left) > 1 &&
              Math.min(x.bottom, y.bottom) - Math.max(x.top, y.top) > 1,
          ),
        )
        if (hit) overlaps.push(`'${a.text}' × '${b.text}'`)
      }
    }
    return overlaps
  }, selector)
}
