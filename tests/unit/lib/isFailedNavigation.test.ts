import { describe, expect, it } from 'vitest'
import { isFailedNavigation } from '../../../lib/navigation/isFailedNavigation.ts'

describe('isFailedNavigation: when the error page stands for a page that did not arrive', () => {
  it.each([
    ['a navigation whose data failed', { isClientSide: true, isHydration: false, is404: false }, true],
    ['the prerendered 404 page', { isClientSide: false, is404: true }, false],
    ['the 404 page, hydrating', { isClientSide: true, isHydration: true, is404: true }, false],
    ['an error page hydrating', { isClientSide: true, isHydration: true, is404: false }, false],
    ['a page not found by the router', { isClientSide: true, isHydration: false, is404: true }, false],
  ])('%s: %s', (_name, pageContext, failed) => {
    expect(isFailedNavigation(pageContext)).toBe(failed)
  })
})
