import AxeBuilder from '@axe-core/playwright'
import { FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE } from '../../lib/navigation/layOutEverySection.ts'
import { routes } from './routes.ts'
import { expect, test, waitForHydration } from './fixtures.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const pages = [...routes.filter((route) => route.canonical === route.path).map((route) => route.path), '/pagina-inexistente']

test.describe('WCAG 2.2 A/AA (axe)', () => {
  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      // Sections off screen skip their rendering until the visitor nears them (Section.module.css);
      // axe reads colours from what is painted at each spot, so it checks them as they will show.
      await page.evaluate(([name, value]) => document.documentElement.setAttribute(name, value), [FULL_LAYOUT_ATTRIBUTE, FULL_LAYOUT_VALUE] as const)
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`)
      expect(summary).toEqual([])
    })
  }
})
