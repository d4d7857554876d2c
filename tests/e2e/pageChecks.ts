import type { Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures.ts'
import { canonicalOf, content } from './routes.ts'

/** The path of a page of data/pages.yaml, by its id. */
export function pathOf(pageId: string): string {
  const page = content.pages.paginas.find((p) => p.id === pageId)
  if (!page) throw new Error(`página '${pageId}' não está em data/pages.yaml`)
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
  const rels = await page.locator('a[target="_blank"]').evaluateAll((links) => links.map((link) => `${link.getAttribute('href')} rel=${link.getAttribute('rel') ?? ''}`))
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
      .filter((element) => element.getBoundingClientRect().right > limit && (element.parentElement?.getBoundingClientRect().right ?? 0) <= limit)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits }
  })
  expect(overflow.scrollWidth, `mais largo que a tela: ${overflow.culprits.join(', ')}`).toBeLessThanOrEqual(overflow.clientWidth)
}

type AXNode = { role?: { value?: string }; name?: { value?: string }; ignored?: boolean; properties?: { name: string; value: { value?: unknown } }[] }

/** Chromium's own accessibility tree (what a screen reader gets), not Playwright's approximation. */
async function readAccessibilityTree(page: Page): Promise<AXNode[]> {
  const cdp = await page.context().newCDPSession(page)
  try {
    return ((await cdp.send('Accessibility.getFullAXTree')) as { nodes: AXNode[] }).nodes.filter((node) => !node.ignored)
  } finally {
    await cdp.detach()
  }
}

const propertyOf = (node: AXNode, name: string) => node.properties?.find((property) => property.name === name)?.value.value

/**
 * The expanded state Chromium itself gives a button. Playwright's role queries read only
 * `aria-expanded`, not the state the browser derives from `popovertarget`.
 */
export async function expandedStateOf(page: Page, name: string): Promise<boolean | undefined> {
  const button = (await readAccessibilityTree(page)).find((node) => node.role?.value === 'button' && node.name?.value === name)
  if (!button) throw new Error(`nenhum botão '${name}' na árvore de acessibilidade`)
  const expanded = propertyOf(button, 'expanded')
  return typeof expanded === 'boolean' ? expanded : undefined
}

/** The accessible name of the focused element, as Chromium announces it. */
export async function focusedAccessibleName(page: Page): Promise<string | undefined> {
  const node = (await readAccessibilityTree(page)).find((candidate) => propertyOf(candidate, 'focused') === true && candidate.role?.value !== 'RootWebArea')
  return node?.name?.value
}
