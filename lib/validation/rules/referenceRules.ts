import { cityRules } from './cityRules.ts'
import { legalRules } from './legalRules.ts'
import { pageRules } from './pageRules.ts'
import { postRules } from './postRules.ts'
import { productRules } from './productRules.ts'
import type { Rule } from './rule.ts'
import { sectionRules } from './sectionRules.ts'
import { siteRules } from './siteRules.ts'

/**
 * Every check across the data files, the legal documents and the posts, in one flat list. Two rules
 * that may report the same field keep their order here: the unique-id check before the others.
 */
export const referenceRules: readonly Rule[] = [
  ...pageRules,
  ...siteRules,
  ...cityRules,
  ...productRules,
  ...sectionRules,
  ...legalRules,
  ...postRules,
]
