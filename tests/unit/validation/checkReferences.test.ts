import { describe, expect, it } from 'vitest'
import { checkReferences, type CheckInput } from '../../../lib/validation/checkReferences.ts'
import { referenceRules } from '../../../lib/validation/rules/referenceRules.ts'
import type { Need, Rule } from '../../../lib/validation/rules/rule.ts'
import { formatDataError } from '../../../lib/validation/types.ts'
import { validateYamlFile } from '../../../lib/validation/validateYamlFile.ts'

/** data/services.yaml with an id used twice: the real rule reports it beside the injected ones. */
const services = validateYamlFile(
  'servicos:\n  - id: a\n  - id: a\n  - id: b\n',
  'data/services.yaml',
  'services',
).parsed
const uniqueServiceIds = referenceRules.filter((rule) => rule.name === 'unique-service-ids')

function run(rules: Rule[], partial: string[]): string[] {
  const input: CheckInput = {
    root: process.cwd(),
    datasets: new Map([['services', services]]),
    legal: new Map(),
    posts: [],
    partial: new Set(partial),
  }
  return checkReferences(input, rules).map(formatDataError)
}

const repeated = "data/services.yaml:3:9  servicos[1].id  'a' repetido: já usado na linha 2; cada id deve ser único"
function internal(name: string, message: string, file = 'data/services.yaml'): string {
  return `${file}:1:1  (interno)  erro interno na regra '${name}': ${message}; avise a equipe de desenvolvimento`
}
const broken = (message: string) => internal('rule-that-throws', message)
const missingField = new TypeError("Cannot read properties of undefined (reading 'id')")

describe('the reference rules', () => {
  it('run each rule once, under a name of its own', () => {
    const names = referenceRules.map((rule) => rule.name)
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([])
    expect(names.filter((name) => !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(name))).toEqual([])
  })

  // A bug in a check used to skip it silently: now the run fails, naming the rule, and every other error still shows.
  it.each([
    {
      name: 'an error over schema-valid data',
      thrown: new Error('boom'),
      partial: [],
      expected: [broken('boom'), repeated],
    },
    {
      name: 'a TypeError over schema-valid data',
      thrown: missingField,
      partial: [],
      expected: [broken(missingField.message), repeated],
    },
    {
      name: 'a RangeError over a dataset that failed its schema',
      thrown: new RangeError('fora'),
      partial: ['services'],
      expected: [broken('fora'), repeated],
    },
    // The one exception: a shape the schema already reported (a missing required field) skips the rule for that dataset.
    {
      name: 'a TypeError over a dataset that failed its schema',
      thrown: missingField,
      partial: ['services'],
      expected: [repeated],
    },
    {
      name: 'a TypeError beside a dataset that failed its schema',
      thrown: missingField,
      partial: ['legal'],
      expected: [broken(missingField.message), repeated],
    },
  ])('report $name as an internal error only where the data cannot explain it', ({ thrown, partial, expected }) => {
    const throwing: Rule = {
      name: 'rule-that-throws',
      needs: ['services'],
      check() {
        throw thrown
      },
    }
    expect(uniqueServiceIds).toHaveLength(1)
    expect(run([throwing, ...uniqueServiceIds], partial).sort()).toEqual([...expected].sort())
  })

  // An item of the wrong shape in a dataset that failed its schema is skipped; the other items are still checked.
  it.each([
    { partial: [], expected: [internal('item-rule', missingField.message)] },
    { partial: ['services'], expected: ['data/services.yaml:4:7  servicos[2]  item b'] },
  ])('check every item, or report the rule, with partial datasets $partial', ({ partial, expected }) => {
    const itemRule: Rule = {
      name: 'item-rule',
      needs: ['services'],
      check(context) {
        const data = context.dataset('services')
        return context.eachItem(data?.data.servicos, (item, index) => {
          if (item.id === 'a') throw missingField
          return [
            {
              file: 'data/services.yaml',
              line: index + 2,
              col: 7,
              path: `servicos[${index}]`,
              message: `item ${item.id}`,
            },
          ]
        })
      },
    }
    expect(run([itemRule], partial)).toEqual(expected)
  })

  it.each<{ needs: [Need, ...Need[]]; file: string }>([
    { needs: ['services'], file: 'data/services.yaml' },
    { needs: ['legal', 'services'], file: 'data/legal' },
    { needs: ['posts'], file: 'content/blog' },
  ])('place an internal error at the top of the first dataset the rule needs: $file', ({ needs, file }) => {
    const throwing: Rule = {
      name: 'rule-that-throws',
      needs,
      check() {
        throw new Error('boom')
      },
    }
    expect(run([throwing], [])).toEqual([internal('rule-that-throws', 'boom', file)])
  })

  it('skip a rule whose datasets are not all present', () => {
    const throwing: Rule = {
      name: 'rule-that-throws',
      needs: ['services', 'cities'],
      check() {
        throw new Error('boom')
      },
    }
    expect(run([throwing], [])).toEqual([])
  })
})
