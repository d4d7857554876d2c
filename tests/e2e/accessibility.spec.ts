import AxeBuilder from '@axe-core/playwright'
import { routes } from './routes.ts'
import { expect, test, waitForHydration } from './fixtures.ts'
import { layOutEverySection } from './fullLayout.ts'

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa']
const pages = [...routes.filter((route) => route.canonical === route.path).map((route) => route.path), '/pagina-inexistente']

test.describe('WCAG 2.2 A/AA (axe)', () => {
  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await page.goto(path)
      await waitForHydration(page)
      // axe reads colours from what is painted at each spot: it checks the sections as they will show.
      await layOutEverySection(page)
      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
      const summary = results.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 5).join(', ')}`)
      expect(summary).toEqual([])
    })
  }
})
