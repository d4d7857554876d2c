import { parseArgs } from 'node:util'

export interface BenchOptions {
  /** Lighthouse runs per route; the report keeps their median. */
  runs: number
  /** Where nginx serves the built site during the Lighthouse runs. */
  port: number
  /** Synthetic posts of the memory benchmark; 0 skips it. */
  blogPosts: number
  /** Folder of perf.md and perf.json. */
  out: string
  /** Lighthouse on these routes only (every route when undefined); `ci`: /, a product page and a post. */
  routes: readonly string[] | 'ci' | undefined
  /** Measure the build already in dist/. */
  skipBuild: boolean
  /** Exit 1 when a figure breaks its enforced limit. */
  check: boolean
}

/** `npm run bench` options; an unknown option or a number out of range stops the run. */
export function parseBenchOptions(args: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...args],
    strict: true,
    options: {
      runs: { type: 'string', default: '3' },
      port: { type: 'string', default: '8181' },
      blog: { type: 'string', default: '4000' },
      out: { type: 'string', default: 'reports' },
      routes: { type: 'string' },
      'skip-build': { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
    },
  })
  return {
    runs: wholeNumber('runs', values.runs, 1),
    port: wholeNumber('port', values.port, 1),
    blogPosts: wholeNumber('blog', values.blog, 0),
    out: values.out,
    routes: values.routes === 'ci' ? 'ci' : values.routes?.split(','),
    skipBuild: values['skip-build'],
    check: values.check,
  }
}

function wholeNumber(option: string, value: string, min: number): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min) {
    throw new Error(`--${option} pede um número inteiro a partir de ${min}, não "${value}"`)
  }
  return number
}
