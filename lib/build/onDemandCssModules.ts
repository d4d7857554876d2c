/**
 * CSS modules of code loaded on demand (the cookie dialog, the lead form's code and its bot check,
 * the maps). vite.config.ts keeps their class maps out of the chunks every page loads first, so each
 * comes with its own code; tests/e2e/budgets.spec.ts checks that it does.
 */
export const ON_DEMAND_CSS_MODULES = [
  'components/consent/CookieConsent.module.css',
  'components/lead/QuoteForm.module.css',
  'components/lead/Turnstile.module.css',
  'components/map/CoverageMap.module.css',
  'components/map/CityCoverageMap.module.css',
] as const

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Matches a module id of one of them (either path separator, with or without a query). */
export const onDemandCssModule = new RegExp(
  `(^|[\\\\/])(${ON_DEMAND_CSS_MODULES.map((file) => file.split('/').map(escapeRegExp).join('[\\\\/]')).join('|')})($|\\?)`,
)
