import type { PostFile, PostText } from '../blog/validatePostFile.ts'
import { DATASET_REGISTRY, FOLDER_DATASETS, type DatasetKey, type Datasets } from '../content/datasets.ts'
import { todayInBrazil } from '../format/todayInBrazil.ts'
import type { LegalData } from '../types/generated/legal.ts'
import type { ParsedYaml } from './parseYaml.ts'
import { referenceRules } from './rules/referenceRules.ts'
import type { Need, Rule, RuleContext } from './rules/rule.ts'
import type { DataError } from './types.ts'

/** The datasets the reference checks look across. */
export interface CheckInput {
  root: string
  datasets: Map<string, ParsedYaml>
  legal: Map<string, ParsedYaml>
  /** Every legal document present, valid or not (a page is dated by its document even while that document has an error). */
  legalIds?: ReadonlySet<string>
  posts: PostFile[]
  /** Posts whose header has an error: only their text is checked. */
  unreadPosts?: PostText[]
  /**
   * The needs (a dataset key, or 'legal') given here although they failed their schema. A rule
   * reading one may meet a shape the schema already reported: its TypeError skips the item, or the rule.
   */
  partial?: ReadonlySet<string>
}

/**
 * Checks that no schema can express: unique ids, references between files, files that must exist in public/, and
 * business rules (one popular plan per product). Runs each rule whose datasets are present; a rule that throws is
 * reported as an internal error naming it, so a broken check fails the run instead of passing unseen.
 */
export function checkReferences(input: CheckInput, rules: readonly Rule[] = referenceRules): DataError[] {
  const partial = input.partial ?? new Set<string>()
  const context = createContext(input)
  const present = (need: Need) => need === 'legal' || need === 'posts' || input.datasets.has(need)
  return rules.filter((rule) => rule.needs.every(present)).flatMap((rule) => runRule(rule, context, partial))
}

function runRule(rule: Rule, context: Omit<RuleContext, 'eachItem'>, partial: ReadonlySet<string>): DataError[] {
  const tolerant = [...rule.needs, ...(rule.uses ?? [])].some((need) => partial.has(need))
  try {
    return rule.check({ ...context, eachItem: tolerant ? eachWellShapedItem : eachItem })
  } catch (error) {
    // A dataset that failed its schema may lack a required field or hold a text where a list belongs.
    if (tolerant && error instanceof TypeError) return []
    return [internalError(rule, error)]
  }
}

function createContext({
  root,
  datasets,
  legal,
  legalIds = new Set(legal.keys()),
  posts,
  unreadPosts = [],
}: CheckInput): Omit<RuleContext, 'eachItem'> {
  return {
    root,
    today: todayInBrazil(),
    dataset: <K extends DatasetKey>(key: K) => {
      const parsed = datasets.get(key)
      return parsed && { parsed, data: parsed.value as Datasets[K] }
    },
    datasets,
    legal: [...legal].map(([id, parsed]) => ({ id, parsed, data: parsed.value as LegalData })),
    legalIds,
    posts,
    postTexts: [...posts, ...unreadPosts],
  }
}

/** Over schema-valid data, an item that throws is a bug of the rule, reported as such. */
function eachItem<T, R>(items: readonly T[] | undefined, check: (item: T, index: number) => readonly R[]): R[] {
  return Array.isArray(items) ? items.flatMap((item: T, index) => check(item, index)) : []
}

/** Over a dataset that failed its schema: an item missing a field (already reported) is skipped, the others are still checked. */
function eachWellShapedItem<T, R>(
  items: readonly T[] | undefined,
  check: (item: T, index: number) => readonly R[],
): R[] {
  return eachItem(items, (item, index) => {
    try {
      return check(item, index)
    } catch (error) {
      if (error instanceof TypeError) return []
      throw error
    }
  })
}

/** A rule that broke: at the top of the file of the first dataset it reads, for the team to fix. */
function internalError(rule: Rule, error: unknown): DataError {
  const [need] = rule.needs
  const file = need === 'legal' || need === 'posts' ? FOLDER_DATASETS[need].folder : DATASET_REGISTRY[need].file
  const message = `erro interno na regra '${rule.name}': ${error instanceof Error ? error.message : String(error)}; avise a equipe de desenvolvimento`
  return { file, line: 1, col: 1, path: '(interno)', message }
}
