// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Integrations } from '../../../components/landing/Integrations.tsx'
import { buildLandingPageData } from '../../../lib/pageData/buildLandingPageData.ts'
import { PARTNER_TABS, type PartnerTab } from '../../../lib/partners/countPartnersByCategory.ts'

const data = buildLandingPageData('/')
const first = PARTNER_TABS[0] as PartnerTab
const last = PARTNER_TABS[PARTNER_TABS.length - 1] as PartnerTab
const tabNamed = (key: PartnerTab) => screen.getByRole('tab', { name: new RegExp(`^${data.partners.abas[key]}`) })

afterEach(cleanup)

describe.each([
  { from: first, key: 'ArrowRight', to: PARTNER_TABS[1] as PartnerTab },
  { from: first, key: 'ArrowLeft', to: last },
  { from: last, key: 'ArrowRight', to: first },
  { from: last, key: 'Home', to: first },
  { from: first, key: 'End', to: last },
])('partner tabs: $key on $from', ({ from, key, to }) => {
  it(`selects and focuses ${to}`, () => {
    render(<Integrations data={data} />)
    fireEvent.click(tabNamed(from))
    fireEvent.keyDown(tabNamed(from), { key })
    expect(tabNamed(to).getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(tabNamed(to))
  })
})
