import { describe, expect, it } from 'vitest'
import { homePathOf } from '../../../components/layout/useAnchorNavigation.ts'
import { layoutData } from '../../../components/layout/layoutData.ts'

// The header's and footer's anchors scroll in place on the landing page and on each of its aliases in data/pages.yaml.
describe('homePathOf', () => {
  it.each([
    ['/', '/'],
    ['/home', '/home'],
    ['/home-new', '/home-new'],
    ['/empresas', undefined],
    ['/numero0800', undefined],
    ['/blog', undefined],
    ['/blog/sms-marketing', undefined],
  ])('%s, with the aliases of the shipped data: %s', (path, expected) => {
    expect(homePathOf(path, layoutData.mainPaths)).toBe(expected)
  })

  it('follows the data: an alias added to the landing page is a home page, one of another page is not', () => {
    const mainPaths = { '/inicio': '/', '/planos-pabx': '/pabx' }
    expect(homePathOf('/inicio', mainPaths)).toBe('/inicio')
    expect(homePathOf('/planos-pabx', mainPaths)).toBeUndefined()
    expect(homePathOf('/home', mainPaths)).toBeUndefined()
  })
})
