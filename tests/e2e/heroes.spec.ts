import { expect, test } from './fixtures.ts'
import { openHydrated, pathOf } from './pageChecks.ts'
import { content } from './routes.ts'

/** The hero: the text, and media on its right where the screen is wide enough. */
const illustrated: [path: string, illustration: string | undefined][] = [
  ...content.productPages.paginas.map((page): [string, string | undefined] => [pathOf(page.id), page.heroi.ilustracao]),
  ['/blog', content.blog.lista.ilustracao],
  ['/vagas', content.careers.ilustracao],
]

for (const [path, illustration] of illustrated) {
  test(`${path}: the hero's illustration is beside the text on a wide screen; a phone neither shows nor downloads it`, async ({
    page,
    isMobile,
  }) => {
    test.skip(!illustration, 'no illustration in the data')
    const requested: string[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === illustration) requested.push(request.url())
    })
    await openHydrated(page, path)
    const hero = page.locator('main > div').first()
    const image = hero.locator(`img[src="${illustration}"]`)
    await expect(image).toHaveAttribute('alt', '')
    if (isMobile) {
      await expect(image).toBeHidden()
      await page.mouse.wheel(0, 2000)
      await page.waitForTimeout(300)
      expect(requested).toEqual([])
    } else {
      await expect(image).toBeVisible()
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(560)
      const title = await hero.getByRole('heading', { level: 1 }).boundingBox()
      const box = await image.boundingBox()
      expect(box && title && box.x >= title.x + title.width, 'to the right of the title').toBe(true)
      expect(requested).toHaveLength(1)
    }
  })
}
