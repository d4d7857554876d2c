import type { Page } from '@playwright/test'
import { FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE } from '../../lib/navigation/layOutEverySection.ts'

/**
 * Renders every page section now, as a visitor's scrolling would: sections off the first screen
 * skip their rendering until then (components/Section.module.css), and a check that reads what is
 * painted (axe's colours, a full-page capture, which does not scroll) would see them blank.
 */
export async function layOutEverySection(page: Page): Promise<void> {
  await page.evaluate(([name, value]) => document.documentElement.setAttribute(name, value), [
    FULL_LAYOUT_ATTRIBUTE,
    FULL_LAYOUT_VALUE,
  ] as const)
}
