import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { createShortClassNames } from '../../../lib/build/shortClassNames.ts'

const root = path.join('/projeto', 'site')
const file = (relative: string) => path.join(root, relative)

describe('createShortClassNames', () => {
  it('keeps the local name and adds a three-character hash of the file', () => {
    const name = createShortClassNames(root)('hero', file('components/PageHero.module.css'))
    expect(name).toMatch(/^hero_[a-zA-Z0-9]{3}$/)
  })

  it('gives the same name in another checkout and for a query-suffixed id (server and client builds agree)', () => {
    const here = createShortClassNames(root)('card', file('components/PlanCard.module.css'))
    const elsewhere = createShortClassNames('/tmp/clone')(
      'card',
      path.join('/tmp/clone', 'components/PlanCard.module.css?used'),
    )
    expect(elsewhere).toBe(here)
  })

  it('tells the same local name in two modules apart', () => {
    const names = createShortClassNames(root)
    expect(names('title', file('components/PageHero.module.css'))).not.toBe(
      names('title', file('components/PlanCard.module.css')),
    )
  })

  it('stops the build when two classes would share a name', () => {
    // With no hash at all every module's `title` collides: the check must catch it, not merge the styles.
    const names = createShortClassNames(root, 0)
    expect(names('title', file('components/PageHero.module.css'))).toBe('title_')
    expect(names('title', file('components/PageHero.module.css'))).toBe('title_')
    expect(() => names('title', file('components/PlanCard.module.css'))).toThrow(
      /PageHero\.module\.css:title.*PlanCard\.module\.css:title.*hashLength/,
    )
  })
})
