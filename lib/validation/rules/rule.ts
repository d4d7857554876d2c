import type { PostFile, PostText } from '../../blog/validatePostFile.ts'
import type { DatasetKey, Datasets } from '../../content/datasets.ts'
import type { LegalData } from '../../types/generated/legal.ts'
import type { ParsedYaml } from '../parseYaml.ts'
import type { DataError } from '../types.ts'

/** A dataset a rule reads: a file of the registry, or one of the folders (the legal documents, the posts). */
export type Need = DatasetKey | 'legal' | 'posts'

/** A file dataset as read: where it was parsed from, and its value typed by its schema. */
export interface Dataset<K extends DatasetKey> {
  parsed: ParsedYaml
  data: Datasets[K]
}

/** One legal document: its id is its file name, and the address of the page that shows it. */
export interface LegalDocument {
  id: string
  parsed: ParsedYaml
  data: LegalData
}

/** What a rule sees: the datasets, typed, and the project they come from. */
export interface RuleContext {
  root: string
  /** Today in Brazil: a date after it is a typo (2062 for 2026). */
  today: string
  dataset<K extends DatasetKey>(key: K): Dataset<K> | undefined
  /** Every file dataset present, by key, for the checks that read any file alike. */
  datasets: ReadonlyMap<string, ParsedYaml>
  legal: readonly LegalDocument[]
  /** Every legal document present, valid or not (a page is dated by its document even while that document has an error). */
  legalIds: ReadonlySet<string>
  /** The posts whose header is valid. */
  posts: readonly PostFile[]
  /** Every post's text, with or without a readable header: each has an address, and its links and CNPJs are checked. */
  postTexts: readonly PostText[]
  /**
   * The errors `check` finds in each item of a list (none when it is no list). In a dataset that
   * failed its schema, an item of the wrong shape is skipped and the others are still checked.
   */
  eachItem<T, R>(items: readonly T[] | undefined, check: (item: T, index: number) => readonly R[]): R[]
}

/**
 * One check that no schema can express. `needs` names the datasets it reads: it runs only when
 * they are all present. `uses` names those it reads when present but can do without.
 */
export interface Rule {
  name: string
  needs: readonly [Need, ...Need[]]
  uses?: readonly Need[]
  check(context: RuleContext): DataError[]
}

/** The file datasets a rule needs, by key: present and typed, since a rule runs only when they all are. */
type Needed<N extends readonly Need[]> = { [K in Extract<N[number], DatasetKey>]: Dataset<K> }

/** A rule whose `check` receives its needed datasets already read, typed by the registry. */
export function defineRule<const N extends readonly [Need, ...Need[]]>(rule: {
  name: string
  needs: N
  uses?: readonly Need[]
  check(needed: Needed<N>, context: RuleContext): DataError[]
}): Rule {
  return {
    name: rule.name,
    needs: rule.needs,
    uses: rule.uses,
    check: (context) => rule.check(readNeeded(context, rule.needs), context),
  }
}

function readNeeded<N extends readonly Need[]>(context: RuleContext, needs: N): Needed<N> {
  const needed: Record<string, Dataset<DatasetKey>> = {}
  for (const need of needs) {
    if (need === 'legal' || need === 'posts') continue
    const dataset = context.dataset(need)
    // The runner checks presence first: a missing one here is a bug of the runner.
    if (!dataset) throw new Error(`'${need}' não foi lido`)
    needed[need] = dataset
  }
  return needed as Needed<N>
}
